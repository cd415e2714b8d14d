import { serviceOffers } from '../../business/offers';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { serviceStructuredData } from '../../seo/serviceStructuredData';
import { withBelowFoldText } from '../../i18n/belowFoldText';
import { homeFaqItems, services } from './belowFold/content';

/**
 * The home page's extra JSON-LD: its three services with their "from" prices
 * (the same Service nodes the services page makes, src/seo/serviceStructuredData.ts)
 * and the questions it answers (text from below the fold).
 */
export const homeStructuredData: StructuredDataBuilder = async ({ i18n: pageI18n, url }) => {
  const i18n = await withBelowFoldText('home', pageI18n);
  return [
    ...services.map((service) => {
      const name = i18n._(service.title);
      return serviceStructuredData({
        pageUrl: url,
        fragment: `service-${service.id}`,
        name,
        description: i18n._(service.description),
        serviceType: name,
        minPriceEur: serviceOffers[service.id].fromEur,
        per: serviceOffers[service.id].per,
      });
    }),
    faqStructuredDataFor(i18n, url, homeFaqItems(i18n)),
  ];
};
