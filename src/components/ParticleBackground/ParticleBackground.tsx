import { island } from '../../islands/island';

/**
 * The decorative particle background (spec section 2) as an island, for a
 * hero's backdrop: `<ParticleFieldIsland hydrate="idle" />`. The prerendered
 * markup is the empty field (the server assumes reduced motion); once the
 * page is idle the field's code loads and, with motion allowed, it draws.
 */
export const ParticleFieldIsland = island(() => import('./ParticleField').then((module) => module.default));
