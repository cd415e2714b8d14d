import { msg } from '@lingui/core/macro';
import { localeTags } from '../../i18n/locales';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { PageMeta } from '../../seo/head';
import { serviceStructuredData } from '../../seo/serviceStructuredData';
import { webAppFaq, webAppPricing } from './content';
import { webAppFigures } from './useWebAppFigures';
import { deferredLazyImage } from '../../components/sharedDeferredParts';

export { WebAppPage as default } from './WebAppPage';

export const deferredParts = [deferredLazyImage].map((part) => part.preload);

const serviceName = msg({ message: 'Custom web application development', comment: 'Name of the service in structured data (search engines)' });
const serviceDescription = msg({
  message:
    'Planning, design and development of custom web applications – customer portals, internal tools, booking systems and SaaS products – in two-week sprints, with three months of security fixes included.',
  comment: 'Description of the service in structured data (search engines)',
});

export const meta: PageMeta = {
  title: msg({ message: 'Have a custom web application built', comment: 'SEO title of the custom web application page' }),
  description: msg({
    message:
      'Custom web applications from Hamburg: customer portals, internal tools and SaaS products, built in two-week sprints. From 8,000 EUR net, ready in 4 to 16 weeks.',
    comment: 'Meta description of the custom web application page',
  }),
  keywords: msg({
    message: 'custom web application, web app development, have a web app built, SaaS development, customer portal',
    comment: 'Meta keywords of the custom web application page',
  }),
  structuredData: ({ i18n, locale, url }) => [
    serviceStructuredData({
      pageUrl: url,
      name: i18n._(serviceName),
      description: i18n._(serviceDescription),
      serviceType: i18n._(serviceName),
      minPriceEur: webAppPricing.fromEur,
      inLanguage: localeTags[locale],
    }),
    faqStructuredDataFor(
      i18n,
      url,
      webAppFaq.map((item) => ({ ...item, values: webAppFigures(i18n) })),
    ),
  ],
};
