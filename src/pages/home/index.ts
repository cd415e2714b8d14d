import { msg } from '@lingui/core/macro';
import { when } from '../../islands/when';
import type { PageMeta } from '../../seo/head';

export { HomePage as default } from './HomePage';
// Through the page module, so the hero stays in the home page's chunk (no chunk more at the home
// page's load) and the services page's responsive preview loads that chunk with its own.
export { HomeHero } from './HomeHero';

export const meta: PageMeta = {
  title: msg({ message: 'SEO-optimised websites and Google Ads from Hamburg', comment: 'SEO title of the home page' }),
  description: msg({
    message:
      'Freelance web developer and SEO expert in Hamburg: fast, findable websites, Google Ads management and SEO support for small and medium-sized businesses. Free initial consultation.',
    comment: 'Meta description of the home page (about 155 characters)',
  }),
  keywords: msg({
    message: 'web developer Hamburg, SEO freelancer Hamburg, web design Hamburg, Google Ads consultant, SEO agency alternative',
    comment: 'Meta keywords of the home page, comma-separated search terms in the target language',
  }),
  // The three services with their prices, and the questions the page answers.
  structuredData: () => when().get(() => import('./structuredData')).then((module) => module.homeStructuredData),
};
