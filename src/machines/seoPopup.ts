import { type DoneActorEvent, type SnapshotFrom, and, assign, emit, fromCallback, raise, setup } from 'xstate';
import { seoAuditContactValues, seoAuditTemplateParams } from '../contact/seoAuditParams';
import { emailPattern } from '../contact/validation';
export { SEO_POPUP_OPENS_PAST } from '../business/seoPopup';
import type { SendOutcome } from './contactSender';
import { type LeadSettled, leadSubmissionMachine } from './leadSubmission';

/**
 * The services page's SEO consultation popup (spec sections 4, 5, 8 and 9,
 * issue 15): closed, open (a modal dialog) or minimised (a side tab).
 *
 * Regions:
 * - `view`: `closed` (`beforeLine` → `armed` → `cancelled`, or `dismissed`),
 *   `open` (`compact` / `expanded`: the four benefits, wider) and `minimised`.
 *   - POPUP.SCROLLED (the view reports every scroll: offset and largest
 *     offset) past `opensPast` of the page (the island's trigger uses the
 *     same fraction) arms the named delay `openDelay` (5 s); scrolling up more
 *     than 200 px from the furthest point since then (`scrolledUpTooFar`)
 *     cancels it, and only a new crossing of the line (back above it, then
 *     past it) arms it again.
 *   - When the delay ends it opens only if no blocker holds (`mayOpen`: not
 *     in screen-reader mode, no other dialog open, the visitor not typing in
 *     a field elsewhere); otherwise it waits, cancelled, for a new crossing.
 *     On a phone (`onNarrowScreen`, issue 36) it shows its minimised form
 *     instead of the dialog: a compact bar in the bottom-right button group,
 *     which covers nothing and takes no focus; a tap opens the dialog.
 *     Screen-reader mode also keeps it from arming, as does a dismissal
 *     earlier in this page load (input `dismissedEarlier`).
 *   - Escape minimises the open dialog (the dialog's cancel event) and closes
 *     the tab; the buttons do the same. Closing is for good: `dismissed`.
 *     Minimising moves focus to the tab (`focusTab`); the bar shown by
 *     itself on a phone leaves focus where it is.
 * - `throttle`: every change of the view raises POPUP.MOVED, which holds the
 *   visitor's next change back for `transitionThrottle` (200 ms): ignored, not
 *   queued. A close the browser made on its own (src 'browser') is followed at
 *   once, since the dialog is closed already.
 * - `form`: the e-mail (required, the contact form's pattern; a refused
 *   submit sets `submitAttempted`, so the view shows why) and `sending`, which
 *   invokes the shared `submission` (src/machines/leadSubmission.ts: the address
 *   as an "SEO audit offer" lead to the page's sender, at least 2 s). When it
 *   ends, LEAD.SETTLED is emitted with the sender's outcome (the lead hook shows
 *   the toast). Sent: the field is cleared and the popup closes for good.
 *   Anything else: the address is kept and `restoreFocus` runs. The popup may
 *   be minimised or closed meanwhile; the outcome still arrives.
 *
 * Effects the view provides: `showDialog`/`hideDialog` (showModal() and
 * close(): focus is trapped in the dialog by the browser; it starts on the
 * dialog's heading), `rememberFocus`
 * (the element that had focus when it opened by itself), `focusTab` and
 * `returnFocus` (back to that element on close), `restoreFocus` (after a
 * failure, the send button, if focus left the open dialog). The page's scroll
 * and surroundings come from the invoked callback actors `watchScroll` and
 * `watchSurroundings`, which the view provides.
 */

/** Spec section 9: the popup opens 5 s after the visitor has scrolled past the line. */
export const SEO_POPUP_OPEN_DELAY_MS = 5000;
/** Spec section 9: scrolling up more than this before it opens cancels the timer. */
export const SEO_POPUP_SCROLL_UP_CANCEL_PX = 200;
/** Spec section 9: changes of the popup are at least this far apart. */
export const SEO_POPUP_TRANSITION_THROTTLE_MS = 200;

/** What the page around the popup is doing, as the view reports it. */
export interface SeoPopupSurroundings {
  screenReaderMode: boolean;
  /** Another modal dialog is open (the accessibility panel) or the page behind something is inert (the mobile menu). */
  otherDialogOpen: boolean;
  /** Focus is in a form field outside the popup. */
  typingElsewhere: boolean;
  /** A phone's screen: opening by itself shows the compact bar, not the dialog (issue 36). */
  narrowScreen: boolean;
}

export type SeoPopupEvent =
  | { type: 'POPUP.SCROLLED'; y: number; maxY: number }
  | ({ type: 'POPUP.SURROUNDINGS' } & SeoPopupSurroundings)
  | { type: 'POPUP.MINIMISE'; src: 'escape' | 'minimiseButton' | 'browser' }
  | { type: 'POPUP.RESTORE' }
  | { type: 'POPUP.CLOSE'; src: 'escape' | 'closeButton' }
  | { type: 'POPUP.TOGGLE_BENEFITS' }
  | { type: 'POPUP.CHANGE'; value: string }
  | { type: 'POPUP.SUBMIT' }
  /** Raised by the machine itself: the view changed (starts the throttle). */
  | { type: 'POPUP.MOVED' }
  /** Raised by the machine itself: the request was sent, so the popup closes. */
  | { type: 'POPUP.DELIVERED' };

export interface SeoPopupContext {
  /** Fraction (0-1) of how far the page scrolls that must be passed (input). */
  opensPast: number;
  /** The visitor closed the popup earlier in this page load (input): it never arms. */
  dismissedEarlier: boolean;
  surroundings: SeoPopupSurroundings;
  /** The furthest scroll offset since the timer was armed. */
  furthestY: number;
  /** Mirrors the `throttle` region (a guard cannot read states). */
  cooling: boolean;
  /** Mirrors `view.open`: the form can be sent only from the open dialog. */
  dialogOpen: boolean;
  email: string;
  /** A submit was refused: the view says why until the address is valid. */
  submitAttempted: boolean;
  lastOutcome: SendOutcome | null;
}

export interface SeoPopupInput {
  opensPast: number;
  dismissedEarlier?: boolean;
}

/** Spec section 5: the e-mail is required (and must look like an address, by the contact form's pattern). */
export function seoPopupEmailError(email: string): 'required' | 'invalid' | undefined {
  const value = email.trim();
  if (!value) return 'required';
  return emailPattern.test(value) ? undefined : 'invalid';
}

const surroundingsKeys = ['screenReaderMode', 'otherDialogOpen', 'typingElsewhere', 'narrowScreen'] as const satisfies ReadonlyArray<keyof SeoPopupSurroundings>;

const isPastLine = (context: SeoPopupContext, event: SeoPopupEvent) =>
  event.type === 'POPUP.SCROLLED' && event.y > context.opensPast * event.maxY;

export const seoPopupMachine = setup({
  types: {
    context: {} as SeoPopupContext,
    events: {} as SeoPopupEvent,
    emitted: {} as LeadSettled,
    input: {} as SeoPopupInput,
  },
  delays: {
    openDelay: SEO_POPUP_OPEN_DELAY_MS,
    transitionThrottle: SEO_POPUP_TRANSITION_THROTTLE_MS,
  },
  guards: {
    mayArm: ({ context, event }) => isPastLine(context, event) && !context.surroundings.screenReaderMode && !context.dismissedEarlier,
    isAboveLine: ({ context, event }) => event.type === 'POPUP.SCROLLED' && !isPastLine(context, event),
    scrolledUpTooFar: ({ context, event }) => event.type === 'POPUP.SCROLLED' && context.furthestY - event.y > SEO_POPUP_SCROLL_UP_CANCEL_PX,
    mayOpen: ({ context: { surroundings } }) => !surroundings.screenReaderMode && !surroundings.otherDialogOpen && !surroundings.typingElsewhere,
    onNarrowScreen: ({ context }) => context.surroundings.narrowScreen,
    isSettled: ({ context }) => !context.cooling,
    isSettledOrClosedByBrowser: ({ context, event }) => !context.cooling || (event.type === 'POPUP.MINIMISE' && event.src === 'browser'),
    canSend: ({ context }) => context.dialogOpen && seoPopupEmailError(context.email) === undefined,
    isInDialog: ({ context }) => context.dialogOpen,
    wasSent: (_, output: SendOutcome) => output.kind === 'sent',
    changesSurroundings: ({ context, event }) =>
      event.type === 'POPUP.SURROUNDINGS' && surroundingsKeys.some((key) => context.surroundings[key] !== event[key]),
  },
  actions: {
    noteSurroundings: assign({
      surroundings: ({ context, event }) => {
        if (event.type !== 'POPUP.SURROUNDINGS') return context.surroundings;
        const { type: _type, ...surroundings } = event;
        return surroundings;
      },
    }),
    noteFurthest: assign({ furthestY: ({ context, event }) => (event.type === 'POPUP.SCROLLED' ? Math.max(context.furthestY, event.y) : context.furthestY) }),
    startFurthest: assign({ furthestY: ({ event }) => (event.type === 'POPUP.SCROLLED' ? event.y : 0) }),
    startCooling: assign({ cooling: true }),
    endCooling: assign({ cooling: false }),
    markDialogOpen: assign({ dialogOpen: true }),
    markDialogClosed: assign({ dialogOpen: false }),
    setEmail: assign({ email: ({ context, event }) => (event.type === 'POPUP.CHANGE' ? event.value : context.email) }),
    markAttempted: assign({ submitAttempted: true }),
    rememberOutcome: assign({ lastOutcome: (_, outcome: SendOutcome) => outcome }),
    clearEmail: assign({ email: '', submitAttempted: false }),
    emitSettled: emit(({ context }) => ({ type: 'LEAD.SETTLED' as const, outcome: context.lastOutcome! })),
    raiseDelivered: raise({ type: 'POPUP.DELIVERED' } as const),
    /** The view changed: starts the throttle. */
    raiseMoved: raise({ type: 'POPUP.MOVED' } as const),
    // Provided by the view.
    showDialog: () => {},
    hideDialog: () => {},
    rememberFocus: () => {},
    focusTab: () => {},
    returnFocus: () => {},
    restoreFocus: () => {},
  },
  actors: {
    submission: leadSubmissionMachine,
    /** Provided by the view: sends POPUP.SURROUNDINGS now and whenever they may have changed. */
    watchSurroundings: fromCallback<SeoPopupEvent>(() => () => {}),
    /** Provided by the view: sends POPUP.SCROLLED now and at every scroll. */
    watchScroll: fromCallback<SeoPopupEvent>(() => () => {}),
  },
}).createMachine({
  id: 'seoPopup',
  context: ({ input }) => ({
    opensPast: input.opensPast,
    dismissedEarlier: input.dismissedEarlier ?? false,
    surroundings: { screenReaderMode: false, otherDialogOpen: false, typingElsewhere: false, narrowScreen: false },
    furthestY: 0,
    cooling: false,
    dialogOpen: false,
    email: '',
    submitAttempted: false,
    lastOutcome: null,
  }),
  type: 'parallel',
  // The surroundings first: they decide whether the first scroll may arm the timer.
  invoke: [{ src: 'watchSurroundings' }, { src: 'watchScroll' }],
  on: {
    // Only a change is noted: focus moving within the page reports the same surroundings again and again.
    'POPUP.SURROUNDINGS': { guard: 'changesSurroundings', actions: 'noteSurroundings' },
  },
  states: {
    view: {
      initial: 'closed',
      states: {
        closed: {
          initial: 'beforeLine',
          states: {
            beforeLine: {
              on: { 'POPUP.SCROLLED': { guard: 'mayArm', target: 'armed', actions: 'startFurthest' } },
            },
            armed: {
              on: {
                'POPUP.SCROLLED': [{ guard: 'scrolledUpTooFar', target: 'cancelled' }, { actions: 'noteFurthest' }],
              },
              after: {
                openDelay: [
                  // a phone: the compact bar, focus stays where the visitor reads
                  { guard: and(['mayOpen', 'onNarrowScreen']), target: '#seoPopup.view.minimised', actions: ['rememberFocus', 'raiseMoved'] },
                  { guard: 'mayOpen', target: '#seoPopup.view.open', actions: ['rememberFocus', 'raiseMoved'] },
                  { target: 'cancelled' },
                ],
              },
            },
            cancelled: {
              on: { 'POPUP.SCROLLED': { guard: 'isAboveLine', target: 'beforeLine' } },
            },
            dismissed: {},
          },
        },
        open: {
          initial: 'compact',
          entry: ['markDialogOpen', 'showDialog'],
          exit: ['markDialogClosed', 'hideDialog'],
          on: {
            'POPUP.MINIMISE': { guard: 'isSettledOrClosedByBrowser', target: 'minimised', actions: ['focusTab', 'raiseMoved'] },
            'POPUP.CLOSE': { guard: 'isSettled', target: '#seoPopup.view.closed.dismissed', actions: ['returnFocus', 'raiseMoved'] },
            'POPUP.DELIVERED': { target: '#seoPopup.view.closed.dismissed', actions: 'returnFocus' },
          },
          states: {
            compact: { on: { 'POPUP.TOGGLE_BENEFITS': { guard: 'isSettled', target: 'expanded', actions: 'raiseMoved' } } },
            expanded: { on: { 'POPUP.TOGGLE_BENEFITS': { guard: 'isSettled', target: 'compact', actions: 'raiseMoved' } } },
          },
        },
        minimised: {
          on: {
            'POPUP.RESTORE': { guard: 'isSettled', target: 'open', actions: 'raiseMoved' },
            'POPUP.CLOSE': { guard: 'isSettled', target: 'closed.dismissed', actions: ['returnFocus', 'raiseMoved'] },
            'POPUP.DELIVERED': { target: 'closed.dismissed', actions: 'returnFocus' },
          },
        },
      },
    },
    throttle: {
      initial: 'ready',
      states: {
        ready: { on: { 'POPUP.MOVED': 'cooling' } },
        cooling: {
          entry: 'startCooling',
          exit: 'endCooling',
          after: { transitionThrottle: 'ready' },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'POPUP.CHANGE': { actions: 'setEmail' },
            'POPUP.SUBMIT': [
              { guard: 'canSend', target: 'sending' },
              { guard: 'isInDialog', actions: 'markAttempted' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'submission',
            src: 'submission',
            input: ({ context }) => {
              const email = context.email.trim();
              return { values: seoAuditContactValues(email), params: seoAuditTemplateParams(email), holdForMinimum: true };
            },
            onDone: [
              {
                guard: { type: 'wasSent', params: ({ event }: { event: DoneActorEvent<SendOutcome> }) => event.output },
                target: 'editing',
                actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'clearEmail', 'emitSettled', 'raiseDelivered'],
              },
              { target: 'editing', actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'emitSettled', 'restoreFocus'] },
            ],
          },
        },
      },
    },
  },
});

export type SeoPopupSnapshot = SnapshotFrom<typeof seoPopupMachine>;

/** What the popup shows, for the view's markup: the view region's leaf state. */
export type SeoPopupShown = 'beforeLine' | 'armed' | 'cancelled' | 'dismissed' | 'open' | 'minimised';

export function seoPopupShown(snapshot: SeoPopupSnapshot): SeoPopupShown {
  if (snapshot.matches({ view: 'open' })) return 'open';
  if (snapshot.matches({ view: 'minimised' })) return 'minimised';
  const closed = (snapshot.value as { view: { closed: SeoPopupShown } }).view.closed;
  return closed;
}
