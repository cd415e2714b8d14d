import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FaqItem } from '../../../content/faqItem';
import { offerPlaceholders } from '../../../i18n/offerText';
import type { Testimonial } from '../../../components/TestimonialCarousel/testimonial';
import type { IconName } from '../../../components/Icon/Icon';
import { claims } from '../../../business/claims';
import type { ProcessStepId } from '../../../business/process';
import { sampleClients } from '../../../business/sampleClients';

/**
 * The home page's content as typed data: text as Lingui descriptors, numbers
 * (prices, durations, percentages) from spec section 9 in one place. The
 * sections render it; index.ts turns the services and the FAQ into structured data.
 */

export type ServiceId = 'seo-web-development' | 'google-ads-sea' | 'seo-retainer';

/**
 * Spec section 3 "Service card": icon, title, description, features (at most 6), optional badge.
 * Its price and duration are the price list's (src/business/offers.ts), under the same id.
 */
export interface ServiceCard {
  id: ServiceId;
  icon: IconName;
  title: MessageDescriptor;
  description: MessageDescriptor;
  features: readonly MessageDescriptor[];
  badge?: MessageDescriptor;
}

export const services: readonly ServiceCard[] = [
  {
    id: 'seo-web-development',
    icon: 'code',
    title: msg`SEO web development`,
    description: msg`A fast, mobile-first website built for Google from the first line of code – and designed to turn visitors into enquiries.`,
    badge: msg({ message: 'Most requested', comment: 'Badge on the most popular service card' }),
    features: [
      msg`Clean code and technical SEO`,
      msg`Top scores for speed (Core Web Vitals)`,
      msg`Responsive, accessible design`,
      msg`Cookie-free and GDPR-compliant`,
    ],
  },
  {
    id: 'google-ads-sea',
    icon: 'target',
    title: msg`Google Ads (SEA)`,
    description: msg`Campaigns that bring qualified enquiries from day one – set up, monitored and optimised every week.`,
    features: [
      msg`Keyword and competitor analysis`,
      msg`Campaign structure and ad copy`,
      msg`Weekly bid and budget optimisation`,
      msg`Monthly report in plain language`,
    ],
  },
  {
    id: 'seo-retainer',
    icon: 'chart',
    title: msg`SEO retainer`,
    description: msg`Continuous search engine optimisation that moves your rankings up month after month, with reporting you can follow.`,
    features: [
      msg`Monthly technical audit`,
      msg`Content and keyword strategy`,
      msg`Local SEO and Google Business Profile`,
      msg`Ranking and traffic monitoring`,
    ],
  },
];

export interface TextItem {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface IconItem extends TextItem {
  icon: IconName;
}

const { projects, responseHours } = claims;

export const reasons: readonly IconItem[] = [
  {
    id: 'direct',
    icon: 'handshake',
    title: msg`One contact, no middlemen`,
    text: msg`You speak directly to the person who does the work – from the first call to the launch and beyond. No account managers, no lost information.`,
  },
  {
    id: 'seo-first',
    icon: 'search',
    title: msg`SEO from the very first line`,
    text: msg`Search engine optimisation is not bolted on afterwards: structure, speed and content are planned for Google before a single page is designed.`,
  },
  {
    id: 'transparent',
    icon: 'eye',
    title: msg`Fixed prices, clear reports`,
    text: msg`You receive a fixed-price offer and reports you can actually read. You always know what your budget achieves.`,
  },
  {
    id: 'reliable',
    icon: 'clock',
    title: msg`Fast and reliable`,
    text: msg({
      message: `An answer within ${responseHours} hours, Monday to Friday from 9:00 to 22:00. Deadlines are kept – more than ${projects} projects prove it.`,
      comment: '{responseHours} and {projects} are numbers (24 and 150)',
    }),
  },
];

/** Spec section 2 "Trust indicators": short proofs, title and one line each. */
export const trustIndicators: readonly TextItem[] = [
  {
    id: 'rating',
    title: msg({ message: '5.0 rating', comment: 'Trust indicator: average client rating' }),
    text: msg`Average rating from my clients`,
  },
  {
    id: 'cookie-free',
    title: msg`Cookie-free`,
    text: msg`GDPR-compliant websites without a cookie banner`,
  },
  {
    id: 'certified',
    title: msg`Certified`,
    text: msg`Online marketing, SCRUM Master and PRINCE2 Practitioner`,
  },
  {
    id: 'accessible',
    title: msg`Accessible`,
    text: msg`Built to WCAG 2.1 level AA`,
  },
  {
    id: 'languages',
    title: msg`Trilingual`,
    text: msg`Projects in German, English and French`,
  },
];

export const benefits: readonly IconItem[] = [
  {
    id: 'visibility',
    icon: 'search',
    title: msg`More visibility on Google`,
    text: msg`Appear for the searches your customers actually make – in Hamburg, across Germany or internationally.`,
  },
  {
    id: 'enquiries',
    icon: 'mail',
    title: msg`Enquiries instead of mere clicks`,
    text: msg`Fast pages and clear calls to action turn visitors into calls, messages and bookings.`,
  },
  {
    id: 'cost',
    icon: 'euro',
    title: msg`Lower cost per new client`,
    text: msg`Precise ad targeting and lasting organic rankings reduce what each new client costs you.`,
  },
  {
    id: 'time',
    icon: 'rocket',
    title: msg`More time for your business`,
    text: msg`I take care of technology, content and campaigns, so you can concentrate on your clients.`,
  },
];

/** Spec section 3 "Stat item": number and label; the numbers are spec section 2's. */
export interface StatItem {
  id: string;
  value: number;
  suffix: string;
  label: MessageDescriptor;
}

export const stats: readonly StatItem[] = [
  { id: 'projects', value: claims.projects, suffix: '+', label: msg`projects completed` },
  { id: 'satisfaction', value: claims.satisfactionPercent, suffix: '%', label: msg`client satisfaction` },
  { id: 'response', value: claims.responseHours, suffix: 'h', label: msg({ message: 'response time', comment: 'Shown below "24h"' }) },
  { id: 'experience', value: claims.experienceYears, suffix: '+', label: msg`years of experience` },
];

/**
 * Spec section 3 "Process step": title, description and deliverable of each step of the one
 * process (src/business/process.ts gives the steps' order, numbers and durations). The titles
 * are the services page's timeline's.
 */
export interface ProcessStepText {
  title: MessageDescriptor;
  description: MessageDescriptor;
  deliverable: MessageDescriptor;
}

export const processStepTexts: Record<ProcessStepId, ProcessStepText> = {
  analysis: {
    title: msg`Analysis and strategy`,
    description: msg`We clarify your goals, analyse your market and competitors and choose the search terms that bring you customers.`,
    deliverable: msg`Strategy with keyword plan and page structure`,
  },
  build: {
    title: msg`Design and development`,
    description: msg`Your website is designed and built – fast, mobile-first and optimised for search engines. You review every stage.`,
    deliverable: msg`Finished website on a preview address`,
  },
  launch: {
    title: msg`Testing and launch`,
    description: msg`Final checks of speed, accessibility, forms and tracking, then go-live with redirects so that no existing ranking is lost.`,
    deliverable: msg`Live website, registered with Google Search Console`,
  },
  growth: {
    title: msg`Growth and support`,
    description: msg`Monitoring, new content and campaign optimisation, so that your rankings and enquiries keep growing.`,
    deliverable: msg`Monthly report with clear next steps`,
  },
};

const { lawFirm, fashionShop, restaurants, logistics } = sampleClients;
const lawFirmName = lawFirm.name;
const fashionShopName = fashionShop.name;
const restaurantsName = restaurants.name;
const logisticsName = logistics.name;

/** The site's sample clients (src/business/sampleClients.ts); names are written as they are, roles and quotes are translated. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'law-firm',
    name: lawFirm.contactPerson,
    role: msg({ message: `Managing partner, ${lawFirmName}`, comment: 'A client’s role and firm (a proper noun)' }),
    content: msg`Since the relaunch our firm appears on the first page for our most important search terms. We now receive three to four qualified enquiries a week through the website – before, it was one a month.`,
    rating: 5,
  },
  {
    id: 'fashion-shop',
    name: fashionShop.contactPerson,
    role: msg({ message: `Owner, ${fashionShopName}`, comment: 'A client’s role and firm (a proper noun)' }),
    content: msg`The Google Ads campaigns paid for themselves in the very first month. Every figure is explained in plain language, and I always know what my budget achieves.`,
    rating: 5,
  },
  {
    id: 'restaurants',
    name: restaurants.contactPerson,
    role: msg({ message: `Marketing director, ${restaurantsName}`, comment: 'A client’s role and firm (a proper noun)' }),
    content: msg`One fast website for all our restaurants, in German, English and French. Table reservations from Google searches have doubled, and the site loads instantly on any phone.`,
    rating: 5,
  },
  {
    id: 'logistics',
    name: logistics.contactPerson,
    role: msg({ message: `Managing director, ${logisticsName}`, comment: 'A client’s role and firm (a proper noun)' }),
    content: msg`A very structured project with clear milestones, and the SEO retainer keeps us ahead of our competitors. Only the content phase took a little longer than planned – partly because of us.`,
    rating: 4,
  },
];

/** Spec section 4: auto-advance every 6 s on the home page. */
export const testimonialInterval = 6000;

/** The questions; their prices and durations are placeholders filled in by homeFaqItems. */
const homeFaqQuestions: readonly FaqItem[] = [
  {
    id: 'cost',
    question: msg`What does a new website cost?`,
    answer: msg({
      message:
        'An SEO-optimised website starts at {webFrom}. The final price depends on the number of pages, functions and languages. After the free consultation you receive a fixed-price offer – without hidden costs.',
      comment: '{webFrom} is a euro price, already formatted with the currency sign',
    }),
  },
  {
    id: 'results',
    question: msg`When will I see results from SEO?`,
    answer: msg({
      message:
        'Technical improvements often show within a few weeks; first measurable ranking gains typically follow within {firstResultsDays} days. Stable top positions for competitive terms take longer, which is why the SEO retainer runs for at least {seoMinimumTerm}.',
      comment: '{firstResultsDays} is a number of days (90); {seoMinimumTerm} is a duration in months, already formatted (number and unit)',
    }),
  },
  {
    id: 'ads-or-seo',
    question: msg`Do I need Google Ads if I invest in SEO?`,
    answer: msg({
      message:
        'Not necessarily. Google Ads brings enquiries from the first day (management from {adsFrom} a month), SEO builds visibility that lasts. Many clients start with both and reduce the ad budget as their organic rankings grow.',
      comment: '{adsFrom} is a monthly euro price, already formatted with the currency sign, and does not include "a month"',
    }),
  },
  {
    id: 'privacy',
    question: msg`Are your websites GDPR-compliant?`,
    answer: msg`Yes. My websites are cookie-free by default and use privacy-friendly analytics, so in most cases you do not need a cookie banner. Privacy policy and imprint are prepared with you before launch.`,
  },
];

/** The home FAQ with its prices, durations and claims filled in: what the accordion and the FAQPage structured data show. */
export function homeFaqItems(i18n: I18n): FaqItem[] {
  const values = { ...offerPlaceholders(i18n), firstResultsDays: claims.firstResultsDays };
  return homeFaqQuestions.map((item) => ({ ...item, values }));
}
