import { assign, fromCallback, setup } from 'xstate';

/**
 * An animated counter (spec sections 4 and 9, "Count-up"): it starts once, when
 * at least 10 % of it is visible, and counts from 0 to its value, easing out
 * over 2000 ms unless a use sets another duration. With reduced motion it never
 * counts: it shows the final value (so does the prerendered page).
 *
 * The component provides the two effects: `watchVisibility` (an
 * IntersectionObserver at COUNT_UP_VISIBLE_THRESHOLD) and `animateFrames`
 * (a requestAnimationFrame loop that reports the elapsed time). The end is the
 * named delay `countDuration`, so the counter lands on its value even when
 * frames are throttled (e.g. a hidden tab).
 */

/** Spec section 4: the counter starts when at least 10 % of it is visible. */
export const COUNT_UP_VISIBLE_THRESHOLD = 0.1;
/** Spec section 9: counters take 2000 ms unless a section says otherwise. */
export const DEFAULT_COUNT_UP_DURATION_MS = 2000;

export type CountUpEvent =
  | { type: 'COUNT_UP.VISIBLE' }
  | { type: 'COUNT_UP.FRAME'; elapsedMs: number }
  /** The motion preference as it is now (the page reports every change). */
  | { type: 'COUNT_UP.MOTION'; reduce: boolean };

export interface CountUpInput {
  /** Id of the counter's element; the visibility watcher finds it by this. */
  id: string;
  durationMs?: number;
}

export interface CountUpContext {
  id: string;
  durationMs: number;
  elapsedMs: number;
  /** Until the page says otherwise, nothing moves (prerendering, hydration). */
  reduceMotion: boolean;
}

/** Ease-out (cubic): fast start, gentle landing. */
export const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** The number to show after `elapsedMs` of `durationMs`, counting up to `value`. */
export function countUpValueAt(value: number, elapsedMs: number, durationMs: number, decimals = 0): number {
  const progress = durationMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / durationMs));
  const step = 10 ** decimals;
  return Math.round(value * easeOutCubic(progress) * step) / step;
}

export const countUpMachine = setup({
  types: {
    context: {} as CountUpContext,
    events: {} as CountUpEvent,
    input: {} as CountUpInput,
  },
  delays: {
    countDuration: ({ context }) => context.durationMs,
  },
  guards: {
    isMotionReduced: ({ context }) => context.reduceMotion,
    asksToReduceMotion: ({ event }) => event.type === 'COUNT_UP.MOTION' && event.reduce,
  },
  actions: {
    setMotion: assign({ reduceMotion: ({ context, event }) => (event.type === 'COUNT_UP.MOTION' ? event.reduce : context.reduceMotion) }),
    setElapsed: assign({ elapsedMs: ({ context, event }) => (event.type === 'COUNT_UP.FRAME' ? event.elapsedMs : context.elapsedMs) }),
  },
  actors: {
    /** Sends COUNT_UP.VISIBLE once at least COUNT_UP_VISIBLE_THRESHOLD of the counter is on screen. */
    watchVisibility: fromCallback<CountUpEvent, { id: string }>(() => () => {}),
    /** Sends COUNT_UP.FRAME with the time since counting began, once per animation frame. */
    animateFrames: fromCallback<CountUpEvent>(() => () => {}),
  },
}).createMachine({
  id: 'countUp',
  context: ({ input }) => ({ id: input.id, durationMs: input.durationMs ?? DEFAULT_COUNT_UP_DURATION_MS, elapsedMs: 0, reduceMotion: true }),
  initial: 'idle',
  states: {
    idle: {
      invoke: { src: 'watchVisibility', input: ({ context }) => ({ id: context.id }) },
      on: {
        'COUNT_UP.MOTION': { actions: 'setMotion' },
        'COUNT_UP.VISIBLE': [{ guard: 'isMotionReduced', target: 'done' }, { target: 'counting' }],
      },
    },
    counting: {
      invoke: { src: 'animateFrames' },
      after: { countDuration: 'done' },
      on: {
        'COUNT_UP.FRAME': { actions: 'setElapsed' },
        'COUNT_UP.MOTION': { guard: 'asksToReduceMotion', target: 'done', actions: 'setMotion' },
      },
    },
    done: { type: 'final' },
  },
});
