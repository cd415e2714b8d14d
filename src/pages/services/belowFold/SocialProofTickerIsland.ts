import { belowFoldText } from '../../../i18n/belowFoldText';
import { island } from '../../../islands/island';

/**
 * The social-proof ticker as an island: prerendered empty and hidden; its code and text (the
 * below-the-fold catalog) load at the page's first scroll, so nothing of it is requested at load.
 */
export const SocialProofTickerIsland = island(() => import('./SocialProofTicker').then((module) => module.SocialProofTicker), {
  text: belowFoldText('services'),
});
