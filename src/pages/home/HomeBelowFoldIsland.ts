import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the hero: prerendered, hydrated (with its text) as it comes near the viewport. */
export const HomeBelowFoldIsland = island(() => import('./belowFold/HomeBelowFold').then((module) => module.HomeBelowFold), {
  text: belowFoldText('home'),
});
