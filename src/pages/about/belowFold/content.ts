import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TextCard } from '../../../components/CardGrid/textCard';
import type { FigureData } from '../../../components/CountUp/Figure';
import type { FaqItem } from '../../../content/faqItem';
import { claims, foundedYear } from '../../../business/claims';
import { sampleClients } from '../../../business/sampleClients';

/**
 * Everything the about page shows, in one place: typed numbers (skill levels,
 * years, counters) next to the text descriptors that explain them. The
 * sections in AboutPage.tsx only lay this out.
 */

/** Four areas of expertise. */
export const expertise: readonly TextCard[] = [
  {
    id: 'web-development',
    title: msg`Web development`,
    description: msg`Fast, accessible websites and web applications with React and TypeScript – built so that search engines understand them and visitors enjoy using them.`,
  },
  {
    id: 'seo',
    title: msg({ message: 'Search engine optimisation', comment: 'Expertise card title (German: Suchmaschinenoptimierung, SEO)' }),
    description: msg`Technical SEO, content structure and local SEO for Hamburg and beyond: I make sure your pages are found for the searches your customers actually make.`,
  },
  {
    id: 'google-ads',
    title: msg`Google Ads`,
    description: msg`Search campaigns with clean conversion tracking and a clear budget, optimised every week – so every euro you spend can be traced to enquiries and sales.`,
  },
  {
    id: 'project-management',
    title: msg`Project management`,
    description: msg`Certified as SCRUM Master and PRINCE2 Practitioner: clear milestones, short feedback loops and no surprises on deadline or budget.`,
  },
];

/** A client as a card: the name is a proper noun and is never translated. */
export interface ClientCard {
  id: string;
  name: string;
  industry: MessageDescriptor;
  work: MessageDescriptor;
}

/**
 * Four named clients (spec: four client cards): the site's sample clients
 * (src/business/sampleClients.ts), the same firms as the services page's
 * success stories and the home page's testimonials, doing the same work.
 * PLACEHOLDER: to be replaced, with the clients' consent, before launch.
 */
export const clients: readonly ClientCard[] = [
  {
    id: 'law-firm',
    name: sampleClients.lawFirm.name,
    industry: msg`Law firm`,
    work: msg`Ongoing SEO with new practice-area pages and local SEO for Hamburg; enquiries through the website now arrive every week.`,
  },
  {
    id: 'fashion',
    name: sampleClients.fashionShop.name,
    industry: msg`Fashion boutique with online shop`,
    work: msg`Google Shopping and search campaigns with reliable conversion tracking – profitable from the first month.`,
  },
  {
    id: 'restaurants',
    name: sampleClients.restaurants.name,
    industry: msg`Restaurant chain`,
    work: msg`One website for four locations, table reservations and local landing pages for every district.`,
  },
  {
    id: 'logistics',
    name: sampleClients.logistics.name,
    industry: msg`Logistics company`,
    work: msg`Custom customer portal for shipment tracking, connected to the existing ERP system.`,
  },
];

/** Spec: education with three badges. */
export const education: readonly TextCard[] = [
  {
    id: 'online-marketing',
    title: msg`Online marketing certificate`,
    description: msg`Certified training in online marketing: search engine marketing, web analytics, content and conversion optimisation.`,
  },
  {
    id: 'scrum-master',
    title: msg({ message: 'SCRUM Master', comment: 'Certification name; usually left in English' }),
    description: msg`Agile project leadership: sprints, reviews and retrospectives that keep projects on course and clients involved.`,
  },
  {
    id: 'prince2',
    title: msg({ message: 'PRINCE2 Practitioner', comment: 'Certification name; leave in English' }),
    description: msg`Structured project management: clear roles, documented decisions and a business case that is checked at every stage.`,
  },
];

/** Spec: values with three badges (trilingual, rugby, national team). */
export const values: readonly TextCard[] = [
  {
    id: 'trilingual',
    title: msg`Trilingual`,
    description: msg`German, English and French – I advise, write and develop in all three languages, without losing anything in translation.`,
  },
  {
    id: 'rugby',
    title: msg`Rugby player`,
    description: msg`Rugby teaches you to play for the team, to keep going when it gets tough and to respect the other side – that is also how I work on projects.`,
  },
  {
    id: 'national-team',
    title: msg`National team player`,
    description: msg`I have played rugby at national-team level. Meticulous preparation and performing when it counts have stayed with me ever since.`,
  },
];

export interface Skill {
  id: string;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Percent, 0-100 (spec: 95, 90, 88, 85, 92, 87). */
  level: number;
}

export const skills: readonly Skill[] = [
  {
    id: 'web-development',
    name: msg`Web development (React, TypeScript)`,
    description: msg`Modern, maintainable front ends and web applications.`,
    level: 95,
  },
  {
    id: 'technical-seo',
    name: msg`Technical SEO`,
    description: msg`Crawlability, structured data, international sites.`,
    level: 90,
  },
  {
    id: 'google-ads',
    name: msg`Google Ads and SEA`,
    description: msg`Search, Shopping and Performance Max campaigns with tracking.`,
    level: 88,
  },
  {
    id: 'content-seo',
    name: msg`Content and local SEO`,
    description: msg`Texts and landing pages that rank and convince.`,
    level: 85,
  },
  {
    id: 'performance',
    name: msg`Performance and Core Web Vitals`,
    description: msg`Pages that load fast on every device.`,
    level: 92,
  },
  {
    id: 'project-management',
    name: msg`Project management (SCRUM, PRINCE2)`,
    description: msg`Agile delivery with clear milestones and budgets.`,
    level: 87,
  },
];

const { projects, responseHours } = claims;

export interface TimelineEntry {
  year: number;
  /** The career before the business (employed, before the founding year); every other entry is the business's. */
  beforeBusiness?: true;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * Six items (spec: a six-item timeline, 2013 to 2024): the career before the
 * business, then the business from its founding year on.
 * tests/unit/claimFigures.test.ts keeps a `beforeBusiness` entry before the
 * founding year and every other one between the founding year and the build year.
 * No entry but the founding one may say "founded" (the test reads a year beside
 * that word as the founding year).
 */
export const timeline: readonly TimelineEntry[] = [
  {
    year: 2013,
    beforeBusiness: true,
    title: msg`Web developer at a Hamburg agency`,
    description: msg`My first years in the trade: websites and online shops for the agency's clients, the first SEO projects – and my online marketing certificate.`,
  },
  {
    year: foundedYear,
    title: msg`Self-employed in Hamburg`,
    description: msg`I founded my own business as a web developer and SEO consultant for small and medium-sized businesses – in German, English and French from the start.`,
  },
  {
    year: 2018,
    title: msg`Certified SCRUM Master`,
    description: msg`Agile methods for larger projects: two-week sprints, regular demos, clients involved from day one.`,
  },
  {
    year: 2020,
    title: msg`PRINCE2 Practitioner`,
    description: msg`Structured project management for long-term clients – and projects run remotely across Germany and Europe.`,
  },
  {
    year: 2022,
    title: msg`Custom web applications`,
    description: msg`From websites to applications: customer portals, internal tools and the first SaaS products for clients.`,
  },
  {
    year: 2024,
    title: msg`Accessibility and a second office`,
    description: msg({
      message: `Accessible websites in line with WCAG 2.1, a second office in Hamburg for workshops with clients – and more than ${projects} projects completed.`,
      comment: '{projects} is a number (150)',
    }),
  },
];

/**
 * Spec: four counters that count up over 2 s (11+, 2016, 3, 24/7). The years of
 * experience and the founding year are the claims' (10+ and 2016 in 2026, see
 * docs/decisions.md). The founding year is a year: it is shown, never counted.
 */
export type Counter = FigureData & { id: string; label: MessageDescriptor };

export const COUNTER_DURATION_MS = 2000;

export const counters: readonly Counter[] = [
  { id: 'experience', kind: 'quantity', value: claims.experienceYears, suffix: '+', label: msg`years of experience in web and online marketing` },
  { id: 'founded', kind: 'year', value: foundedYear, label: msg`founded in Hamburg` },
  { id: 'languages', kind: 'quantity', value: 3, label: msg`working languages: German, English and French` },
  { id: 'monitoring', kind: 'quantity', value: 24, suffix: '/7', label: msg`monitoring of the websites I look after` },
];

/** Five questions a prospective client asks before the first call (spec: about page, five FAQ items). */
export const aboutFaq: readonly FaqItem[] = [
  {
    id: 'clients',
    question: msg`Who do you work for?`,
    answer: msg`Exclusively for businesses: small and medium-sized companies, self-employed professionals and agencies, most of them in Germany. Private individuals are not among my clients – all my offers and terms are written for business-to-business contracts.`,
  },
  {
    id: 'freelancer',
    question: msg`Why a freelancer rather than an agency?`,
    answer: msg`You talk directly to the person who does the work: no account managers, no hand-overs, no overhead in the price. For larger projects I bring in trusted specialists from my network – you still have one contact and one contract.`,
  },
  {
    id: 'languages',
    question: msg`In which languages can we work together?`,
    answer: msg`In German, English and French – for meetings, documentation and of course the content of your website. Multilingual websites and international campaigns are therefore part of my everyday work, not a special case.`,
  },
  {
    id: 'location',
    question: msg`Do you only work with businesses in Hamburg?`,
    answer: msg`No. My offices are in Hamburg, and I am happy to meet clients from the region in person. Most projects, however, run remotely with video calls and shared boards – for clients all over Germany and abroad.`,
  },
  {
    id: 'first-step',
    question: msg`How does working together start?`,
    answer: msg({
      message: `With a free 30-minute initial consultation. We talk about your goals, your current website and your budget; within ${responseHours} hours you receive my assessment, and after that a written offer with a fixed scope and price.`,
      comment: '{responseHours} is a number of hours (24)',
    }),
  },
];
