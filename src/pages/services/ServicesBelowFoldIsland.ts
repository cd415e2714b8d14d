import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the hero, from the showcase on: prerendered, hydrated (with its text) at the page's first scroll. */
export const ServicesBelowFoldIsland = island(() => import('./belowFold/ServicesBelowFold').then((module) => module.ServicesBelowFold), {
  text: belowFoldText('services'),
});
