import { island } from '../../islands/island';

/**
 * Where the particles are worth their code: a phone keeps its battery, data and main thread for
 * the page, and a system that asks for reduced motion never loads them. (The panel's reduce
 * animations is not a media condition: there the code may load, and the machine stays off.)
 */
export const PARTICLES_MEDIA = '(min-width: 48rem) and (prefers-reduced-motion: no-preference)';

/** The canvas, its machine and the renderer: a chunk of its own, hydrated at the visitor's first move. */
const ParticleFieldIsland = island(() => import('./ParticleField').then((module) => module.default));

/**
 * The decorative particle background (spec section 2), an island: its field is prerendered
 * (an empty, silent box: no canvas while the page has not said motion is allowed), and its code
 * loads at the visitor's first move (pointer, scroll, key, touch), only on screens from 48rem: a
 * decoration is no part of what opening the page costs (the script budget on a laptop), and a
 * visitor at a desk moves the mouse within a moment. With reduce animations its machine keeps it off.
 */
export function ParticleBackground({ count }: { count?: number }) {
  return <ParticleFieldIsland hydrate="firstMove" media={PARTICLES_MEDIA} count={count} />;
}
