import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The social-proof ticker as the spec and issue 15 describe it, seen by a
 * visitor with a mouse: an entry shows, slides out after 6 s, the next appears
 * 9.8 s after the previous one (6 s shown, 3.8 s nothing); pointing at an
 * entry holds it, and leaving gives it a full 6 s again; each entry shows once,
 * then the ticker stays quiet; the close button ends it; reduce animations
 * (or screen-reader mode) switches it off, and an entry cut short that way
 * counts as shown. Timers are explicit events: REST_PASSES (3.8 s, nothing on
 * screen until the next entry) and SIX_SECONDS_PASS.
 *
 * The model starts with motion refused (reduce animations on), so that
 * switching it on is part of every path. `position` (first, middle, last
 * entry) keeps the end of the list in every path set; the exact index is in
 * context. Shared by the unit model test and the browser test.
 */
export const tickerModelRestMs = 3800;
export const tickerModelVisibleMs = 6000;

export const tickerModelEvents = [
  { type: 'MOTION_ON' },
  { type: 'MOTION_OFF' },
  { type: 'POINTER_ENTERS' },
  { type: 'POINTER_LEAVES' },
  { type: 'PRESS_CLOSE' },
  { type: 'REST_PASSES' },
  { type: 'SIX_SECONDS_PASS' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type TickerModelEvent = (typeof tickerModelEvents)[number];

export interface TickerModelContext {
  index: number;
  count: number;
}

type Position = 'first' | 'middle' | 'last';
const positionOf = ({ index, count }: TickerModelContext): Position => (index === 0 ? 'first' : index >= count - 1 ? 'last' : 'middle');
const positions: Position[] = ['first', 'middle', 'last'];

const model = setup({
  types: {} as { context: TickerModelContext; events: TickerModelEvent; input: { count: number } },
  actions: { next: assign({ index: ({ context }) => context.index + 1 }) },
  guards: {
    isLast: ({ context }) => context.index >= context.count - 1,
    isAt: ({ context }, position: Position) => positionOf(context) === position,
  },
});

const followIndex = (self: Position) => ({
  always: positions.filter((p) => p !== self).map((p) => ({ guard: { type: 'isAt' as const, params: p }, target: p })),
});

/** An entry on screen leaves: the next one waits, or the ticker is done after the last. */
const entryLeaves = (whenMore: string) => [
  { guard: 'isLast' as const, target: 'finished' },
  { target: whenMore, actions: 'next' as const },
];

/** The ticker's test model for a list of `count` entries (at least 3, so every position exists). */
export function createTickerTestModel(count: number) {
  const tickerModel = model.createMachine({
    id: 'tickerModel',
    context: { index: 0, count },
    type: 'parallel',
    states: {
      position: {
        initial: 'first',
        states: { first: followIndex('first'), middle: followIndex('middle'), last: followIndex('last') },
      },
      ticker: {
        initial: 'off',
        states: {
          // reduce animations (or screen-reader mode): nothing shows, however long
          off: { on: { MOTION_ON: 'resting', SIX_SECONDS_PASS: 'off' } },
          // nothing on screen, the rest of the interval has just started
          resting: { on: { REST_PASSES: 'showing', MOTION_OFF: 'off' } },
          // an entry on screen, its 6 s have just started
          showing: {
            on: {
              SIX_SECONDS_PASS: entryLeaves('resting'),
              POINTER_ENTERS: 'pointedAt',
              PRESS_CLOSE: 'closed',
              MOTION_OFF: entryLeaves('off'),
            },
          },
          // held while pointed at; leaving starts a full 6 s again
          pointedAt: { on: { SIX_SECONDS_PASS: 'pointedAt', POINTER_LEAVES: 'showing', PRESS_CLOSE: 'closed' } },
          // every entry has been shown once: nothing more
          finished: { on: { REST_PASSES: 'finished', SIX_SECONDS_PASS: 'finished' } },
          // closed by the visitor: nothing more
          closed: { on: { REST_PASSES: 'closed', SIX_SECONDS_PASS: 'closed' } },
        },
      },
    },
  });
  return createTestModel(tickerModel, { events: [...tickerModelEvents] });
}

export type TickerModelState = 'off' | 'resting' | 'showing' | 'pointedAt' | 'finished' | 'closed';
export const tickerModelStates: TickerModelState[] = ['off', 'resting', 'showing', 'pointedAt', 'finished', 'closed'];

/** Whether an entry is on screen in a model state. */
export const entryShownIn = (state: TickerModelState) => state === 'showing' || state === 'pointedAt';

/** Every model state key the generated paths can reach ('position.first|ticker.off', ...). */
export const tickerModelStateKeys = positions.flatMap((position) => tickerModelStates.map((ticker) => `position.${position}|ticker.${ticker}`));

/** Splits a model state key into its parts. */
export function parseTickerModelState(key: string): { position: Position; ticker: TickerModelState } {
  const parts = Object.fromEntries(key.split('|').map((part) => part.split('.') as [string, string]));
  return { position: parts.position as Position, ticker: parts.ticker as TickerModelState };
}
