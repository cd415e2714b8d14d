import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the showcase: prerendered, hydrated (with its text) as it comes near the viewport. */
export const ServicesBelowFoldIsland = island(() => import('./belowFold/ServicesBelowFold').then((module) => module.ServicesBelowFold), {
  text: belowFoldText('services'),
});
