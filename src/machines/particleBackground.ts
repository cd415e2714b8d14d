import { assign, setup } from 'xstate';

/**
 * The decorative particle background of the home hero (spec sections 2 and 9:
 * 50 particles by default, lines between particles closer than 100 px).
 *
 *   off       reduce animations or screen-reader mode: no canvas at all
 *   on        the canvas is there
 *     running   frames are drawn (the component's frame loop runs)
 *     paused    something holds it: the set `pausedBy` is not empty
 *                 'offscreen'  the hero is scrolled out of view (IntersectionObserver)
 *                 'hidden'     the tab is in the background (visibilitychange)
 *
 * The reasons are kept while off too, so switching motion back on starts in
 * the right state. Drawing, timing and observing belong to the component,
 * which provides `startAnimation` / `stopAnimation`.
 */
export type ParticlePauseReason = 'offscreen' | 'hidden';

export type ParticleBackgroundEvent =
  /** Motion is allowed (reduce animations and screen-reader mode are off). */
  | { type: 'PARTICLES.ENABLE' }
  /** Reduce animations or screen-reader mode switched on. */
  | { type: 'PARTICLES.DISABLE' }
  | { type: 'PARTICLES.PAUSE'; src: ParticlePauseReason }
  | { type: 'PARTICLES.RESUME'; src: ParticlePauseReason };

export interface ParticleBackgroundContext {
  pausedBy: ParticlePauseReason[];
}

export interface ParticleBackgroundInput {
  /** What is known to hold it at the start (e.g. 'offscreen' until the first observation). */
  pausedBy?: ParticlePauseReason[];
}

/** Spec section 9. */
export const particleDefaults = { count: 50, linkDistance: 100 } as const;

export const particleBackgroundMachine = setup({
  types: {
    context: {} as ParticleBackgroundContext,
    events: {} as ParticleBackgroundEvent,
    input: {} as ParticleBackgroundInput,
  },
  guards: {
    nothingHolds: ({ context }) => context.pausedBy.length === 0,
    somethingHolds: ({ context }) => context.pausedBy.length > 0,
  },
  actions: {
    addPauseReason: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'PARTICLES.PAUSE' && !context.pausedBy.includes(event.src) ? [...context.pausedBy, event.src] : context.pausedBy,
    }),
    removePauseReason: assign({
      pausedBy: ({ context, event }) => context.pausedBy.filter((reason) => event.type !== 'PARTICLES.RESUME' || reason !== event.src),
    }),
    startAnimation: () => {},
    stopAnimation: () => {},
  },
}).createMachine({
  id: 'particleBackground',
  context: ({ input }) => ({ pausedBy: [...(input.pausedBy ?? [])] }),
  initial: 'off',
  on: {
    'PARTICLES.PAUSE': { actions: 'addPauseReason' },
    'PARTICLES.RESUME': { actions: 'removePauseReason' },
  },
  states: {
    off: {
      on: { 'PARTICLES.ENABLE': 'on' },
    },
    on: {
      initial: 'paused',
      on: { 'PARTICLES.DISABLE': 'off' },
      states: {
        paused: {
          always: { guard: 'nothingHolds', target: 'running' },
        },
        running: {
          entry: 'startAnimation',
          exit: 'stopAnimation',
          always: { guard: 'somethingHolds', target: 'paused' },
        },
      },
    },
  },
});
