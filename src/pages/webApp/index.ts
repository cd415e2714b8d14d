import { msg } from '@lingui/core/macro';
import { when } from '../../islands/when';
import type { PageMeta } from '../../seo/head';
import { webAppFigures } from './useWebAppFigures';

export { WebAppPage as default } from './WebAppPage';

export const meta: PageMeta = {
  title: msg({ message: 'Have a custom web application built', comment: 'SEO title of the custom web application page' }),
  description: msg({
    message:
      'Custom web applications from Hamburg: customer portals, internal tools and SaaS products, built in two-week sprints. From {fromPrice} net, ready in {projectDuration}.',
    comment: 'Meta description of the custom web application page; {fromPrice} is a euro amount and {projectDuration} a duration (e.g. "4 weeks to 6 months"), both from the price list',
  }),
  descriptionValues: (i18n) => {
    const { fromPrice, projectDuration } = webAppFigures(i18n);
    return { fromPrice, projectDuration };
  },
  keywords: msg({
    message: 'custom web application, web app development, have a web app built, SaaS development, customer portal',
    comment: 'Meta keywords of the custom web application page',
  }),
  structuredData: () => when().get(() => import('./structuredData')).then((module) => module.webAppStructuredData),
};
