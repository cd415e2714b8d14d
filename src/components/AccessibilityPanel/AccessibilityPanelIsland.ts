import { island } from '../../islands/island';

/** The accessibility button and panel as an island: the button is prerendered, its code loads when it is first used. */
export const AccessibilityPanelIsland = island(() => import('./AccessibilityPanel').then((module) => module.AccessibilityPanel));
