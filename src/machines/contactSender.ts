import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AnyActorRef, assign, fromPromise, sendTo, setup } from 'xstate';
import type { ContactFormValues } from '../contact/formValues';
import type { ProviderAnswer } from '../contact/provider';
import { isSpam } from '../contact/spam';
import { type TemplateParams, toTemplateParams } from '../contact/templateParams';

/**
 * The sending flow of spec sections 4, 5, 7 and 8, for one page load (the
 * invoked child `sender` of the leadSystem machine, system id
 * `contactSender`): throttle (one submission per 30 s), spam check,
 * configuration check, send through the mail provider; only status 200 is
 * success. Only a network failure (status 0) is kept for later delivery; a
 * configuration error or a refusal by the provider is reported as a failure and
 * never as queued. Every submission carries the actor that waits for its
 * outcome (`replyTo`, a leadSubmission actor) and gets exactly one
 * SENDER.RESULT back; one that arrives while another is on its way is refused
 * as throttled. Sending and storing are invoked promise actors the page
 * provides (`sendMessage`, `queueMessage`), so they belong to the state that
 * runs them: their answer counts only there.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'throttled' }
  | { kind: 'spam' }
  | { kind: 'queued'; backgroundSync: boolean }
  | { kind: 'failed'; reason: MessageDescriptor | string };

export interface SenderResultEvent {
  type: 'SENDER.RESULT';
  outcome: SendOutcome;
}

/** The system id of the page's sender: submissions find it with `system.get(contactSenderId)`. */
export const contactSenderId = 'contactSender';

export type ContactSenderEvent = {
  /**
   * `values` go through the spam check; the mail carries `params` when given
   * (another form of the site, e.g. the quick quote's quoteTemplateParams),
   * else the contact form's template parameters of `values`. The outcome goes to `replyTo`.
   */
  type: 'SENDER.SUBMIT';
  values: ContactFormValues;
  params?: TemplateParams;
  replyTo: AnyActorRef;
};

export interface ContactSenderContext {
  configured: boolean;
  /** True while the throttle window is closed (mirrors the `throttle` region; a guard cannot read states). */
  throttled: boolean;
  /** The template parameters of the submission being sent or queued. */
  params: TemplateParams | null;
  /** Who waits for the outcome of the submission being sent or queued. */
  replyTo: AnyActorRef | null;
}

/** The thrown "not configured" error of spec section 8, as the failure reason. */
export const notConfiguredReason = msg({
  message: 'The mail service is not configured.',
  comment: 'Reason in a contact form failure toast: the site was built without mail provider keys',
});
export const unknownErrorReason = msg({ message: 'Unknown error', comment: 'Reason in a contact form failure toast' });

/** Spec section 8: the provider's own texts for the statuses it can answer. */
export const providerReasons: Record<number, MessageDescriptor> = {
  0: msg({ message: 'Network Error', comment: 'Mail provider error (status 0, no connection)' }),
  403: msg({ message: 'Forbidden', comment: 'Mail provider error 403 (a blocked value)' }),
  429: msg({ message: 'Too Many Requests', comment: 'Mail provider error 429 (throttled)' }),
  451: msg({ message: 'Unavailable For Headless Browser', comment: 'Mail provider error 451' }),
};

export function reasonFor(answer: ProviderAnswer): MessageDescriptor | string {
  return providerReasons[answer.status] ?? (answer.text.trim() || unknownErrorReason);
}

export const contactSenderMachine = setup({
  types: {
    context: {} as ContactSenderContext,
    events: {} as ContactSenderEvent,
    input: {} as { configured: boolean },
  },
  delays: {
    /** Spec section 9: submit throttle 30000 ms, per page load. */
    submitThrottle: 30_000,
  },
  guards: {
    // (not xstate's stateIn: that helper would be in every page's script, the budget)
    isThrottled: ({ context }) => context.throttled,
    isSpam: ({ event }) => isSpam(event.values),
    isNotConfigured: ({ context }) => !context.configured,
    isAccepted: (_, answer: ProviderAnswer) => answer.status === 200,
    isNetworkFailure: (_, answer: ProviderAnswer) => answer.status === 0,
  },
  actions: {
    rememberSubmission: assign({
      params: ({ event }) => event.params ?? toTemplateParams(event.values),
      replyTo: ({ event }) => event.replyTo,
    }),
    forgetSubmission: assign({ params: null, replyTo: null }),
    closeThrottleWindow: assign({ throttled: true }),
    openThrottleWindow: assign({ throttled: false }),
    /** The outcome, to the submission this event carries, else to the one being sent or queued. */
    report: sendTo(
      ({ context, event }) => (event.type === 'SENDER.SUBMIT' ? event.replyTo : context.replyTo!),
      (_, outcome: SendOutcome): SenderResultEvent => ({ type: 'SENDER.RESULT', outcome }),
    ),
  },
  actors: {
    /** Provided by the page: sends the parameters through the provider and resolves with its answer, whatever the status. */
    sendMessage: fromPromise<ProviderAnswer, TemplateParams>(async () => {
      throw new Error('sendMessage not provided');
    }),
    /** Provided by the page: stores the parameters for later delivery; rejects if they could not be stored. */
    queueMessage: fromPromise<{ backgroundSync: boolean }, TemplateParams>(async () => {
      throw new Error('queueMessage not provided');
    }),
  },
}).createMachine({
  id: 'contactSender',
  context: ({ input }) => ({ configured: input.configured, throttled: false, params: null, replyTo: null }),
  type: 'parallel',
  states: {
    throttle: {
      initial: 'open',
      states: {
        open: { on: { 'SENDER.SUBMIT': 'closed' } },
        closed: { entry: 'closeThrottleWindow', exit: 'openThrottleWindow', after: { submitThrottle: 'open' } },
      },
    },
    delivery: {
      initial: 'idle',
      // One submission at a time: another one meanwhile (a second form of the page) is refused as throttled.
      on: { 'SENDER.SUBMIT': { actions: { type: 'report', params: { kind: 'throttled' } } } },
      states: {
        idle: {
          on: {
            'SENDER.SUBMIT': [
              // guards see the context before this event (both regions take it at once): a submission within 30 s of the last one
              { guard: 'isThrottled', actions: { type: 'report', params: { kind: 'throttled' } } },
              { guard: 'isSpam', actions: { type: 'report', params: { kind: 'spam' } } },
              { guard: 'isNotConfigured', actions: { type: 'report', params: { kind: 'failed', reason: notConfiguredReason } } },
              { target: 'sending', actions: 'rememberSubmission' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => context.params!,
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'report', params: { kind: 'sent' } }, 'forgetSubmission'],
              },
              { guard: { type: 'isNetworkFailure', params: ({ event }) => event.output }, target: 'queueing' },
              {
                target: 'idle',
                actions: [{ type: 'report', params: ({ event }) => ({ kind: 'failed', reason: reasonFor(event.output) }) }, 'forgetSubmission'],
              },
            ],
            // The send broke without an answer: an honest failure, never "sent" or "queued".
            onError: {
              target: 'idle',
              actions: [{ type: 'report', params: { kind: 'failed', reason: unknownErrorReason } }, 'forgetSubmission'],
            },
          },
        },
        queueing: {
          invoke: {
            id: 'queueMessage',
            src: 'queueMessage',
            input: ({ context }) => context.params!,
            onDone: {
              target: 'idle',
              actions: [{ type: 'report', params: ({ event }) => ({ kind: 'queued', backgroundSync: event.output.backgroundSync }) }, 'forgetSubmission'],
            },
            // Could not even store it: an honest failure, the visitor keeps the text.
            onError: {
              target: 'idle',
              actions: [{ type: 'report', params: { kind: 'failed', reason: providerReasons[0]! } }, 'forgetSubmission'],
            },
          },
        },
      },
    },
  },
});
