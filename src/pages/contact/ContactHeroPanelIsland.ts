import { island } from '../../islands/island';

/**
 * The contact hero's reply promise as an island: prerendered, and plain links and text until touched, so its code
 * is no part of the page's JavaScript at load (hydrate="interaction").
 */
export const ContactHeroPanelIsland = island(() => import('./ContactHeroPanel').then((module) => module.ContactHeroPanel));
