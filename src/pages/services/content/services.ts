import { msg } from '@lingui/core/macro';
import type { ServiceSummary } from './types';

/**
 * The four services of the services page (spec sections 2 and 3), in the order
 * they are shown: what the hero's panel and the search engines show of them.
 * What their cards add (features, benefits, the full description and the
 * steps) is in belowFold/content/serviceDetails.ts, with the text below the
 * first screen, so the page's first catalog does not carry it. Prices and
 * durations are not written here: they come from src/business/offers.ts and
 * are formatted by the page.
 */
export const services: readonly ServiceSummary[] = [
  {
    id: 'seo-web-development',
    icon: 'code',
    title: msg`SEO web development`,
    shortDesc: msg`Fast, mobile-first websites built for Google from the first line of code – and designed to turn visitors into enquiries.`,
  },
  {
    id: 'google-ads-sea',
    icon: 'target',
    title: msg`Google Ads management (SEA)`,
    shortDesc: msg`Google Ads campaigns that bring qualified enquiries from day one – set up, monitored and optimised every week.`,
  },
  {
    id: 'seo-retainer',
    icon: 'chart',
    title: msg`SEO retainer`,
    shortDesc: msg`Continuous search engine optimisation that moves your rankings up month after month, with reporting you can follow.`,
  },
  {
    id: 'web-applications',
    icon: 'app',
    title: msg`Custom web applications`,
    shortDesc: msg`Customer portals, internal tools and SaaS products in the browser, built to fit the way your business works.`,
  },
];
