import { fromCallback, setup } from 'xstate';

/**
 * A lazily loaded image (spec section 4, "Lazy image"): it waits until it comes
 * within 50 px of the viewport, then loads, and ends loaded or failed. A
 * priority image (hero, 404 illustration) starts loading at once.
 *
 * The component provides both watchers: `watchVisibility` (an
 * IntersectionObserver with the margin below) reports IMAGE.NEAR_VIEWPORT, and
 * `watchLoad` reports how the <img> element's download ended.
 */

/** Spec section 4: non-priority images load when within 50 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN_PX = 50;

export type LazyImageEvent = { type: 'IMAGE.NEAR_VIEWPORT' } | { type: 'IMAGE.LOADED' } | { type: 'IMAGE.FAILED' };

export interface LazyImageInput {
  /** Id of the image's frame element; the watchers find their elements by it. */
  id: string;
  priority: boolean;
}

/** What the invoked watchers receive. */
export interface LazyImageWatcherInput {
  id: string;
}

export const lazyImageMachine = setup({
  types: {
    context: {} as LazyImageInput,
    events: {} as LazyImageEvent,
    input: {} as LazyImageInput,
  },
  guards: {
    isPriority: ({ context }) => context.priority,
  },
  actors: {
    /** Sends IMAGE.NEAR_VIEWPORT once the image is within LAZY_IMAGE_ROOT_MARGIN_PX of the viewport. */
    watchVisibility: fromCallback<LazyImageEvent, LazyImageWatcherInput>(() => () => {}),
    /** Sends IMAGE.LOADED or IMAGE.FAILED when the download ends (also if it ended before hydration). */
    watchLoad: fromCallback<LazyImageEvent, LazyImageWatcherInput>(() => () => {}),
  },
}).createMachine({
  id: 'lazyImage',
  context: ({ input }) => ({ id: input.id, priority: input.priority }),
  initial: 'waiting',
  states: {
    waiting: {
      always: { guard: 'isPriority', target: 'loading' },
      invoke: { src: 'watchVisibility', input: ({ context }) => ({ id: context.id }) },
      on: { 'IMAGE.NEAR_VIEWPORT': 'loading' },
    },
    loading: {
      invoke: { src: 'watchLoad', input: ({ context }) => ({ id: context.id }) },
      on: {
        'IMAGE.LOADED': 'loaded',
        'IMAGE.FAILED': 'failed',
      },
    },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
});
