import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The testimonial carousel as the spec describes it, seen by a visitor with a
 * mouse: four slides (as on the home page), the index wraps around both ways, the last dot jumps to
 * the last slide, the controls are locked for 300 ms after every change, and
 * the slides advance every 6 s (the home page) unless the pointer is on the
 * carousel or the visitor pressed pause. Timers are explicit events:
 * LOCK_TIME_PASSES (300 ms) and INTERVAL_PASSES (6 s).
 *
 * States name what a visitor sees; `position` (first, middle, last slide) keeps
 * wrap-around in every path set, the exact index is in context. The 6 s step
 * is offered only where the running interval is known to have just started
 * ('playing', 'playingChanging'); 'playingLate' is the same carousel some
 * unknown time later. Slides change by hand only while pointed at; the
 * play/pause button can also be pressed without pointing (a screen reader).
 * Shared by the unit model test and the browser test.
 */
export const carouselModelSlideCount = 4;
export const carouselModelInterval = 6000;
export const carouselModelLock = 300;

export const carouselModelEvents = [
  { type: 'POINTER_ENTERS' },
  { type: 'POINTER_LEAVES' },
  { type: 'PRESS_NEXT' },
  { type: 'PRESS_PREV' },
  { type: 'PRESS_LAST_DOT' },
  { type: 'PRESS_PLAY_PAUSE' },
  { type: 'LOCK_TIME_PASSES' },
  { type: 'INTERVAL_PASSES' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type CarouselModelEvent = (typeof carouselModelEvents)[number];

export interface CarouselModelContext {
  index: number;
  count: number;
}

type Position = 'first' | 'middle' | 'last';
const positionOf = ({ index, count }: CarouselModelContext): Position =>
  index === 0 ? 'first' : index === count - 1 ? 'last' : 'middle';
const positions: Position[] = ['first', 'middle', 'last'];

const model = setup({
  types: {} as { context: CarouselModelContext; events: CarouselModelEvent },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    showLast: assign({ index: ({ context }) => context.count - 1 }),
  },
  guards: {
    isLast: ({ context }) => context.index === context.count - 1,
    isAt: ({ context }, position: Position) => positionOf(context) === position,
  },
});

/** A position state follows the index: it moves to whichever position the index now has. */
const followIndex = (self: Position) => ({
  always: positions.filter((p) => p !== self).map((p) => ({ guard: { type: 'isAt' as const, params: p }, target: p })),
});

/**
 * A carousel the pointer is on (autoplay paused): each change of slide locks
 * the controls; the dot of the slide already shown changes nothing.
 */
const pointedAtState = (self: string, changing: string, onLeave: string, onPlayPause: string) => ({
  on: {
    POINTER_LEAVES: onLeave,
    PRESS_PLAY_PAUSE: onPlayPause,
    INTERVAL_PASSES: self,
    PRESS_NEXT: { target: changing, actions: 'showNext' as const },
    PRESS_PREV: { target: changing, actions: 'showPrevious' as const },
    PRESS_LAST_DOT: [{ guard: 'isLast' as const, target: self }, { target: changing, actions: 'showLast' as const }],
  },
});

const carouselModel = model.createMachine({
  id: 'carouselModel',
  context: { index: 0, count: carouselModelSlideCount },
  type: 'parallel',
  states: {
    position: {
      initial: 'first',
      states: { first: followIndex('first'), middle: followIndex('middle'), last: followIndex('last') },
    },
    carousel: {
      initial: 'playing',
      states: {
        // advancing, the interval has just started
        playing: {
          on: {
            POINTER_ENTERS: 'pointedAt',
            // a screen reader can press the button without pointing at or focusing it
            PRESS_PLAY_PAUSE: 'stopped',
            INTERVAL_PASSES: { target: 'playingChanging', actions: 'showNext' },
          },
        },
        // just advanced by itself: locked, the next interval has just started
        playingChanging: {
          on: {
            LOCK_TIME_PASSES: 'playingLate',
            INTERVAL_PASSES: { target: 'playingChanging', actions: 'showNext' },
          },
        },
        // advancing, part of the interval has passed
        playingLate: { on: { POINTER_ENTERS: 'pointedAt', PRESS_PLAY_PAUSE: 'stopped' } },
        // paused while pointed at; leaving starts a fresh interval
        pointedAt: pointedAtState('pointedAt', 'pointedAtChanging', 'playing', 'stoppedPointedAt'),
        pointedAtChanging: {
          on: { LOCK_TIME_PASSES: 'pointedAt', PRESS_NEXT: 'pointedAtChanging' },
        },
        // the visitor pressed pause (and still points at it)
        stoppedPointedAt: pointedAtState('stoppedPointedAt', 'stoppedPointedAtChanging', 'stopped', 'pointedAt'),
        stoppedPointedAtChanging: {
          on: { LOCK_TIME_PASSES: 'stoppedPointedAt', PRESS_NEXT: 'stoppedPointedAtChanging' },
        },
        // paused by the visitor, pointer elsewhere: stays until they press play
        stopped: { on: { POINTER_ENTERS: 'stoppedPointedAt', PRESS_PLAY_PAUSE: 'playing', INTERVAL_PASSES: 'stopped' } },
      },
    },
  },
});

export const carouselTestModel = createTestModel(carouselModel, { events: [...carouselModelEvents] });

export type CarouselModelState =
  | 'playing'
  | 'playingChanging'
  | 'playingLate'
  | 'pointedAt'
  | 'pointedAtChanging'
  | 'stoppedPointedAt'
  | 'stoppedPointedAtChanging'
  | 'stopped';

/** What the visitor should see in a model state. */
export interface CarouselExpectation {
  /** Auto-advance is running. */
  playing: boolean;
  /** The visitor's pause is on: the button offers "play". */
  stoppedByVisitor: boolean;
  /** The controls are locked after a change. */
  locked: boolean;
}

export const carouselExpectations: Record<CarouselModelState, CarouselExpectation> = {
  playing: { playing: true, stoppedByVisitor: false, locked: false },
  playingChanging: { playing: true, stoppedByVisitor: false, locked: true },
  playingLate: { playing: true, stoppedByVisitor: false, locked: false },
  pointedAt: { playing: false, stoppedByVisitor: false, locked: false },
  pointedAtChanging: { playing: false, stoppedByVisitor: false, locked: true },
  stoppedPointedAt: { playing: false, stoppedByVisitor: true, locked: false },
  stoppedPointedAtChanging: { playing: false, stoppedByVisitor: true, locked: true },
  stopped: { playing: false, stoppedByVisitor: true, locked: false },
};

/** Splits a model state key ('position.first|carousel.playing') into its parts. */
export function parseCarouselModelState(key: string): { position: Position; carousel: CarouselModelState } {
  const parts = Object.fromEntries(key.split('|').map((part) => part.split('.') as [string, string]));
  return { position: parts.position as Position, carousel: parts.carousel as CarouselModelState };
}
