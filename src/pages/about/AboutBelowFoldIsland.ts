import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** Everything after the introduction: prerendered, hydrated (with its text) at the page's first scroll. */
export const AboutBelowFoldIsland = island(() => import('./belowFold/AboutBelowFold').then((module) => module.AboutBelowFold), {
  text: belowFoldText('about'),
});
