import { msg } from '@lingui/core/macro';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { serviceStructuredData } from '../../seo/serviceStructuredData';
import { webAppPricing } from '../../business/offers';
import { withBelowFoldText } from '../../i18n/belowFoldText';
import { webAppFaq } from './belowFold/content';
import { webAppFigures } from './useWebAppFigures';

const serviceName = msg({ message: 'Custom web application development', comment: 'Name of the service in structured data (search engines)' });
const serviceDescription = msg({
  message:
    'Planning, design and development of custom web applications – customer portals, internal tools, booking systems and SaaS products – in two-week sprints, with three months of security fixes included.',
  comment: 'Description of the service in structured data (search engines)',
});

/** The web application page's extra JSON-LD: the service with its price, and the questions it answers. */
export const webAppStructuredData: StructuredDataBuilder = async ({ i18n: pageI18n, url }) => {
  // The FAQ's text is in the below-the-fold catalog.
  const i18n = await withBelowFoldText('webApp', pageI18n);
  return [
  serviceStructuredData({
    pageUrl: url,
    name: i18n._(serviceName),
    description: i18n._(serviceDescription),
    serviceType: i18n._(serviceName),
    minPriceEur: webAppPricing.fromEur,
  }),
  faqStructuredDataFor(
    i18n,
    url,
    webAppFaq.map((item) => ({ ...item, values: webAppFigures(i18n) })),
  ),
  ];
};
