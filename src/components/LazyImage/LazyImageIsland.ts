import { island } from '../../islands/island';

/** A lazy image as an island: the prerendered <img> loads by itself; the machine that shows its placeholder hydrates near the viewport. */
export const LazyImageIsland = island(() => import('./LazyImage').then((module) => module.LazyImage));
