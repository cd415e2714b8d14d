import { island } from '../../islands/island';

/**
 * The services hero's summary panel as an island: prerendered, and plain links and text until touched, so its code
 * (the services' content, the price texts, the icons) is no part of the page's JavaScript at load (hydrate="interaction").
 */
export const ServicesHeroPanelIsland = island(() => import('./ServicesHeroPanel').then((module) => module.ServicesHeroPanel));
