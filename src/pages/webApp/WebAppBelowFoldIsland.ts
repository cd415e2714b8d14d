import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the introduction: prerendered, hydrated (with its text) at the first scroll. */
export const WebAppBelowFoldIsland = island(() => import('./belowFold/WebAppBelowFold').then((module) => module.WebAppBelowFold), {
  text: belowFoldText('webApp'),
});
