import { msg } from '@lingui/core/macro';
import { claims } from '../../../../business/claims';
import type { ProcessStepId } from '../../../../business/process';
import type { TimelineStepText } from '../../content/types';

const { responseHours } = claims;

/**
 * The services page's process timeline (spec section 2): the four steps of the
 * one process (src/business/process.ts, which gives their order and durations,
 * as on the home page), each with what happens and what the client receives.
 * The free initial consultation opens the analysis; concept and development
 * are one step, as on the home page.
 */
export const timelineStepTexts: Record<ProcessStepId, TimelineStepText> = {
  analysis: {
    icon: 'compass',
    title: msg`Analysis and strategy`,
    description: msg`It starts with a free 30-minute consultation about your goals, your market and where your website or campaigns stand today, with honest advice, even if that means you need less than you thought. Then I analyse your website, your competitors and the search terms your customers use, and derive a strategy with clear goals and key figures that show whether it works.`,
    deliverables: [
      msg`A first assessment of your website and rankings`,
      msg`A recommendation for the right service`,
      msg`A non-binding fixed-price offer`,
      msg`SEO and competitor analysis with keyword plan`,
      msg`Strategy with goals, key figures and fixed milestones`,
    ],
  },
  build: {
    icon: 'code',
    title: msg`Design and development`,
    description: msg`First the page structure, the content plan and a mobile-first design in your corporate identity – or, for Google Ads, the campaign structure and ad copy. You see and approve everything before it is built. Then I build your website with clean, fast code and technical SEO, or set up your campaigns with reliable conversion tracking; you follow the progress on a preview address and give feedback at every stage.`,
    deliverables: [
      msg`Page structure and content plan`,
      msg`Clickable design preview`,
      msg`Website on a preview address`,
      msg`Technical SEO and structured data`,
      msg`Campaign structure, ad copy and conversion tracking`,
    ],
  },
  launch: {
    icon: 'rocket',
    title: msg`Testing and launch`,
    description: msg`Speed, accessibility, forms and tracking are tested on real devices before go-live. Redirects from your old site protect existing rankings, and your site is registered with Google Search Console.`,
    deliverables: [
      msg`Live website or campaigns`,
      msg`Redirects and Search Console setup`,
      msg`Handover, access data and training`,
    ],
  },
  growth: {
    icon: 'trending',
    title: msg`Growth and support`,
    description: msg`After launch I monitor rankings, traffic and campaigns and keep optimising, so that your results keep growing. Every month you receive a report in plain language with clear next steps.`,
    deliverables: [
      msg`Monthly report in plain language`,
      msg`Continuous optimisation`,
      msg({ message: `Answers to your questions within ${responseHours} hours`, comment: '{responseHours} is a number of hours (24)' }),
    ],
  },
};
