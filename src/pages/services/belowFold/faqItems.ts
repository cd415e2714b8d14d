import type { I18n } from '@lingui/core';
import type { ServiceDuration } from '../../../business/offers';
import { serviceOffers } from '../../../business/offers';
import type { FaqItem } from '../../../content/faqItem';
import { formatEuro } from '../../../i18n/format';
import { durationRangeText } from '../offerText';
import { servicesFaq } from './content/faq';

/** The placeholders of the services FAQ (content/faq.ts), formatted for the language. */
function servicesFaqValues(i18n: I18n): Record<string, string> {
  const euro = (amount: number) => formatEuro(i18n, amount);
  const web = serviceOffers['seo-web-development'];
  const webApp = serviceOffers['web-applications'];
  const seo = serviceOffers['seo-retainer'];
  const rangeOf = (duration: ServiceDuration) => (duration.kind === 'ongoing' ? '' : durationRangeText(i18n, duration.range));
  return {
    webFrom: euro(web.fromEur),
    adsFrom: euro(serviceOffers['google-ads-sea'].fromEur),
    seoFrom: euro(seo.fromEur),
    webAppFrom: euro(webApp.fromEur),
    webWeeks: rangeOf(web.duration),
    webAppWeeks: rangeOf(webApp.duration),
    seoMinimumTerm: rangeOf(seo.duration),
  };
}

/** The services FAQ with its prices and durations filled in: what the accordion and the FAQPage structured data show. */
export function servicesFaqItems(i18n: I18n): FaqItem[] {
  const values = servicesFaqValues(i18n);
  return servicesFaq.map((item) => ({ ...item, values }));
}
