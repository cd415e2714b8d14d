import { msg } from '@lingui/core/macro';
import { foundedYear } from '../../business/claims';
import { when } from '../../islands/when';
import type { PageMeta } from '../../seo/head';

export { AboutPage as default } from './AboutPage';

export const meta: PageMeta = {
  title: msg({ message: 'About me: your web developer and SEO expert in Hamburg', comment: 'SEO title of the about page' }),
  description: msg({
    message: `Web developer, SEO and Google Ads consultant in Hamburg since ${foundedYear}: certified online marketer, SCRUM Master and PRINCE2 Practitioner, working in German, English and French.`,
    comment: 'Meta description of the about page; {foundedYear} is a year (2016)',
  }),
  keywords: msg({
    message: 'freelance web developer Hamburg, SEO expert, Google Ads freelancer, about me, experience',
    comment: 'Meta keywords of the about page',
  }),
  ogType: 'profile',
  schemaType: 'AboutPage',
  structuredData: () => when().get(() => import('./structuredData')).then((module) => module.aboutStructuredData),
};
