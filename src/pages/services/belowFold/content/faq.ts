import { msg } from '@lingui/core/macro';
import type { FaqItem } from '../../../../content/faqItem';

/**
 * Eight questions a business client asks before buying. Prices and durations
 * are placeholders that the page fills in, formatted for the language, from
 * src/business/offers.ts: {webFrom}, {adsFrom}, {seoFrom} and {webAppFrom} are
 * euro amounts (the monthly ones without "per month"), {webDuration},
 * {webAppDuration} and {seoMinimumTerm} are durations with their unit.
 */
export const servicesFaq: readonly FaqItem[] = [
  {
    id: 'cost',
    question: msg`What do your services cost?`,
    answer: msg({
      message:
        'An SEO-optimised website starts at {webFrom}, the SEO retainer at {seoFrom} a month and Google Ads management at {adsFrom} a month plus your ad budget. Custom web applications start at {webAppFrom}. All prices are net; after the free consultation you receive a fixed-price offer with no hidden costs.',
      comment: '{webFrom}, {adsFrom}, {seoFrom} and {webAppFrom} are euro prices, already formatted with the currency sign; {adsFrom} and {seoFrom} are monthly prices and do not include "per month"',
    }),
  },
  {
    id: 'seo-results',
    question: msg`How long does it take until SEO shows results?`,
    answer: msg({
      message:
        'Technical fixes often take effect within a few weeks, and first measurable results typically follow within 90 days. Stable top positions for competitive search terms take longer, which is why the SEO retainer has a minimum term of {seoMinimumTerm}. On average, my SEO clients gain 300% more organic traffic.',
      comment: '{seoMinimumTerm} is a duration in months, already formatted (number and unit)',
    }),
  },
  {
    id: 'contract-terms',
    question: msg`Is there a minimum term?`,
    answer: msg({
      message:
        'Websites and web applications are one-off projects at a fixed price, with no ongoing obligation. The SEO retainer runs for at least {seoMinimumTerm}, because SEO needs time to show its effect; the minimum term of each SEO and Google Ads package is shown in the package comparison. Term and notice period are stated clearly in your offer, with no small print.',
      comment: '{seoMinimumTerm} is a duration in months, already formatted (number and unit)',
    }),
  },
  {
    id: 'ads-budget',
    question: msg`Is the Google Ads budget included in the management fee?`,
    answer: msg({
      message:
        'No. The management fee, from {adsFrom} a month, covers strategy, setup, weekly optimisation and reporting. Your ad budget is paid directly to Google from your own account, without any mark-up, so you always see exactly what the clicks cost. We set the budget together based on your goals and your market, and you can adjust it at any time.',
      comment: '{adsFrom} is a monthly euro price, already formatted with the currency sign, and does not include "per month"',
    }),
  },
  {
    id: 'included',
    question: msg`What is included in a website project, and how long does it take?`,
    answer: msg({
      message:
        'Everything from keyword research, page structure and design to development, technical SEO, testing and the launch with redirects from your old site. The package comparison shows exactly what each package includes, and your fixed-price offer lists every item. A website goes live in {webDuration}, depending on the package, and a custom web application in {webAppDuration}.',
      comment: '{webDuration} and {webAppDuration} are durations such as "4–12 weeks" or "4 weeks to 6 months", already formatted (numbers and units)',
    }),
  },
  {
    id: 'ownership',
    question: msg`Will I own my website?`,
    answer: msg`Yes. With the final payment you receive the source code, all content, all access data and the unrestricted rights of use, and your domain is registered in your name. You are not tied to me: any qualified developer can continue working on your website or application if you ever want that.`,
  },
  {
    id: 'accessibility-privacy',
    question: msg`Are your websites accessible, GDPR-compliant and cookie-free?`,
    answer: msg`Yes. Every website is built to WCAG 2.1 level AA and tested with WAVE, axe-core and Lighthouse, which helps you meet the requirements of the German Accessibility Strengthening Act (BFSG). My websites set no cookies by default and use privacy-friendly analytics, so in most cases you do not need a cookie banner; privacy policy and imprint are prepared with you before launch.`,
  },
  {
    id: 'languages-location',
    question: msg`Do you work in English and French, and do we need to meet in Hamburg?`,
    answer: msg`I work in German, English and French, and can build your website in all three languages. Most projects run remotely by video call, phone and e-mail, with an answer within 24 hours, Monday to Friday from 9:00 to 22:00. If you are in or near Hamburg, you are welcome to meet me in person at one of my two Hamburg offices.`,
  },
];
