import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PageMeta } from '../../seo/head';

/**
 * A legal or informational page as data (spec section 3, "Legal section" and
 * "Static page content per language"). Every title and line is a Lingui message,
 * so a translator or lawyer corrects a sentence in the PO files, not in code.
 */
export interface LegalSection {
  /** Anchor id of the section. */
  id: string;
  title: MessageDescriptor;
  /**
   * Paragraphs of the section. A line whose text starts with "http" is shown as
   * an external link (spec section 2). Lines may use the page's `{placeholders}`.
   */
  lines: MessageDescriptor[];
}

export interface LegalPageContent {
  meta: PageMeta;
  hero: {
    badge: MessageDescriptor;
    title: MessageDescriptor;
    description: MessageDescriptor;
    /** Language of the badge if it is not the page's (the accessibility badge is always German). */
    badgeLang?: string;
  };
  /** Values for the `{placeholders}` in every message of the page (dates, days, contact details). */
  values: (i18n: I18n) => Record<string, string | number>;
}

/**
 * The page below its hero: the long text, in the island's catalog (src/locales/{locale}/belowFold/legal.po),
 * so the page's first load carries only the hero's words. Static markup: its island hydrates only
 * when touched (LegalPage).
 */
export interface LegalBodyContent {
  /** e.g. "Status: {date}", shown under the hero. */
  updated?: MessageDescriptor;
  sections: LegalSection[];
  /** The closing contact block with mail and phone links; `email` defaults to the business address. */
  contact: { title: MessageDescriptor; description: MessageDescriptor; email?: string };
}
