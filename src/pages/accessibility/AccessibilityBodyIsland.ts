import { belowFoldText } from '../../i18n/belowFoldText';
import { island } from '../../islands/island';

/** The text below the hero: prerendered; its code and catalog load only for a client render or when touched. */
export const AccessibilityBodyIsland = island(() => import('./belowFold/AccessibilityBody').then((module) => module.AccessibilityBody), {
  text: belowFoldText('accessibility'),
});
