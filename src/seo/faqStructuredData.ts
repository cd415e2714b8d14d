import type { I18n } from '@lingui/core';
import type { FAQPage } from 'schema-dts';
import { type FaqItem, faqItemText } from '../content/faqItem';

/** A question and its answer as plain text in the page's language. */
export interface FaqEntryText {
  question: string;
  answer: string;
}

/**
 * The FAQPage node of a page's JSON-LD graph (schema.org FAQPage with Question
 * and Answer entries). It is its own node, part of the page's WebPage node, so
 * a page keeps its own type (AboutPage, WebPage, …) and still carries its FAQ.
 */
export function faqStructuredData(pageUrl: string, entries: readonly FaqEntryText[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    url: pageUrl,
    isPartOf: { '@id': `${pageUrl}#webpage` },
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The FAQPage node from the same items the accordion shows, translated with the page's i18n. */
export function faqStructuredDataFor(i18n: I18n, pageUrl: string, items: readonly FaqItem[]): FAQPage {
  return faqStructuredData(
    pageUrl,
    items.map((item) => faqItemText(i18n, item)),
  );
}
