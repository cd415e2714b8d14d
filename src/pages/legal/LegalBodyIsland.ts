import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** A legal page's text below its hero: prerendered; its code and catalog (all four texts) load only for a client render or when touched. */
export const LegalBodyIsland = island(() => import('./belowFold/LegalBody').then((module) => module.LegalBody), {
  text: belowFoldText('legal'),
});
