import type { DurationRange } from './offers';

/**
 * How a project runs, from the first call to ongoing support: one process of
 * four steps with their durations (spec section 2, home "Process": 1-2 weeks,
 * 3-5 weeks, 1 week, ongoing). The home page's process and the services page's
 * timeline both show these steps, in this order, with these durations; their
 * texts (src/pages/home/belowFold/content.ts, src/pages/services/belowFold/content/timeline.ts)
 * are keyed by the step ids, and src/i18n/processText.ts writes a duration in the
 * page's language.
 */
export type ProcessStepId = 'analysis' | 'build' | 'launch' | 'growth';

/** A step takes some weeks, or goes on for as long as the client wants (support). */
export type ProcessDuration = DurationRange | 'ongoing';

export interface ProcessStepFacts {
  id: ProcessStepId;
  duration: ProcessDuration;
}

export const processSteps: readonly ProcessStepFacts[] = [
  /** The free initial consultation, the analysis and the strategy. */
  { id: 'analysis', duration: { unit: 'week', min: 1, max: 2 } },
  /** Concept, design and development (or the campaigns' setup). */
  { id: 'build', duration: { unit: 'week', min: 3, max: 5 } },
  /** Tests on real devices, go-live with redirects, Search Console. */
  { id: 'launch', duration: { unit: 'week', min: 1 } },
  /** Monitoring, optimisation and monthly reports. */
  { id: 'growth', duration: 'ongoing' },
];
