import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { ServicesPage as default } from './ServicesPage';

export const meta: PageMeta = {
  title: msg({ message: 'Services: SEO web development, Google Ads and SEO support', comment: 'SEO title of the services page' }),
  description: msg({
    message:
      'SEO-optimised websites from 2,500 EUR, Google Ads management from 800 EUR per month, SEO retainers and custom web applications – transparent packages from a Hamburg freelancer.',
    comment: 'Meta description of the services page',
  }),
  keywords: msg({
    message: 'SEO web development, Google Ads management, SEO retainer, web application development, web design prices',
    comment: 'Meta keywords of the services page',
  }),
  structuredData: () => import('./structuredData').then((module) => module.servicesStructuredData),
};
