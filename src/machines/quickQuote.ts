import { type DoneActorEvent, type SnapshotFrom, assign, emit, setup } from 'xstate';
import {
  type QuickQuoteField,
  type QuickQuoteStep,
  type QuickQuoteValues,
  emptyQuickQuote,
  isQuickQuoteValue,
  quickQuoteStepFields,
} from '../business/quickQuote';
import { quoteContactValues, quoteTemplateParams } from '../contact/quoteParams';
import { QUICK_QUOTE_MESSAGE_MAX, type QuickQuoteFieldError, isQuickQuoteComplete, isQuickQuoteStepValid, quickQuoteStepErrors } from '../contact/quickQuoteValidation';
import type { SendOutcome } from './contactSender';
import { type LeadSettled, leadSubmissionMachine } from './leadSubmission';

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
 * - QUOTE.SUBMIT on step 3 → `sending`, which invokes the shared
 *   `submission` (src/machines/leadSubmission.ts): it hands the quote
 *   (`quoteContactValues` for the spam check, `quoteTemplateParams` for the
 *   mail, src/contact/quoteParams.ts) to the page's sender, a sibling in the
 *   page's lead system, so the quote gets its spam check, throttle and offline
 *   outbox, and finishes with the sender's outcome, after at least 2 s.
 * - When sending ends, `lastOutcome` is the sender's outcome and LEAD.SETTLED
 *   is emitted with it (src/machines/leadSubmission.ts; the lead hook shows
 *   the toast). Only if it is `{ kind: 'sent' }` are the values cleared and the
 *   wizard back on step 1. Anything else (not configured, throttled, spam,
 *   queued offline, refused, broken): every value is kept, the wizard is on
 *   step 3 again and `restoreFocus` runs. Outside a lead system (no sender)
 *   the submission breaks: nothing can count as sent, and neither can a build
 *   without mail configuration, whose sender reports a failure.
 *
 * The view provides `focusStep` (moves focus to the heading of the step shown
 * after NEXT, BACK or a sent quote; the view also announces it) and
 * `restoreFocus` (after a failure, the send button for whoever pressed it).
 */
export type QuickQuoteChangeEvent = {
  [Field in QuickQuoteField]: { type: 'QUOTE.CHANGE'; field: Field; value: QuickQuoteValues[Field] };
}[QuickQuoteField];

export type QuickQuoteEvent = QuickQuoteChangeEvent | { type: 'QUOTE.NEXT' } | { type: 'QUOTE.BACK' } | { type: 'QUOTE.SUBMIT' };

export interface QuickQuoteContext {
  values: QuickQuoteValues;
  /** The outcome of the last submission, once sending has ended. */
  lastOutcome: SendOutcome | null;
}

export const quickQuoteMachine = setup({
  types: {
    context: {} as QuickQuoteContext,
    events: {} as QuickQuoteEvent,
    emitted: {} as LeadSettled,
  },
  guards: {
    /** The field is shown on `step` and the value is allowed there. */
    isChangeOnStep: ({ event }, params: { step: QuickQuoteStep }) =>
      event.type === 'QUOTE.CHANGE' && quickQuoteStepFields[params.step].includes(event.field) && isQuickQuoteValue(event.field, event.value),
    isStepValid: ({ context }, params: { step: QuickQuoteStep }) => isQuickQuoteStepValid(params.step, context.values),
    isComplete: ({ context }) => isQuickQuoteComplete(context.values),
    wasSent: (_, output: SendOutcome) => output.kind === 'sent',
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) => {
        if (event.type !== 'QUOTE.CHANGE') return context.values;
        const value = event.field === 'message' ? event.value.slice(0, QUICK_QUOTE_MESSAGE_MAX) : event.value;
        return { ...context.values, [event.field]: value };
      },
    }),
    rememberOutcome: assign({ lastOutcome: (_, outcome: SendOutcome) => outcome }),
    clearValues: assign({ values: { ...emptyQuickQuote } }),
    emitSettled: emit(({ context }) => ({ type: 'LEAD.SETTLED' as const, outcome: context.lastOutcome! })),
    /** Provided by the view: moves focus to the heading of `step` (and announces it). */
    focusStep: (_, _params: { step: QuickQuoteStep }) => {},
    /** Provided by the view: after a failure, focus back on the send button if it was lost. */
    restoreFocus: () => {},
  },
  actors: { submission: leadSubmissionMachine },
}).createMachine({
  id: 'quickQuote',
  context: { values: { ...emptyQuickQuote }, lastOutcome: null },
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
      invoke: {
        id: 'submission',
        src: 'submission',
        input: ({ context }) => ({ values: quoteContactValues(context.values), params: quoteTemplateParams(context.values), holdForMinimum: true }),
        onDone: [
          {
            guard: { type: 'wasSent', params: ({ event }: { event: DoneActorEvent<SendOutcome> }) => event.output },
            target: 'editing.step1',
            actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'clearValues', 'emitSettled', { type: 'focusStep', params: { step: 1 } }],
          },
          { target: 'editing.step3', actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'emitSettled', 'restoreFocus'] },
        ],
      },
    },
  },
});

export type QuickQuoteSnapshot = SnapshotFrom<typeof quickQuoteMachine>;

/** The step the wizard shows (sending shows step 3, whose submit button reads as sending). */
export function quickQuoteStepOf(snapshot: QuickQuoteSnapshot): QuickQuoteStep {
  if (snapshot.matches({ editing: 'step1' })) return 1;
  if (snapshot.matches({ editing: 'step2' })) return 2;
  return 3;
}

/**
 * What the step on screen still needs before QUOTE.NEXT is taken (issue 36: the view names it
 * beside the disabled Next button): the errors of its required fields, in the step's order.
 * Empty when Next can go on, on step 3 (nothing there is required) and while sending.
 */
export function quickQuoteMissing(snapshot: QuickQuoteSnapshot): QuickQuoteFieldError[] {
  if (!snapshot.matches('editing')) return [];
  return quickQuoteStepErrors(quickQuoteStepOf(snapshot), snapshot.context.values);
}
