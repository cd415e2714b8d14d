import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** The text below the hero: prerendered; its code and catalog load only for a client render or when touched. */
export const TermsBodyIsland = island(() => import('./belowFold/TermsBody').then((module) => module.TermsBody), {
  text: belowFoldText('terms'),
});
