import { island } from '../../islands/island';

/**
 * The decorative particle background (spec section 2) as an island, for a
 * hero's backdrop: `<ParticleFieldIsland hydrate="idle" media={PARTICLES_MEDIA} />`.
 * The prerendered markup is the empty field (the server assumes reduced motion);
 * once the page is idle the field's code loads and, with motion allowed, it draws.
 */
export const ParticleFieldIsland = island(() => import('./ParticleField').then((module) => module.default));

/**
 * Where the particles are worth their cost: screens from 48rem (a phone keeps its battery, data and
 * main thread for the page) whose visitor has not asked the system for less motion (who never
 * downloads the code). The accessibility panel's "reduce animations" switches a loaded field off.
 */
export const PARTICLES_MEDIA = '(min-width: 48rem) and (prefers-reduced-motion: no-preference)';
