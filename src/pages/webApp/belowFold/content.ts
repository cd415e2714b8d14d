import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TextCard } from '../../../components/CardGrid/textCard';
import type { FaqItem } from '../../../content/faqItem';
import type { DurationUnit } from '../../../i18n/format';

/**
 * Everything the custom web application page shows, in one place: the typed
 * numbers of spec section 9 next to the text descriptors that explain them.
 * Text with a price or duration gets it as a placeholder, formatted per
 * language (src/i18n/format.ts).
 */

import { webAppPricing } from '../../../business/offers';

// The page's prices and durations live with the business's other offers (one place for every price).
export { webAppPricing };

/** Six benefits of a custom application over off-the-shelf software. */
export const benefits: readonly TextCard[] = [
  {
    id: 'fit',
    title: msg`Fits your processes exactly`,
    description: msg`The software follows the way your team works – not the other way round. No workarounds, no features you pay for and never use.`,
  },
  {
    id: 'licences',
    title: msg`No licence fees per user`,
    description: msg`You pay once for development instead of every month for every seat. The more people use the application, the more it pays off.`,
  },
  {
    id: 'integration',
    title: msg`Connects your systems`,
    description: msg`ERP, CRM, accounting or online shop: the application talks to the tools you already use and ends copying data by hand.`,
  },
  {
    id: 'scalable',
    title: msg`Grows with your business`,
    description: msg`Start small with the functions that matter most, then extend sprint by sprint – on an architecture designed for more users and more data.`,
  },
  {
    id: 'privacy',
    title: msg`Data protection built in`,
    description: msg`Hosting in Germany, data processing agreements and privacy by design: your data and your customers' data stay under your control, in line with the GDPR.`,
  },
  {
    id: 'ownership',
    title: msg`The source code is yours`,
    description: msg`You receive the complete source code and all rights of use. No lock-in: any developer can continue the work if you ever want that.`,
  },
];

/** Six kinds of applications I build. */
export const applicationTypes: readonly TextCard[] = [
  {
    id: 'customer-portal',
    title: msg`Customer portals`,
    description: msg`Orders, documents, tickets and invoices in one secure place – your customers serve themselves around the clock.`,
  },
  {
    id: 'internal-tools',
    title: msg`Internal tools and dashboards`,
    description: msg`Replace spreadsheets and paper forms with an application that shows every key figure in real time.`,
  },
  {
    id: 'booking',
    title: msg`Booking and scheduling systems`,
    description: msg`Appointments, rooms or resources booked online, with reminders, calendar sync and payment if you need it.`,
  },
  {
    id: 'saas',
    title: msg`SaaS products and MVPs`,
    description: msg`From idea to a first paying customer: a lean minimum viable product that you can test on the market and then scale.`,
  },
  {
    id: 'pwa',
    title: msg`Progressive web apps`,
    description: msg`One application for desktop, tablet and smartphone – installable like an app, usable offline, without an app store.`,
  },
  {
    id: 'integrations',
    title: msg`Interfaces and automation`,
    description: msg`APIs and connectors between your systems that automate recurring tasks and save hours every week.`,
  },
];

export interface Duration {
  unit: DurationUnit;
  min: number;
  max?: number;
}

export interface ProcessStep {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /**
   * How long the step takes. The spec showed "step number + '-2 weeks'" (3-2 weeks, 6-2 weeks …),
   * which makes no sense; these durations add up to the page's 4 weeks to 6 months (webAppProjectDuration),
   * development in one to ten two-week sprints.
   */
  duration: Duration;
  deliverable: MessageDescriptor;
}

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'discovery',
    title: msg`Discovery workshop`,
    description: msg`We look at your processes, users and goals together and decide what the first version must do – and what can wait.`,
    duration: { unit: 'day', min: 3, max: 5 },
    deliverable: msg`Requirements and a prioritised feature list`,
  },
  {
    id: 'concept',
    title: msg`Concept and clickable prototype`,
    description: msg`Screens and user flows as a clickable prototype: you and your team try the application before a single line of code is written.`,
    duration: { unit: 'week', min: 1, max: 2 },
    deliverable: msg`Clickable prototype and a fixed offer`,
  },
  {
    id: 'architecture',
    title: msg`Architecture and setup`,
    description: msg`Data model, interfaces, hosting and automated deployment are set up, so every sprint can be shown on a real test system.`,
    duration: { unit: 'day', min: 2, max: 5 },
    deliverable: msg`Test system and technical concept`,
  },
  {
    id: 'sprints',
    title: msg`Development in two-week sprints`,
    description: msg`Every two weeks you see working software in a demo, give feedback and set the priorities for the next sprint.`,
    duration: { unit: 'week', min: webAppPricing.sprintWeeks, max: 10 * webAppPricing.sprintWeeks },
    deliverable: msg`A working increment after every sprint`,
  },
  {
    id: 'launch',
    title: msg`Testing and launch`,
    description: msg`Automated tests, a security check and an acceptance test with your team, then the go-live – with a rollback plan.`,
    duration: { unit: 'day', min: 3, max: 5 },
    deliverable: msg`The live application and its documentation`,
  },
  {
    id: 'support',
    title: msg`Support and further development`,
    description: msg`After launch, security fixes are included for three months. After that, a maintenance plan or new sprints are available if you want them.`,
    duration: { unit: 'month', min: webAppPricing.securityFixMonths },
    deliverable: msg`Security updates and a roadmap for the next version`,
  },
];

/** The technology stack, grouped; product names are never translated. */
export interface TechGroup {
  id: string;
  title: MessageDescriptor;
  items: readonly string[];
}

/* eslint-disable lingui/no-unlocalized-strings -- product and standard names read the same in every language */
export const techStack: readonly TechGroup[] = [
  { id: 'frontend', title: msg`Front end`, items: ['React', 'TypeScript', 'Vite', 'CSS Modules'] },
  { id: 'backend', title: msg`Back end`, items: ['Node.js', 'PostgreSQL', 'REST', 'GraphQL'] },
  { id: 'infrastructure', title: msg`Hosting and operations`, items: ['Docker', 'CI/CD', 'Linux', 'Nginx'] },
  { id: 'quality', title: msg`Quality`, items: ['Vitest', 'Playwright', 'WCAG 2.1 AA', 'OWASP Top 10'] },
];
/* eslint-enable lingui/no-unlocalized-strings */

/** Eight questions about custom web applications (spec: eight FAQ items). */
export const webAppFaq: readonly FaqItem[] = [
  {
    id: 'cost',
    question: msg`What does a custom web application cost?`,
    answer: msg({
      message:
        'Projects start at {fromPrice} net. A mid-size application usually costs {midSizeRange} net; a complex platform or a complete SaaS product costs more than {complexAbove}. After the discovery workshop you receive a fixed offer, so you know the price before development starts.',
      comment: '{fromPrice} and {complexAbove} are euro amounts and {midSizeRange} a range of euro amounts (e.g. €15,000 – €40,000), already formatted for the language',
    }),
  },
  {
    id: 'duration',
    question: msg`How long does development take?`,
    answer: msg({
      message:
        'A project takes {projectDuration}: a simple tool is often ready in {simpleToolWeeks}, a mid-size application in {midSizeWeeks}, and complex platforms with many interfaces take {complexMonths}. You see working software after the first sprint.',
      comment: '{projectDuration} is a duration such as "4 weeks to 6 months"; {simpleToolWeeks}, {midSizeWeeks} and {complexMonths} durations such as "4–6 weeks", already formatted',
    }),
  },
  {
    id: 'method',
    question: msg`How do we work together during the project?`,
    answer: msg({
      message:
        'In sprints of {sprintWeeks}. At the end of each sprint I show you the new functions in a short demo, you give feedback and we set the priorities for the next sprint together. You always know where the project stands and can change course early.',
      comment: '{sprintWeeks} is a duration such as "2 weeks"',
    }),
  },
  {
    id: 'ownership',
    question: msg`Who owns the source code?`,
    answer: msg`You do. With the final payment you receive the complete source code, the documentation and the unrestricted rights of use. The application does not depend on me: any qualified developer can continue the work.`,
  },
  {
    id: 'after-launch',
    question: msg`What happens after the launch?`,
    answer: msg({
      message:
        'Security fixes for {securityFixMonths} are included in every project. After that you can choose a maintenance plan with updates, monitoring and a fixed number of hours, or commission new functions sprint by sprint when you need them.',
      comment: '{securityFixMonths} is a duration such as "3 months"',
    }),
  },
  {
    id: 'integration',
    question: msg`Can the application work with our existing software?`,
    answer: msg`Yes. Connecting ERP, CRM, accounting, shop systems or payment providers is part of most projects. If a system offers an interface (API), the application can exchange data with it automatically; if not, we find a way through imports, exports or a small connector.`,
  },
  {
    id: 'privacy',
    question: msg`Is the application GDPR-compliant, and where is it hosted?`,
    answer: msg`Data protection is planned in from the start: only the data that is needed, encrypted connections, roles and permissions, and a data processing agreement. By default the application runs on servers in Germany; other locations within the EU are possible.`,
  },
  {
    id: 'specification',
    question: msg`Do I need a finished specification to get started?`,
    answer: msg`No. A rough idea and the problem you want to solve are enough. In the discovery workshop we work out the requirements together, and the clickable prototype shows whether we have understood each other – before the budget goes into development.`,
  },
];
