import { assign, sendTo, setup } from 'xstate';
import type { ContactFormValues } from '../contact/formValues';
import type { TemplateParams } from '../contact/templateParams';
import { type SendOutcome, type SenderResultEvent, contactSenderId } from './contactSender';

/**
 * One submission to the page's sender, from start to outcome: hands the values
 * (and a form's own template parameters, if any) to the actor registered as
 * `contactSender` in its actor system, with itself as the one to answer, and
 * finishes with the outcome the sender reports (its output). The contact form
 * invokes it while `submitting`, so leaving that state (the form closed) stops
 * it and a late answer reaches nobody; `submitToPageSender` starts one per call
 * for forms outside the system (the quick quote).
 */
export interface ContactSubmissionInput {
  values: ContactFormValues;
  params?: TemplateParams;
}

export const contactSubmissionMachine = setup({
  types: {
    context: {} as ContactSubmissionInput & { outcome: SendOutcome | null },
    input: {} as ContactSubmissionInput,
    events: {} as SenderResultEvent,
    output: {} as SendOutcome,
  },
  actions: {
    handToSender: sendTo(
      ({ system }) => system.get(contactSenderId),
      ({ context, self }) => ({ type: 'SENDER.SUBMIT' as const, values: context.values, params: context.params, replyTo: self }),
    ),
    rememberOutcome: assign({ outcome: ({ event }) => event.outcome }),
  },
}).createMachine({
  id: 'contactSubmission',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'waiting',
  states: {
    waiting: { entry: 'handToSender', on: { 'SENDER.RESULT': { target: 'reported', actions: 'rememberOutcome' } } },
    reported: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
