import { island } from '../../../islands/island';

/** The success stories as an island: all three stories are prerendered; the filter hydrates near the viewport. */
export const SuccessStoriesIsland = island(() => import('./SuccessStories').then((module) => module.SuccessStories));
