import { type SnapshotFrom, and, createMachine, not, or, stateIn } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { parseRegions, stateKey } from '../support/modelTest';
import { type LeadSendingModelEvent, leadSendingModelEvents, leadSendingStates, sendingEnds, toastRegion, whenSent } from './leadSending.model';

/**
 * The SEO consultation popup as spec sections 4, 5, 8 and 9 and issue 15
 * describe it, seen by a visitor. Shared by the unit model test (real machine,
 * simulated clock, a stub sender) and the browser test (real page,
 * `page.clock`, the local mail server).
 *
 * Regions:
 * - `view`: closed before the 60 % line (`beforeLine`), the 5 s timer running
 *   (`armed`), the timer cancelled until the line is crossed again
 *   (`cancelled`), `open.compact`, `open.expanded`, `minimised`, `dismissed`.
 * - `blocker`: what keeps it from opening: `none`, `screenReader` (the
 *   accessibility panel's screen-reader mode) or `otherDialog` (the panel
 *   itself, or the mobile menu). Changed only while the popup is closed:
 *   while it is open the page behind it is inert.
 * - `screen`: `wide`, or `narrow` (a phone, issue 36): the visitor is on a
 *   phone from the start (ON_A_PHONE, before anything else happened). There,
 *   opening by itself shows the minimised form (the compact bar in the
 *   bottom-right group) and leaves focus where it was.
 * - `throttle`: `ready`, or `cooling` for 200 ms after any change of the view,
 *   when the visitor's next change is ignored.
 * - `email`: `empty`, `refused` (empty, after a refused submit: the field
 *   says why), `valid`.
 * - `sending`: `idle`, then until both the sender has answered and 2 s have passed.
 * - `toast`: the toast the last event brought (the next event leaves it behind).
 *
 * Which events each state offers keeps the model small enough to walk in the
 * browser: the form is used from the compact dialog, time passes as 200 ms
 * while cooling, and while sending the visitor can only minimise or close.
 */
export type SeoPopupModelEvent =
  /** Scroll to below the 60 % line (further down each time). */
  | { type: 'SCROLL_PAST_LINE' }
  /** Scroll up exactly 200 px: not more than 200, so nothing is cancelled. */
  | { type: 'SCROLL_UP_200' }
  /** Scroll up 201 px from where the visitor is (more than 200 from the furthest point). */
  | { type: 'SCROLL_UP_FAR' }
  /** Scroll back above the line (to 30 % of the page). */
  | { type: 'SCROLL_ABOVE_LINE' }
  | { type: 'FIVE_SECONDS_PASS' }
  /** The dialog model's start: scroll past the line, then 5 s pass (the opening model walks this in detail). */
  | { type: 'OPENS' }
  | { type: 'SCREEN_READER_ON' }
  | { type: 'SCREEN_READER_OFF' }
  /** The page is seen on a phone's screen (375 px wide) from here on. */
  | { type: 'ON_A_PHONE' }
  | { type: 'OTHER_DIALOG_OPENS' }
  | { type: 'OTHER_DIALOG_CLOSES' }
  | { type: 'ESCAPE' }
  | { type: 'CLOSE_BUTTON' }
  | { type: 'RESTORE' }
  | { type: 'TOGGLE_BENEFITS' }
  | { type: 'TWO_HUNDRED_MS_PASS' }
  | { type: 'TYPE_EMAIL' }
  | { type: 'SUBMIT' }
  | LeadSendingModelEvent;

export const seoPopupModelEvents: SeoPopupModelEvent[] = [
  { type: 'SCROLL_PAST_LINE' },
  { type: 'SCROLL_UP_200' },
  { type: 'SCROLL_UP_FAR' },
  { type: 'SCROLL_ABOVE_LINE' },
  { type: 'FIVE_SECONDS_PASS' },
  { type: 'OPENS' },
  { type: 'SCREEN_READER_ON' },
  { type: 'SCREEN_READER_OFF' },
  { type: 'ON_A_PHONE' },
  { type: 'OTHER_DIALOG_OPENS' },
  { type: 'OTHER_DIALOG_CLOSES' },
  { type: 'ESCAPE' },
  { type: 'CLOSE_BUTTON' },
  { type: 'RESTORE' },
  { type: 'TOGGLE_BENEFITS' },
  { type: 'TWO_HUNDRED_MS_PASS' },
  { type: 'TYPE_EMAIL' },
  { type: 'SUBMIT' },
  ...leadSendingModelEvents,
];

const inView = (state: string) => stateIn(`#popup.view.${state}`);
const shown = or([inView('open'), inView('minimised')]);
const ready = stateIn('#popup.throttle.ready');
const screenReader = stateIn('#popup.blocker.screenReader');
const unblocked = stateIn('#popup.blocker.none');
const onAPhone = stateIn('#popup.screen.narrow');
/** The events that end sending (tests/model/leadSending.model.ts). */
const ends = sendingEnds('#popup.sending');
/** A sent request closes the popup for good, wherever it is. */
const closedWhenSent = whenSent(ends, '#popup.view.dismissed');

/** A transition that changes nothing the visitor sees (an action, so createTestModel offers the event: it skips empty ones). */
const nothingChanges = { actions: () => {} };

const seoPopupModel = createMachine({
  id: 'popup',
  types: {} as { events: SeoPopupModelEvent },
  type: 'parallel',
  states: {
    view: {
      initial: 'beforeLine',
      states: {
        beforeLine: { on: { SCROLL_PAST_LINE: { guard: not(screenReader), target: 'armed' }, OPENS: 'open' } },
        armed: {
          on: {
            // further down, or up by no more than 200 px: the timer keeps running
            SCROLL_PAST_LINE: nothingChanges,
            SCROLL_UP_200: nothingChanges,
            SCROLL_UP_FAR: 'cancelled',
            FIVE_SECONDS_PASS: [{ guard: and([unblocked, onAPhone]), target: 'minimised' }, { guard: unblocked, target: 'open' }, { target: 'cancelled' }],
          },
        },
        // only a new crossing of the line arms it again
        cancelled: { on: { SCROLL_PAST_LINE: nothingChanges, SCROLL_ABOVE_LINE: 'beforeLine' } },
        open: {
          initial: 'compact',
          on: { ESCAPE: { guard: ready, target: 'minimised' }, CLOSE_BUTTON: { guard: ready, target: 'dismissed' }, ...closedWhenSent },
          states: {
            compact: { on: { TOGGLE_BENEFITS: { guard: ready, target: 'expanded' } } },
            expanded: { on: { TOGGLE_BENEFITS: { guard: ready, target: 'compact' } } },
          },
        },
        minimised: {
          on: {
            ESCAPE: { guard: ready, target: 'dismissed' },
            CLOSE_BUTTON: { guard: ready, target: 'dismissed' },
            RESTORE: { guard: ready, target: 'open' },
            ...closedWhenSent,
          },
        },
        dismissed: {},
      },
    },
    blocker: {
      initial: 'none',
      states: {
        none: { on: { SCREEN_READER_ON: 'screenReader', OTHER_DIALOG_OPENS: 'otherDialog' } },
        screenReader: { on: { SCREEN_READER_OFF: 'none' } },
        otherDialog: { on: { OTHER_DIALOG_CLOSES: 'none' } },
      },
    },
    screen: {
      initial: 'wide',
      states: {
        wide: { on: { ON_A_PHONE: 'narrow' } },
        narrow: {},
      },
    },
    throttle: {
      initial: 'ready',
      on: {
        // every change of the view: the visitor's, and the popup opening by itself (not its closing after a send)
        FIVE_SECONDS_PASS: { guard: and([inView('armed'), unblocked]), target: '.cooling' },
        OPENS: { guard: inView('beforeLine'), target: '.cooling' },
        ESCAPE: { guard: and([ready, shown]), target: '.cooling' },
        CLOSE_BUTTON: { guard: and([ready, shown]), target: '.cooling' },
        RESTORE: { guard: and([ready, inView('minimised')]), target: '.cooling' },
        TOGGLE_BENEFITS: { guard: and([ready, inView('open')]), target: '.cooling' },
      },
      states: {
        ready: {},
        cooling: { on: { TWO_HUNDRED_MS_PASS: 'ready' } },
      },
    },
    email: {
      initial: 'empty',
      on: whenSent(ends, '.empty'),
      states: {
        empty: { on: { TYPE_EMAIL: 'valid', SUBMIT: 'refused' } },
        refused: { on: { TYPE_EMAIL: 'valid' } },
        valid: {},
      },
    },
    sending: {
      initial: 'idle',
      states: {
        idle: { on: { SUBMIT: { guard: stateIn('#popup.email.valid'), target: 'waitingForBoth' } } },
        ...leadSendingStates({ sent: 'idle', failed: 'idle' }),
      },
    },
    toast: toastRegion(ends, seoPopupModelEvents),
  },
});

type ModelSnapshot = SnapshotFrom<typeof seoPopupModel>;
type EventType = SeoPopupModelEvent['type'];

function regionsOf(snapshot: ModelSnapshot) {
  const region = (name: string) => stateKey(snapshot.value).split('|').find((part) => part.startsWith(`${name}.`))!.slice(name.length + 1);
  return { view: region('view'), blocker: region('blocker'), screen: region('screen'), cooling: region('throttle') === 'cooling', sending: region('sending'), email: region('email') };
}

/**
 * The opening model: where the visitor scrolls, time, screen-reader mode and other dialogs, on a
 * wide screen or a phone, until the popup shows (then the walk ends). The events each state offers
 * are what the spec (and issue 36, for a phone) says matters there.
 */
function openingEvents(snapshot: ModelSnapshot): SeoPopupModelEvent[] {
  const { view, blocker, screen } = regionsOf(snapshot);
  const blockerEvents: Record<string, EventType[]> = {
    none: ['SCREEN_READER_ON', 'OTHER_DIALOG_OPENS'],
    screenReader: ['SCREEN_READER_OFF'],
    otherDialog: ['OTHER_DIALOG_CLOSES'],
  };
  const byView: Record<string, EventType[]> = {
    beforeLine: ['SCROLL_PAST_LINE', 'FIVE_SECONDS_PASS'],
    armed: ['SCROLL_PAST_LINE', 'SCROLL_UP_200', 'SCROLL_UP_FAR', 'FIVE_SECONDS_PASS'],
    cancelled: ['SCROLL_PAST_LINE', 'SCROLL_ABOVE_LINE', 'FIVE_SECONDS_PASS'],
  };
  const events = byView[view] ? [...byView[view]!, ...blockerEvents[blocker]!] : [];
  // a phone: above the line with nothing in the way (where a page opened on a phone starts)
  if (view === 'beforeLine' && blocker === 'none' && screen === 'wide') events.push('ON_A_PHONE');
  return events.map((type) => ({ type }));
}

/**
 * The dialog model: it opens (OPENS), then the visitor minimises, restores, closes and
 * expands it (each change holding the next back for 200 ms), and fills in and sends the
 * form from the compact dialog; while sending they may minimise it. Ends when it is closed.
 */
function dialogEvents(snapshot: ModelSnapshot): SeoPopupModelEvent[] {
  const { view, cooling, sending, email } = regionsOf(snapshot);
  const events: EventType[] = [];
  if (view === 'beforeLine') events.push('OPENS');
  else if (view === 'dismissed') {
    // closed for good: nothing more happens
  } else if (cooling) {
    // within 200 ms of a change: a second change is ignored
    if (sending === 'idle') events.push('ESCAPE');
    events.push('TWO_HUNDRED_MS_PASS');
  } else if (sending !== 'idle') {
    if (sending === 'waitingForBoth' || sending === 'timeUpWaitingForSender') events.push('SEND_SUCCEEDS', 'SEND_FAILS', 'SEND_BREAKS');
    if (sending !== 'timeUpWaitingForSender') events.push('TWO_SECONDS_PASS');
    if (view === 'open.compact') events.push('ESCAPE');
  } else if (view === 'open.compact') {
    events.push('ESCAPE', 'CLOSE_BUTTON', 'TOGGLE_BENEFITS', 'SUBMIT');
    if (email !== 'valid') events.push('TYPE_EMAIL');
  } else if (view === 'open.expanded') events.push('TOGGLE_BENEFITS', 'ESCAPE');
  else if (view === 'minimised') events.push('RESTORE', 'ESCAPE', 'CLOSE_BUTTON');
  return events.map((type) => ({ type }));
}

/**
 * createTestModel offers every event a state handles; `filterEvents` keeps each model to its own
 * events there (the path generator and the browser tours in tests/support/modelTest.ts respect it).
 */
const offering = (events: (snapshot: ModelSnapshot) => SeoPopupModelEvent[]) => ({
  events: seoPopupModelEvents,
  filterEvents: (snapshot: ModelSnapshot, event: SeoPopupModelEvent) => events(snapshot).some((offered) => offered.type === event.type),
});
export const seoPopupOpeningModel = createTestModel(seoPopupModel, offering(openingEvents));
export const seoPopupDialogModel = createTestModel(seoPopupModel, offering(dialogEvents));

export interface SeoPopupModelState {
  /** 'beforeLine' | 'armed' | 'cancelled' | 'open.compact' | 'open.expanded' | 'minimised' | 'dismissed' */
  view: string;
  blocker: 'none' | 'screenReader' | 'otherDialog';
  screen: 'wide' | 'narrow';
  throttle: 'ready' | 'cooling';
  email: 'empty' | 'refused' | 'valid';
  sending: 'idle' | 'waitingForBoth' | 'sentWaitingForTime' | 'failedWaitingForTime' | 'timeUpWaitingForSender';
  toast: 'none' | 'sent' | 'failed';
}

const regions = ['view', 'blocker', 'screen', 'throttle', 'email', 'sending', 'toast'];

/** 'view.open.compact|blocker.none|…' → its parts. */
export const parseSeoPopupState = (key: string) => parseRegions<SeoPopupModelState>(key, regions, 'SEO popup');

/** What the visitor types, and where the page is scrolled, in fractions of how far it can scroll. */
export const seoPopupModelInput = {
  email: 'anna@example.de',
  /** The line the popup opens past (the island's trigger uses the same). */
  line: 0.6,
  aboveLine: 0.3,
  firstPastLine: 0.7,
} as const;
