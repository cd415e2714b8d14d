import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { WebAppPage as default } from './WebAppPage';

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
  structuredData: () => import('./structuredData').then((module) => module.webAppStructuredData),
};
