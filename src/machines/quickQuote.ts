import { type ErrorActorEvent, type SnapshotFrom, assign, emit, fromPromise, setup } from 'xstate';
import {
  type QuickQuoteField,
  type QuickQuoteStep,
  type QuickQuoteValues,
  QUICK_QUOTE_MESSAGE_MAX,
  emptyQuickQuote,
  isQuickQuoteComplete,
  isQuickQuoteStepValid,
  isQuickQuoteValue,
  quickQuoteStepFields,
} from '../business/quickQuote';
import type { SendOutcome } from './contactSender';

/**
 * The quick quote wizard of spec sections 4, 5 and 8, with the decision of
 * issue 14: the quote really reaches the consultant.
 *
 * - `editing.step1` (name, e-mail), `editing.step2` (service, budget),
 *   `editing.step3` (company, timeline, message, then the summary).
 * - QUOTE.CHANGE sets a field of the step on screen; a field of another step,
 *   or an unknown option id, is refused, so nothing typed is ever lost or
 *   overwritten moving back and forth. The message is capped at 2000 characters.
 * - QUOTE.NEXT goes on only when the step's required fields are valid (the view
 *   disables the button: `snapshot.can({ type: 'QUOTE.NEXT' })`); QUOTE.BACK
 *   exists on steps 2 and 3 only (hidden on step 1: `snapshot.can({ type: 'QUOTE.BACK' })`).
 * - QUOTE.SUBMIT on step 3 → `sending`, two regions that must both finish: the
 *   provided actor `sendQuote` (input: the values; output: the contact
 *   sender's SendOutcome) and the named delay `minimumSendingTime` (2 s, the
 *   spec's sending time, kept as a minimum so the sending state never flickers).
 * - Then, only if the actor resolved with `{ kind: 'sent' }`: the values are
 *   cleared, the wizard returns to step 1, `lastOutcome` is `{ kind: 'sent' }`
 *   and the event QUOTE.SENT is emitted (the view shows the success toast).
 *   Anything else (the actor rejected, or resolved with another outcome: not
 *   configured, throttled, spam, queued offline, refused): every value is kept,
 *   the wizard is on step 3 again, `lastOutcome` is `{ kind: 'failed', cause }`
 *   and QUOTE.FAILED is emitted with the cause (the view shows the destructive
 *   toast). The default `sendQuote` rejects: without the view's sender nothing
 *   can ever count as sent, and neither can a build without mail configuration,
 *   whose sender reports a failure.
 *
 * The view provides `sendQuote` (sends `{ type: 'SENDER.SUBMIT', values:
 * quoteContactValues(input), params: quoteTemplateParams(input) }` of
 * src/contact/quoteParams.ts to the page's contact sender, so the quote gets its
 * spam check, throttle and offline outbox, and resolves with the outcome the
 * sender reports) and `focusStep` (moves focus to the heading of the step shown
 * after NEXT, BACK or a sent quote; the view also announces it).
 */
export type QuickQuoteChangeEvent = {
  [Field in QuickQuoteField]: { type: 'QUOTE.CHANGE'; field: Field; value: QuickQuoteValues[Field] };
}[QuickQuoteField];

export type QuickQuoteEvent = QuickQuoteChangeEvent | { type: 'QUOTE.NEXT' } | { type: 'QUOTE.BACK' } | { type: 'QUOTE.SUBMIT' };

/** Why a quote was not sent: the sender's outcome, or what the send actor threw. */
export type QuickQuoteFailureCause = Exclude<SendOutcome, { kind: 'sent' }> | { kind: 'error'; error: unknown };

export type QuickQuoteOutcome = { kind: 'sent' } | { kind: 'failed'; cause: QuickQuoteFailureCause };

/** Emitted once per submission, when sending ends (`actor.on('QUOTE.SENT', …)`). */
export type QuickQuoteEmitted = { type: 'QUOTE.SENT' } | { type: 'QUOTE.FAILED'; cause: QuickQuoteFailureCause };

export interface QuickQuoteContext {
  values: QuickQuoteValues;
  /** While sending: the send's outcome once the actor has settled, held until the 2 s have passed. */
  pendingOutcome: QuickQuoteOutcome | null;
  /** The outcome of the last submission, once sending has ended. */
  lastOutcome: QuickQuoteOutcome | null;
}

/** Spec section 9: sending takes 2 s (here: at least 2 s). */
export const QUICK_QUOTE_MINIMUM_SENDING_MS = 2000;

const outcomeOf = (output: SendOutcome): QuickQuoteOutcome => (output.kind === 'sent' ? { kind: 'sent' } : { kind: 'failed', cause: output });

export const quickQuoteMachine = setup({
  types: {
    context: {} as QuickQuoteContext,
    events: {} as QuickQuoteEvent,
    emitted: {} as QuickQuoteEmitted,
  },
  delays: {
    minimumSendingTime: QUICK_QUOTE_MINIMUM_SENDING_MS,
  },
  guards: {
    /** The field is shown on `step` and the value is allowed there. */
    isChangeOnStep: ({ event }, params: { step: QuickQuoteStep }) =>
      event.type === 'QUOTE.CHANGE' && quickQuoteStepFields[params.step].includes(event.field) && isQuickQuoteValue(event.field, event.value),
    isStepValid: ({ context }, params: { step: QuickQuoteStep }) => isQuickQuoteStepValid(params.step, context.values),
    isComplete: ({ context }) => isQuickQuoteComplete(context.values),
    wasSent: ({ context }) => context.pendingOutcome?.kind === 'sent',
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) => {
        if (event.type !== 'QUOTE.CHANGE') return context.values;
        const value = event.field === 'message' ? event.value.slice(0, QUICK_QUOTE_MESSAGE_MAX) : event.value;
        return { ...context.values, [event.field]: value };
      },
    }),
    rememberOutput: assign({ pendingOutcome: (_, output: SendOutcome) => outcomeOf(output) }),
    rememberError: assign({ pendingOutcome: (_, error: unknown): QuickQuoteOutcome => ({ kind: 'failed', cause: { kind: 'error', error } }) }),
    settleOutcome: assign({ lastOutcome: ({ context }) => context.pendingOutcome, pendingOutcome: null }),
    clearValues: assign({ values: { ...emptyQuickQuote } }),
    emitSent: emit({ type: 'QUOTE.SENT' }),
    emitFailed: emit(({ context }) => ({
      type: 'QUOTE.FAILED' as const,
      cause: context.lastOutcome?.kind === 'failed' ? context.lastOutcome.cause : { kind: 'error' as const, error: undefined },
    })),
    /** Provided by the view: moves focus to the heading of `step` (and announces it). */
    focusStep: (_, _params: { step: QuickQuoteStep }) => {},
  },
  actors: {
    /**
     * Provided by the view: sends the quote through the page's contact sender
     * and resolves with the outcome it reports. Only `{ kind: 'sent' }` counts as sent.
     */
    sendQuote: fromPromise<SendOutcome, QuickQuoteValues>(async () => {
      throw new Error('sendQuote not provided');
    }),
  },
}).createMachine({
  id: 'quickQuote',
  context: { values: { ...emptyQuickQuote }, pendingOutcome: null, lastOutcome: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'step1',
      states: {
        step1: {
          on: {
            'QUOTE.CHANGE': { guard: { type: 'isChangeOnStep', params: { step: 1 } }, actions: 'setValue' },
            'QUOTE.NEXT': {
              guard: { type: 'isStepValid', params: { step: 1 } },
              target: 'step2',
              actions: { type: 'focusStep', params: { step: 2 } },
            },
          },
        },
        step2: {
          on: {
            'QUOTE.CHANGE': { guard: { type: 'isChangeOnStep', params: { step: 2 } }, actions: 'setValue' },
            'QUOTE.NEXT': {
              guard: { type: 'isStepValid', params: { step: 2 } },
              target: 'step3',
              actions: { type: 'focusStep', params: { step: 3 } },
            },
            'QUOTE.BACK': { target: 'step1', actions: { type: 'focusStep', params: { step: 1 } } },
          },
        },
        step3: {
          on: {
            'QUOTE.CHANGE': { guard: { type: 'isChangeOnStep', params: { step: 3 } }, actions: 'setValue' },
            'QUOTE.BACK': { target: 'step2', actions: { type: 'focusStep', params: { step: 2 } } },
            'QUOTE.SUBMIT': { guard: 'isComplete', target: '#quickQuote.sending' },
          },
        },
      },
    },
    sending: {
      type: 'parallel',
      states: {
        delivery: {
          initial: 'waiting',
          states: {
            waiting: {
              invoke: {
                id: 'sendQuote',
                src: 'sendQuote',
                input: ({ context }) => context.values,
                onDone: { target: 'settled', actions: { type: 'rememberOutput', params: ({ event }) => event.output } },
                onError: { target: 'settled', actions: { type: 'rememberError', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
              },
            },
            settled: { type: 'final' },
          },
        },
        minimumTime: {
          initial: 'running',
          states: {
            running: { after: { minimumSendingTime: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'wasSent',
          target: 'editing.step1',
          actions: ['settleOutcome', 'clearValues', 'emitSent', { type: 'focusStep', params: { step: 1 } }],
        },
        { target: 'editing.step3', actions: ['settleOutcome', 'emitFailed'] },
      ],
    },
  },
});

/** The step the wizard shows (sending shows step 3, whose submit button reads as sending). */
export function quickQuoteStepOf(snapshot: SnapshotFrom<typeof quickQuoteMachine>): QuickQuoteStep {
  if (snapshot.matches({ editing: 'step1' })) return 1;
  if (snapshot.matches({ editing: 'step2' })) return 2;
  return 3;
}
