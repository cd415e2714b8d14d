import { island } from '../../../islands/island';

/**
 * The SEO consultation popup as an island: its prerendered markup is the closed
 * dialog (nothing shows); its code loads once the visitor has scrolled past the
 * line it opens at (`hydrate="scrollDepth"` with SEO_POPUP_OPENS_PAST), never before.
 */
export const SeoPopupIsland = island(() => import('./SeoPopup').then((module) => module.SeoPopup));
