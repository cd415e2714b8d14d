import type { I18n } from '@lingui/core';
import type { FaqItem } from '../../../content/faqItem';
import { offerPlaceholders } from '../../../i18n/offerText';
import { servicesFaq } from './content/faq';

/** The services FAQ with its prices and durations filled in: what the accordion and the FAQPage structured data show. */
export function servicesFaqItems(i18n: I18n): FaqItem[] {
  const values = offerPlaceholders(i18n);
  return servicesFaq.map((item) => ({ ...item, values }));
}
