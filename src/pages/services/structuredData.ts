import { msg } from '@lingui/core/macro';
import { serviceOffers } from '../../business/offers';
import { homePath } from '../../routing/routes';
import { breadcrumbStructuredData } from '../../seo/breadcrumbStructuredData';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { serviceStructuredData } from '../../seo/serviceStructuredData';
import { absoluteUrl } from '../../seo/siteUrl';
import { services } from './content/services';
import { withBelowFoldText } from '../../i18n/belowFoldText';
import { servicesFaqItems } from './belowFold/faqItems';

const homeName = msg({ message: 'Home', comment: 'First step of the breadcrumb trail in structured data (search engines)' });
const servicesName = msg({ message: 'Services', comment: 'Second step of the breadcrumb trail in structured data: the services page' });

/**
 * The services page's extra JSON-LD: a Service node per service, each with the
 * Offer of its entry price (per month where the service is monthly), the FAQ
 * with the same answers and prices the page shows, and the breadcrumb trail.
 */
export const servicesStructuredData: StructuredDataBuilder = async ({ i18n: pageI18n, locale, url }) => {
  // The FAQ's text is in the below-the-fold catalog.
  const i18n = await withBelowFoldText('services', pageI18n);
  return [
  ...services.map((service) => {
    const offer = serviceOffers[service.id];
    const name = i18n._(service.title);
    return serviceStructuredData({
      pageUrl: url,
      fragment: `service-${service.id}`,
      url: `${url}#service-${service.id}`,
      name,
      description: i18n._(service.shortDesc),
      serviceType: name,
      minPriceEur: offer.fromEur,
      per: offer.per,
    });
  }),
  faqStructuredDataFor(i18n, url, servicesFaqItems(i18n)),
  breadcrumbStructuredData(url, [
    { name: i18n._(homeName), url: absoluteUrl(homePath(locale)) },
    { name: i18n._(servicesName), url },
  ]),
  ];
};
