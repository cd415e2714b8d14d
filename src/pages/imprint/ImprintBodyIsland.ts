import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** The text below the hero: prerendered; its code and catalog load only for a client render or when touched. */
export const ImprintBodyIsland = island(() => import('./belowFold/ImprintBody').then((module) => module.ImprintBody), {
  text: belowFoldText('imprint'),
});
