import { msg } from '@lingui/core/macro';
import type { ServiceSummary } from './types';

/**
 * The four services of the services page (spec sections 2 and 3), in the order
 * they are shown, as their cards and the search engines show them (the full
 * description and the steps are in belowFold/content/serviceDetails.ts, with
 * the text below the first screen). Prices and durations are not written here: they come from
 * src/business/offers.ts and are formatted by the page. A card shows the first
 * six features and the first four benefits, so the strongest come first.
 */
export const services: readonly ServiceSummary[] = [
  {
    id: 'seo-web-development',
    icon: 'code',
    title: msg`SEO web development`,
    shortDesc: msg`Fast, mobile-first websites built for Google from the first line of code – and designed to turn visitors into enquiries.`,
    features: [
      msg`Keyword research and a page structure planned for Google`,
      msg`Top Core Web Vitals scores for speed`,
      msg`Responsive, mobile-first design in your corporate identity`,
      msg`Technical SEO: clean code, structured data, XML sitemap`,
      msg`Layout designed for enquiries, with clear calls to action`,
      msg`Cookie-free and GDPR-compliant`,
      msg`Accessible to WCAG 2.1 level AA`,
      msg`Texts and images you can update yourself`,
      msg`Redirects from your old site, so no ranking is lost`,
      msg`Multilingual on request: German, English and French`,
    ],
    benefits: [
      msg`Found by the customers who are searching for what you offer`,
      msg`More enquiries from the same number of visitors`,
      msg`A fixed price with no hidden costs`,
      msg`A website you own completely – code, content and domain`,
      msg`No cookie banner that scares visitors away`,
      msg`A solid foundation for SEO and Google Ads later on`,
    ],
  },
  {
    id: 'google-ads-sea',
    icon: 'target',
    title: msg`Google Ads management (SEA)`,
    shortDesc: msg`Google Ads campaigns that bring qualified enquiries from day one – set up, monitored and optimised every week.`,
    features: [
      msg`Keyword and competitor analysis`,
      msg`Conversion tracking for calls, forms and sales`,
      msg`Campaign structure and ad copy that sells`,
      msg`Weekly bid and budget optimisation`,
      msg`Negative keywords that stop wasted spend`,
      msg`Monthly report in plain language`,
      msg`Search, Shopping and Performance Max campaigns`,
      msg`Remarketing for visitors who did not enquire the first time`,
      msg`Local targeting by region, radius and time of day`,
      msg`A/B tests of ads, extensions and landing pages`,
    ],
    benefits: [
      msg`Enquiries from the first week, not in months`,
      msg`A lower cost per enquiry through continuous optimisation`,
      msg`Full transparency: you see what every euro brings back`,
      msg`Your ad budget goes directly to Google, with no mark-up`,
      msg`Budgets that follow your season and your capacity`,
      msg`Your Google Ads account and all its data stay yours`,
    ],
  },
  {
    id: 'seo-retainer',
    icon: 'chart',
    title: msg`SEO retainer`,
    shortDesc: msg`Continuous search engine optimisation that moves your rankings up month after month, with reporting you can follow.`,
    features: [
      msg`Monthly technical SEO audit and fixes`,
      msg`Keyword and content strategy`,
      msg`New and optimised content every month`,
      msg`Local SEO and Google Business Profile`,
      msg`Ranking and traffic monitoring`,
      msg`Monthly report with clear next steps`,
      msg`On-page optimisation of titles, headings and internal links`,
      msg`Link building with relevant, reputable websites`,
      msg`Competitor monitoring`,
      msg`Speed and Core Web Vitals monitoring`,
    ],
    benefits: [
      msg`Steady growth in organic traffic without paying per click`,
      msg`First measurable results within 90 days`,
      msg`Enquiries that become cheaper over time, not more expensive`,
      msg`A clear report every month, so you always know where you stand`,
      msg`Visibility that keeps working when ad budgets pause`,
      msg`A head start on competitors who treat SEO as a one-off`,
    ],
  },
  {
    id: 'web-applications',
    icon: 'app',
    title: msg`Custom web applications`,
    shortDesc: msg`Customer portals, internal tools and SaaS products in the browser, built to fit the way your business works.`,
    features: [
      msg`Discovery workshop and clickable prototype`,
      msg`Development in short sprints with regular demos`,
      msg`Interfaces to ERP, CRM, accounting and shop systems`,
      msg`Secure login with roles and permissions`,
      msg`Works on desktop, tablet and smartphone, also offline`,
      msg`Complete source code and rights of use for you`,
      msg`Automated tests and security checks`,
      msg`GDPR-compliant hosting in Germany`,
      msg`Accessible interface to WCAG 2.1 level AA`,
      msg`Security fixes included after launch`,
    ],
    benefits: [
      msg`Software that fits your processes, not the other way round`,
      msg`No licence fees per user`,
      msg`Hours saved every week through automation`,
      msg`Visible progress after every sprint, with no surprises at the end`,
      msg`No lock-in: the source code is yours`,
      msg`Room to grow with more users, data and functions`,
    ],
  },
];
