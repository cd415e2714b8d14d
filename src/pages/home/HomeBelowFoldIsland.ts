import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the hero: prerendered, hydrated (with its text) at the first scroll. */
export const HomeBelowFoldIsland = island(() => import('./belowFold/HomeBelowFold').then((module) => module.HomeBelowFold), {
  text: belowFoldText('home'),
});
