import { island } from '../../islands/island';

/**
 * Where the particles are worth their code: a phone keeps its battery, data and main thread for
 * the page, and a system that asks for reduced motion never loads them. (The panel's reduce
 * animations is not a media condition: there the code may load, and the machine stays off.)
 */
export const PARTICLES_MEDIA = '(min-width: 48rem) and (prefers-reduced-motion: no-preference)';

/** The canvas, its machine and the renderer: a chunk of its own, hydrated when the browser is idle. */
const ParticleFieldIsland = island(() => import('./ParticleField').then((module) => module.default));

/**
 * The decorative particle background (spec section 2), an island: its field is prerendered
 * (an empty, silent box: no canvas while the page has not said motion is allowed), and its code
 * loads once the browser is idle, only on screens from 48rem. With reduce animations its machine
 * keeps it off.
 */
export function ParticleBackground({ count }: { count?: number }) {
  return <ParticleFieldIsland hydrate="idle" media={PARTICLES_MEDIA} count={count} />;
}
