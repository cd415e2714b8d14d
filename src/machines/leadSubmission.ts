import { type AnyActorRef, assign, enqueueActions, setup } from 'xstate';
import type { ContactFormValues } from '../contact/formValues';
import type { TemplateParams } from '../contact/templateParams';
import { type SendOutcome, type SenderResultEvent, contactSenderId, unknownErrorReason } from './contactSender';

/**
 * One lead on its way, from the form's submit to the outcome the form shows: the one piece
 * every form that sends a lead invokes while it shows "sending" (the contact form, the quick
 * quote, the SEO popup). Two regions that must both finish:
 * - `delivery`: hands the values (and the form's own template parameters, if any) to the actor
 *   registered as `contactSender` in its actor system, with itself as the one to answer, and
 *   waits for the one SENDER.RESULT the sender reports (outside a lead system, with no sender
 *   to hand it to, it reports a failure itself: nothing counts as sent that was not);
 * - `minimumTime`: the named delay `minimumSendingTime` (spec section 9: sending takes 2 s; kept
 *   as a minimum, so the sending state never flickers). A form whose send is real and has no
 *   such time in the spec (the contact form: `holdForMinimum: false`) skips it.
 * Its output is the sender's outcome. The form invokes it, so leaving the sending state (the
 * form closed) stops it and a late answer reaches nobody; the sender still finishes the send.
 */
export interface LeadSubmissionInput {
  values: ContactFormValues;
  params?: TemplateParams;
  /** Show sending for at least `minimumSendingTime` (the quick quote's and the popup's 2 s). */
  holdForMinimum: boolean;
}

/** Spec section 9: sending takes 2 s (here: at least 2 s). */
export const MINIMUM_SENDING_MS = 2000;

export const leadSubmissionMachine = setup({
  types: {
    context: {} as LeadSubmissionInput & { outcome: SendOutcome | null },
    input: {} as LeadSubmissionInput,
    events: {} as SenderResultEvent,
    output: {} as SendOutcome,
  },
  delays: {
    minimumSendingTime: MINIMUM_SENDING_MS,
  },
  guards: {
    hasNoMinimum: ({ context }) => !context.holdForMinimum,
  },
  actions: {
    handToSender: enqueueActions(({ enqueue, context, self, system }) => {
      const sender = system.get(contactSenderId) as AnyActorRef | undefined;
      if (sender) enqueue.sendTo(sender, { type: 'SENDER.SUBMIT', values: context.values, params: context.params, replyTo: self });
      else enqueue.raise({ type: 'SENDER.RESULT', outcome: { kind: 'failed', reason: unknownErrorReason } });
    }),
    rememberOutcome: assign({ outcome: ({ event }) => event.outcome }),
  },
}).createMachine({
  id: 'leadSubmission',
  context: ({ input }) => ({ ...input, outcome: null }),
  type: 'parallel',
  states: {
    delivery: {
      initial: 'waiting',
      states: {
        waiting: { entry: 'handToSender', on: { 'SENDER.RESULT': { target: 'reported', actions: 'rememberOutcome' } } },
        reported: { type: 'final' },
      },
    },
    minimumTime: {
      initial: 'running',
      states: {
        running: { always: { guard: 'hasNoMinimum', target: 'elapsed' }, after: { minimumSendingTime: 'elapsed' } },
        elapsed: { type: 'final' },
      },
    },
  },
  output: ({ context }) => context.outcome!,
});

/**
 * The one event every lead form (contact form, quick quote, SEO popup) emits when a submission
 * ends, with the sender's outcome. Only `{ kind: 'sent' }` means the lead went out: queued,
 * throttled, spam and failed are not sent, and no form says they were. The shared lead hook
 * (src/leads/useLeadChild.ts) turns it into the form's toast.
 */
export type LeadSettled = { type: 'LEAD.SETTLED'; outcome: SendOutcome };

/** Why a lead was not sent: the sender's outcome. */
export type LeadFailureCause = Exclude<SendOutcome, { kind: 'sent' }>;
