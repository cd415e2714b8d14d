import type { I18n, MessageDescriptor } from '@lingui/core';
import { translate } from '../i18n/translate';

/**
 * One question of an FAQ, as data. Question and answer are either Lingui
 * descriptors (`msg`, translated where they are shown) or text that is already
 * translated. The same items feed the accordion and the FAQPage structured data,
 * so what search engines read is exactly what visitors read.
 */
export interface FaqItem {
  /** Stable, unique within its FAQ (used for element ids and the open item). */
  id: string;
  question: MessageDescriptor | string;
  answer: MessageDescriptor | string;
  /** Values for placeholders in question and answer, e.g. a formatted price. */
  values?: Record<string, unknown>;
}

/** The question and answer of an item as text in the current language. */
export function faqItemText(i18n: I18n, item: FaqItem): { question: string; answer: string } {
  const text = (value: MessageDescriptor | string) => (typeof value === 'string' ? value : translate(i18n, value, item.values));
  return { question: text(item.question), answer: text(item.answer) };
}
