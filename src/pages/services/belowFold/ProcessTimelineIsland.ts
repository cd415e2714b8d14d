import { island } from '../../../islands/island';

/** The process timeline as an island: every step and deliverable is prerendered; it hydrates near the viewport. */
export const ProcessTimelineIsland = island(() => import('./ProcessTimeline').then((module) => module.ProcessTimeline));
