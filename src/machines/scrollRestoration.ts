import { assign, setup } from 'xstate';

/**
 * Scroll position on navigation (spec section 4, "Navigation scroll behaviour"):
 * a #hash whose element exists is scrolled to smoothly after 100 ms; otherwise
 * the saved position of the path, if younger than 1 hour, after 50 ms; otherwise
 * the top after 50 ms, except on the first page of a page load: it opened at the
 * top, and a visitor who scrolled before the code arrived (a slow phone) is not
 * pulled back. While a page is shown its position is saved every second,
 * when it is left for another path and when the page is hidden. Stale entries
 * are purged at start and every 10 minutes.
 *
 * What the machine needs to decide arrives with the NAVIGATED event (does the
 * hash target exist, what was saved, what time is it), so the machine itself
 * never reads the DOM, the storage or the clock. The component provides the
 * scrolling and storage actions.
 */
export interface SavedScrollPosition {
  x: number;
  y: number;
  /** When it was saved, in ms since the epoch. */
  timestamp: number;
}

/** Spec section 9: a saved position is valid for 1 hour. */
export const SCROLL_POSITION_MAX_AGE_MS = 60 * 60 * 1000;

export type ScrollRestorationEvent =
  | {
      type: 'NAVIGATED';
      path: string;
      hashTargetExists: boolean;
      saved: SavedScrollPosition | null;
      now: number;
      /** The page the browser loaded (hydrated), not one shown by a client-side move. */
      firstOfLoad: boolean;
    }
  | { type: 'PAGE.HIDE' };

interface ScrollRestorationContext {
  /** The path being shown; null before the first navigation. */
  path: string | null;
  /** The position to restore for it, if any. */
  saved: SavedScrollPosition | null;
}

export const scrollRestorationMachine = setup({
  types: {
    context: {} as ScrollRestorationContext,
    events: {} as ScrollRestorationEvent,
  },
  delays: {
    hashScrollDelay: 100,
    restoreDelay: 50,
    saveInterval: 1000,
    purgeInterval: 10 * 60 * 1000,
  },
  guards: {
    hasHashTarget: ({ event }) => event.type === 'NAVIGATED' && event.hashTargetExists,
    hasFreshSavedPosition: ({ event }) =>
      event.type === 'NAVIGATED' && event.saved !== null && event.now - event.saved.timestamp < SCROLL_POSITION_MAX_AGE_MS,
    isFirstPageOfLoad: ({ event }) => event.type === 'NAVIGATED' && event.firstOfLoad,
  },
  actions: {
    rememberNavigation: assign(({ event }) =>
      event.type === 'NAVIGATED' ? { path: event.path, saved: event.saved } : {},
    ),
    scrollToHash: () => {},
    restorePosition: (_, _params: { position: SavedScrollPosition | null }) => {},
    scrollToTop: () => {},
    /**
     * `leaving`: the page is being replaced by another one, so the position to
     * save is the one from just before the navigation, not the current one.
     */
    savePosition: (_, _params: { path: string | null; moment: 'periodic' | 'leaving' | 'hidden' }) => {},
    purgeStalePositions: (_, _params: { maxAgeMs: number }) => {},
  },
}).createMachine({
  id: 'scrollRestoration',
  type: 'parallel',
  context: { path: null, saved: null },
  states: {
    position: {
      initial: 'idle',
      states: {
        idle: {
          on: { NAVIGATED: { target: 'deciding', actions: 'rememberNavigation' } },
        },
        deciding: {
          always: [
            { guard: 'hasHashTarget', target: 'scrollingToHash' },
            { guard: 'hasFreshSavedPosition', target: 'restoring' },
            // Already at the top, or where the visitor has scrolled it meanwhile.
            { guard: 'isFirstPageOfLoad', target: 'tracking' },
            { target: 'scrollingToTop' },
          ],
        },
        // While waiting to position a page, it has no position of its own worth saving.
        scrollingToHash: {
          after: { hashScrollDelay: { target: 'tracking', actions: 'scrollToHash' } },
          on: { NAVIGATED: { target: 'deciding', actions: 'rememberNavigation', reenter: true } },
        },
        restoring: {
          after: {
            restoreDelay: {
              target: 'tracking',
              actions: { type: 'restorePosition', params: ({ context }) => ({ position: context.saved }) },
            },
          },
          on: { NAVIGATED: { target: 'deciding', actions: 'rememberNavigation', reenter: true } },
        },
        scrollingToTop: {
          after: { restoreDelay: { target: 'tracking', actions: 'scrollToTop' } },
          on: { NAVIGATED: { target: 'deciding', actions: 'rememberNavigation', reenter: true } },
        },
        tracking: {
          after: {
            saveInterval: {
              target: 'tracking',
              reenter: true,
              actions: { type: 'savePosition', params: ({ context }) => ({ path: context.path, moment: 'periodic' as const }) },
            },
          },
          on: {
            NAVIGATED: {
              target: 'deciding',
              // the page being left keeps its position, saved under its own path
              actions: [
                { type: 'savePosition', params: ({ context }) => ({ path: context.path, moment: 'leaving' as const }) },
                'rememberNavigation',
              ],
            },
            'PAGE.HIDE': {
              actions: { type: 'savePosition', params: ({ context }) => ({ path: context.path, moment: 'hidden' as const }) },
            },
          },
        },
      },
    },
    housekeeping: {
      initial: 'purging',
      states: {
        purging: {
          entry: { type: 'purgeStalePositions', params: { maxAgeMs: SCROLL_POSITION_MAX_AGE_MS } },
          after: { purgeInterval: { target: 'purging', reenter: true } },
        },
      },
    },
  },
});
