import { type SnapshotFrom, and, assign, fromCallback, setup } from 'xstate';

/**
 * The services page's social-proof ticker (spec sections 4 and 9: an entry
 * shows, slides out after 6 s, the next appears about 9.8 s after the previous
 * one, it pauses while hovered; activity and urgency entries alternate, which
 * the content's order takes care of: the machine only counts entries).
 *
 * It never annoys or traps a visitor:
 *   - it goes through its entries once per mount and then stays quiet
 *     (`finished`), so its polite live region never repeats itself;
 *   - it is `off` while reduce animations or screen-reader mode is on
 *     (`TICKER.MOTION`; prerendering and hydration assume "still", so it
 *     starts off and the view reports the real preference);
 *   - hover or keyboard focus holds an entry on screen (a set of causes, so
 *     the pointer leaving does not release a focused entry); when the last
 *     cause goes, the entry gets its full 6 s again;
 *   - the close button ends it (`closed`); the view remembers that for the
 *     page load and does not start it again on a later visit of the page, and
 *     moves keyboard focus that was in the card to the main content.
 *
 * Where the card is (issue 36) is the `dock` in its context, which the
 * `watchDock` actor reports (`TICKER.DOCK`) for as long as it runs: `page`,
 * its own place (a band in the flow on a phone, top right under the header on
 * a tablet), or `heroPanel`, the slot the services hero keeps for it under its
 * summary panel wherever that panel is shown (from 1024 px of hero width),
 * where it is part of the page and covers nothing. It starts at `page`, as prerendered.
 *
 * States:
 *   off       nothing shown; waiting for motion to be allowed
 *   resting   nothing shown; the next entry appears after the rest of the
 *             interval (9.8 s from one entry to the next, 6 s of it shown)
 *   showing   entry `index` on screen: `running` for 6 s, or `paused`
 *   finished  every entry has been shown (final)
 *   closed    the visitor closed it (final)
 */
export type TickerPauseSource = 'hover' | 'focus';

export type SocialProofTickerEvent =
  | { type: 'TICKER.MOTION'; allowed: boolean }
  | { type: 'TICKER.PAUSE'; src: TickerPauseSource }
  | { type: 'TICKER.RESUME'; src: TickerPauseSource }
  | { type: 'TICKER.CLOSE' }
  | { type: 'TICKER.DOCK'; dock: NoticeDock };

/** Where the card is: its own place on the page, or the slot under the services hero's panel. */
export type NoticeDock = 'page' | 'heroPanel';

export interface SocialProofTickerInput {
  /** How many entries there are (at least one). */
  count: number;
}

export interface SocialProofTickerContext {
  /** The entry on screen, or the next one to show. */
  index: number;
  count: number;
  pausedBy: TickerPauseSource[];
  dock: NoticeDock;
}

/** Spec section 9: an entry slides out after 6 s. */
export const entryVisibleMs = 6000;
/** Spec section 9: the next entry appears about 9.8 s after the previous one. */
export const entryIntervalMs = 9800;

export const socialProofTickerMachine = setup({
  types: {
    context: {} as SocialProofTickerContext,
    events: {} as SocialProofTickerEvent,
    input: {} as SocialProofTickerInput,
  },
  delays: {
    /** How long an entry stays on screen (6 s). */
    entryVisible: entryVisibleMs,
    /** The rest of the 9.8 s interval, with nothing shown: the first entry waits as long. */
    restOfInterval: entryIntervalMs - entryVisibleMs,
  },
  guards: {
    motionAllowed: ({ event }) => event.type === 'TICKER.MOTION' && event.allowed,
    motionRefused: ({ event }) => event.type === 'TICKER.MOTION' && !event.allowed,
    isLastEntry: ({ context }) => context.index >= context.count - 1,
    somethingHoldsIt: ({ context }) => context.pausedBy.length > 0,
    nothingHoldsIt: ({ context }) => context.pausedBy.length === 0,
  },
  actions: {
    addPauseSource: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'TICKER.PAUSE' && !context.pausedBy.includes(event.src) ? [...context.pausedBy, event.src] : context.pausedBy,
    }),
    removePauseSource: assign({
      pausedBy: ({ context, event }) => context.pausedBy.filter((src) => event.type !== 'TICKER.RESUME' || src !== event.src),
    }),
    /** An entry that has been on screen (even cut short) is not shown again. */
    moveToNextEntry: assign({ index: ({ context }) => context.index + 1 }),
    /** Provided by the view: remembers the close for the rest of the page load. */
    rememberClosed: () => {},
    /** Provided by the view: the card goes, so keyboard focus in it moves to the main content. */
    moveFocusOffCard: () => {},
    setDock: assign({ dock: ({ context, event }) => (event.type === 'TICKER.DOCK' ? event.dock : context.dock) }),
  },
  actors: {
    /** Provided by the view: sends TICKER.DOCK with where the card belongs now, at once and whenever that changes. */
    watchDock: fromCallback<SocialProofTickerEvent>(() => () => {}),
  },
}).createMachine({
  id: 'socialProofTicker',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input.count), pausedBy: [], dock: 'page' }),
  initial: 'off',
  invoke: { src: 'watchDock' },
  on: {
    'TICKER.DOCK': { actions: 'setDock' },
    'TICKER.PAUSE': { actions: 'addPauseSource' },
    'TICKER.RESUME': { actions: 'removePauseSource' },
    'TICKER.CLOSE': { target: '.closed', actions: ['moveFocusOffCard', 'rememberClosed'] },
  },
  states: {
    off: {
      on: { 'TICKER.MOTION': { guard: 'motionAllowed', target: 'resting' } },
    },
    resting: {
      after: { restOfInterval: 'showing' },
      on: { 'TICKER.MOTION': { guard: 'motionRefused', target: 'off' } },
    },
    showing: {
      initial: 'running',
      on: {
        // Cut short: the entry counts as shown.
        'TICKER.MOTION': [
          { guard: and(['motionRefused', 'isLastEntry']), target: 'finished' },
          { guard: 'motionRefused', target: 'off', actions: 'moveToNextEntry' },
        ],
      },
      states: {
        running: {
          always: { guard: 'somethingHoldsIt', target: 'paused' },
          after: {
            entryVisible: [
              { guard: 'isLastEntry', target: '#socialProofTicker.finished' },
              { target: '#socialProofTicker.resting', actions: 'moveToNextEntry' },
            ],
          },
        },
        // Held by hover or focus; released, it runs a full 6 s again.
        paused: { always: { guard: 'nothingHoldsIt', target: 'running' } },
      },
    },
    finished: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** What the view needs from a snapshot, in one place. */
export const socialProofTickerView = {
  /**
   * The entry the card holds: the one on screen, or the last one shown while the
   * card is slid out (so hiding it changes nothing in the live region); none
   * before the first, so that the first one is announced as it appears.
   */
  entryOnCard(snapshot: SnapshotFrom<typeof socialProofTickerMachine>): number | null {
    const { index } = snapshot.context;
    if (snapshot.matches('showing') || snapshot.matches('finished')) return index;
    return index > 0 ? index - 1 : null;
  },
};
