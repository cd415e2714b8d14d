import { island } from '../../islands/island';

/**
 * The web app hero's project panel as an island: prerendered, and plain links and text until touched, so its code
 * is no part of the page's JavaScript at load (hydrate="interaction").
 */
export const WebAppHeroPanelIsland = island(() => import('./WebAppHeroPanel').then((module) => module.WebAppHeroPanel));
