import { island } from '../../islands/island';

/** An FAQ accordion as an island: questions and answers are prerendered; the accordion hydrates near the viewport. */
export const FaqIsland = island(() => import('./Faq').then((module) => module.Faq));
