import { msg } from '@lingui/core/macro';
import type { TimelineStep } from '../../content/types';

/**
 * The six steps of working together (spec section 2 "Process timeline"), from
 * the first call to ongoing support. Each step has a typical duration and what
 * the client receives at its end.
 */
export const timelineSteps: readonly TimelineStep[] = [
  {
    id: 'free-consultation',
    icon: 'phone',
    title: msg`Free initial consultation`,
    description: msg`In a free 30-minute consultation, worth €500, we talk about your goals, your market and where your website or campaigns stand today. You receive an answer to your enquiry within 24 hours, and honest advice, even if that means you need less than you thought.`,
    duration: msg({ message: '30 minutes', comment: 'Duration of a process step' }),
    deliverables: [
      msg`A first assessment of your website and rankings`,
      msg`A recommendation for the right service`,
      msg`A non-binding fixed-price offer`,
    ],
  },
  {
    id: 'analysis-strategy',
    icon: 'compass',
    title: msg`Analysis and strategy`,
    description: msg`I analyse your website, your competitors and the search terms your customers use. From this we derive a strategy with clear goals and key figures that show whether it works.`,
    duration: msg({ message: '1 week', comment: 'Duration of a process step' }),
    deliverables: [
      msg`SEO and competitor analysis`,
      msg`Keyword plan`,
      msg`Strategy with goals and key figures`,
      msg`Schedule with fixed milestones`,
    ],
  },
  {
    id: 'concept-design',
    icon: 'pen',
    title: msg`Concept and design`,
    description: msg`Page structure, content plan and a mobile-first design in your corporate identity – or, for Google Ads, the campaign structure and ad copy. You see and approve everything before it is built.`,
    duration: msg({ message: '1–2 weeks', comment: 'Duration of a process step' }),
    deliverables: [
      msg`Page structure and content plan`,
      msg`Clickable design preview`,
      msg`Campaign structure and ad copy`,
    ],
  },
  {
    id: 'development',
    icon: 'code',
    title: msg`Development and implementation`,
    description: msg`Your website is built with clean, fast code and technical SEO, or your campaigns are set up with reliable conversion tracking. You follow the progress on a preview address and give feedback at every stage.`,
    duration: msg({ message: '2–4 weeks', comment: 'Duration of a process step' }),
    deliverables: [
      msg`Website on a preview address`,
      msg`Technical SEO and structured data`,
      msg`Campaigns with conversion tracking`,
    ],
  },
  {
    id: 'launch',
    icon: 'rocket',
    title: msg`Testing and launch`,
    description: msg`Speed, accessibility, forms and tracking are tested on real devices before go-live. Redirects from your old site protect existing rankings, and your site is registered with Google Search Console.`,
    duration: msg({ message: 'a few days', comment: 'Duration of a process step' }),
    deliverables: [
      msg`Live website or campaigns`,
      msg`Redirects and Search Console setup`,
      msg`Handover, access data and training`,
    ],
  },
  {
    id: 'growth-support',
    icon: 'trending',
    title: msg`Growth and support`,
    description: msg`After launch I monitor rankings, traffic and campaigns and keep optimising, so that your results keep growing. Every month you receive a report in plain language with clear next steps.`,
    duration: msg({ message: 'ongoing', comment: 'Duration of the last process step (support continues)' }),
    deliverables: [
      msg`Monthly report in plain language`,
      msg`Continuous optimisation`,
      msg`Answers to your questions within 24 hours`,
    ],
  },
];
