import { assign, raise, setup } from 'xstate';

/**
 * The testimonial carousel (spec section 4): the index cycles forward and back
 * with wrap-around, dots jump to an index, the controls are locked for 300 ms
 * during a change, and the slides advance by themselves every few seconds
 * (6 s on the home page, 5 s by default).
 *
 * Two regions run side by side:
 *   slides    'ready' takes NEXT / PREV / GOTO; 'changing' is the 300 ms lock
 *             during which every navigation is ignored.
 *   autoplay  'playing' advances on its interval; 'paused' while anything
 *             holds it. What holds it is a set, so two causes can overlap:
 *               'hover'   the pointer is over the carousel
 *               'focus'   keyboard focus is inside the carousel
 *               'user'    the visitor pressed pause (WCAG 2.2.2)
 *               'motion'  reduce animations or screen-reader mode is on
 *             Autoplay plays again only when the set is empty; pressing play
 *             removes only the visitor's own pause, so a carousel that is
 *             pointed at or focused still waits until the visitor leaves it.
 */
export type AutoplayPauseSource = 'hover' | 'focus' | 'user' | 'motion';
export type NavigationSource = 'button' | 'keyboard' | 'autoplay';
export type SlideDirection = 'forward' | 'backward';

export type CarouselEvent =
  | { type: 'CAROUSEL.NEXT'; src: NavigationSource }
  | { type: 'CAROUSEL.PREV'; src: NavigationSource }
  | { type: 'CAROUSEL.GOTO'; index: number; src: 'dot' | 'keyboard' }
  | { type: 'AUTOPLAY.PAUSE'; src: AutoplayPauseSource }
  | { type: 'AUTOPLAY.RESUME'; src: AutoplayPauseSource }
  | { type: 'AUTOPLAY.TOGGLE' };

export interface CarouselInput {
  /** Number of slides (at least 2 for the controls to mean anything). */
  count: number;
  /** Milliseconds between automatic advances; 5000 unless the page says otherwise (home: 6000). */
  autoAdvanceInterval?: number;
  /** False until the motion preference is known (prerendering and hydration assume "still"). */
  allowAutoAdvance?: boolean;
}

export interface CarouselContext {
  index: number;
  count: number;
  /** Which way the last change went, for the slide animation. */
  direction: SlideDirection;
  autoAdvanceInterval: number;
  pausedBy: AutoplayPauseSource[];
}

/** Spec section 9: auto-advance every 5 s by default. */
export const defaultAutoAdvanceInterval = 5000;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    /** Spec section 9: controls are disabled for 300 ms during a change. */
    lockDuration: 300,
    /** Spec section 9: 6 s on the home page, 5 s by default (from the input). */
    autoAdvanceInterval: ({ context }) => context.autoAdvanceInterval,
  },
  guards: {
    isOtherSlide: ({ context, event }) =>
      event.type === 'CAROUSEL.GOTO' && event.index !== context.index && event.index >= 0 && event.index < context.count,
    isPausedByVisitor: ({ context }) => context.pausedBy.includes('user'),
    nothingHoldsAutoplay: ({ context }) => context.pausedBy.length === 0,
  },
  actions: {
    showNext: assign({
      index: ({ context }) => wrap(context.index + 1, context.count),
      direction: 'forward' as SlideDirection,
    }),
    showPrevious: assign({
      index: ({ context }) => wrap(context.index - 1, context.count),
      direction: 'backward' as SlideDirection,
    }),
    showSlide: assign(({ context, event }) => {
      const index = event.type === 'CAROUSEL.GOTO' ? event.index : context.index;
      return { index, direction: (index > context.index ? 'forward' : 'backward') as SlideDirection };
    }),
    addPauseSource: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'AUTOPLAY.PAUSE' && !context.pausedBy.includes(event.src) ? [...context.pausedBy, event.src] : context.pausedBy,
    }),
    removePauseSource: assign({
      pausedBy: ({ context, event }) => context.pausedBy.filter((src) => event.type !== 'AUTOPLAY.RESUME' || src !== event.src),
    }),
    pauseByVisitor: assign({
      pausedBy: ({ context }) => (context.pausedBy.includes('user') ? context.pausedBy : [...context.pausedBy, 'user']),
    }),
    playByVisitor: assign({ pausedBy: ({ context }) => context.pausedBy.filter((src) => src !== 'user') }),
    advanceAutomatically: raise({ type: 'CAROUSEL.NEXT', src: 'autoplay' } as const),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: Math.max(1, input.count),
    direction: 'forward',
    autoAdvanceInterval: input.autoAdvanceInterval ?? defaultAutoAdvanceInterval,
    pausedBy: input.allowAutoAdvance === false ? ['motion'] : [],
  }),
  type: 'parallel',
  states: {
    slides: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'CAROUSEL.NEXT': { target: 'changing', actions: 'showNext' },
            'CAROUSEL.PREV': { target: 'changing', actions: 'showPrevious' },
            'CAROUSEL.GOTO': { guard: 'isOtherSlide', target: 'changing', actions: 'showSlide' },
          },
        },
        // The lock: navigation events arriving now are ignored.
        changing: {
          after: { lockDuration: 'ready' },
        },
      },
    },
    autoplay: {
      initial: 'paused',
      states: {
        paused: {
          always: { guard: 'nothingHoldsAutoplay', target: 'playing' },
          on: {
            'AUTOPLAY.PAUSE': { actions: 'addPauseSource' },
            'AUTOPLAY.RESUME': { actions: 'removePauseSource' },
            'AUTOPLAY.TOGGLE': [{ guard: 'isPausedByVisitor', actions: 'playByVisitor' }, { actions: 'pauseByVisitor' }],
          },
        },
        playing: {
          // Re-entered after each advance, so the interval starts again.
          after: { autoAdvanceInterval: { target: 'playing', reenter: true, actions: 'advanceAutomatically' } },
          on: {
            'AUTOPLAY.PAUSE': { target: 'paused', actions: 'addPauseSource' },
            'AUTOPLAY.TOGGLE': { target: 'paused', actions: 'pauseByVisitor' },
          },
        },
      },
    },
  },
});

/** What the view needs from a snapshot, in one place. */
export const carouselView = {
  /** The visitor has not asked it to stop: the play/pause button offers "pause". */
  isPlayIntended: (context: CarouselContext) => !context.pausedBy.includes('user'),
  /** Autoplay may run at all (reduce animations and screen-reader mode switch it off). */
  isAutoplayAvailable: (context: CarouselContext) => !context.pausedBy.includes('motion'),
};
