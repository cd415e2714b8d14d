import { assign, setup } from 'xstate';

/**
 * Scroll reveal (spec section 4, issue 26): content fades/slides in once as it
 * comes into view, after its own delay plus 100 ms per item that entered
 * together with it (stagger, at most 100 ms: nothing in view stays blank for
 * 300 ms); the hero appears after 100 ms.
 *
 * Content is never hidden unless the page is known to be in motion and the
 * content is known to be off screen, so the prerendered HTML, visitors without
 * JavaScript and reduce animations / screen-reader mode see everything:
 *
 *   pending   as prerendered: visible. The first observation decides: reached
 *             (any part on screen, or scrolled past before the code came) → shown
 *             at once, no animation; still below the screen → hidden.
 *   hidden    below the screen, waiting to enter (opacity 0, moved by its direction).
 *   waiting   entered; its delay (own delay + stagger) runs, still hidden.
 *   entering  a freshly rendered hero (client-side navigation): hidden for 100 ms.
 *   shown     visible for good (final: reveals once).
 *
 * On client-side navigation the new page is rendered fresh, never shown
 * before, so it starts hidden (the hero in `entering`) and nothing flashes.
 * The observation (IntersectionObserver) belongs to the component, which
 * reports it with REVEAL.MEASURE / REVEAL.ENTER; REVEAL.STILL comes when
 * motion becomes reduced.
 */
export type RevealEvent =
  /**
   * First observation after the actor starts: has the visitor reached the element, i.e. is any
   * part of it on screen, or is it above the screen (scrolled past before its code arrived)?
   */
  | { type: 'REVEAL.MEASURE'; reached: boolean }
  /** 10 % is in view; `order` = how many entered just before it in the same batch (stagger). */
  | { type: 'REVEAL.ENTER'; order: number }
  /** Reduce animations or screen-reader mode switched on: show everything, no movement. */
  | { type: 'REVEAL.STILL' };

export interface RevealInput {
  /** Extra delay in ms before this element appears (spec: "delay" option). */
  delay?: number;
  /** Rendered fresh on the client (not hydrating prerendered HTML) with motion allowed. */
  fresh?: boolean;
  /** The page's hero: appears 100 ms after a fresh render instead of waiting to be observed. */
  hero?: boolean;
}

export interface RevealContext {
  delay: number;
  /** Position within the batch of elements that entered together. */
  order: number;
  fresh: boolean;
  hero: boolean;
}

/**
 * Spec section 4: stagger delay default 100 ms; the hero appears after 100 ms. Issue 26: a part of
 * the page in view must not stay invisible for 300 ms, also on a busy phone where the observer
 * reports late, so a batch staggers over at most 100 ms: the first item at once, the rest after it.
 */
export const revealTiming = { stagger: 100, staggerLimit: 100, hero: 100 } as const;

export const scrollRevealMachine = setup({
  types: {
    context: {} as RevealContext,
    events: {} as RevealEvent,
    input: {} as RevealInput,
  },
  delays: {
    /** The element's own delay plus 100 ms per item that entered before it together, at most 100 ms of stagger. */
    revealDelay: ({ context }) => context.delay + Math.min(context.order * revealTiming.stagger, revealTiming.staggerLimit),
    /** The hero appears after 100 ms. */
    heroDelay: revealTiming.hero,
  },
  guards: {
    isFreshHero: ({ context }) => context.fresh && context.hero,
    isFresh: ({ context }) => context.fresh,
    isReached: ({ event }) => event.type === 'REVEAL.MEASURE' && event.reached,
    // Without any delay there is no timer to wait for (and nothing a frozen test clock could hold up).
    hasDelay: ({ context, event }) => event.type === 'REVEAL.ENTER' && context.delay + event.order > 0,
  },
  actions: {
    rememberOrder: assign({ order: ({ event }) => (event.type === 'REVEAL.ENTER' ? event.order : 0) }),
  },
}).createMachine({
  id: 'scrollReveal',
  context: ({ input }) => ({ delay: input.delay ?? 0, order: 0, fresh: !!input.fresh, hero: !!input.hero }),
  initial: 'pending',
  on: { 'REVEAL.STILL': '.shown' },
  states: {
    pending: {
      // A fresh render was never painted: it starts hidden (and a server never starts the actor).
      always: [
        { guard: 'isFreshHero', target: 'entering' },
        { guard: 'isFresh', target: 'hidden' },
      ],
      on: { 'REVEAL.MEASURE': [{ guard: 'isReached', target: 'shown' }, { target: 'hidden' }] },
    },
    hidden: {
      on: { 'REVEAL.ENTER': [{ guard: 'hasDelay', target: 'waiting', actions: 'rememberOrder' }, { target: 'shown' }] },
    },
    waiting: {
      after: { revealDelay: 'shown' },
    },
    entering: {
      after: { heroDelay: 'shown' },
    },
    shown: { type: 'final' },
  },
});
