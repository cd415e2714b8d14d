import { msg } from '@lingui/core/macro';
import { serviceOffers } from '../../business/offers';
import { formatEuro } from '../../i18n/format';
import { when } from '../../islands/when';
import type { PageMeta } from '../../seo/head';

export { ServicesPage as default } from './ServicesPage';

export const meta: PageMeta = {
  title: msg({ message: 'Services: SEO web development, Google Ads and SEO support', comment: 'SEO title of the services page' }),
  description: msg({
    message:
      'SEO-optimised websites from {webFrom}, SEO retainers from {seoFrom} a month, Google Ads management from {adsFrom} a month plus ad budget, and custom web applications – fixed packages from a Hamburg freelancer.',
    comment: 'Meta description of the services page; the prices are euro amounts from the price list, already formatted',
  }),
  descriptionValues: (i18n) => ({
    webFrom: formatEuro(i18n, serviceOffers['seo-web-development'].fromEur),
    adsFrom: formatEuro(i18n, serviceOffers['google-ads-sea'].fromEur),
    seoFrom: formatEuro(i18n, serviceOffers['seo-retainer'].fromEur),
  }),
  keywords: msg({
    message: 'SEO web development, Google Ads management, SEO retainer, web application development, web design prices',
    comment: 'Meta keywords of the services page',
  }),
  structuredData: () => when().get(() => import('./structuredData')).then((module) => module.servicesStructuredData),
};
