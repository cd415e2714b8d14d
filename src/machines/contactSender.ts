import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import type { ContactFormValues } from '../contact/formValues';
import type { ProviderAnswer } from '../contact/provider';
import { isSpam } from '../contact/spam';
import { type TemplateParams, toTemplateParams } from '../contact/templateParams';

/**
 * The sending flow of spec sections 4, 5, 7 and 8, for one page load:
 * throttle (one submission per 30 s), spam check, configuration check, send
 * through the mail provider; only status 200 is success. Only a network
 * failure (status 0) is kept for later delivery; a configuration error or a
 * refusal by the provider is reported as a failure and never as queued.
 * Every outcome is reported once (the `report` action; the view passes it on
 * to the contact form as SENDER.RESULT). Sending and storing are effects the
 * view provides (`startSend`, `startQueue`); they answer with SENDER.ANSWERED,
 * SENDER.QUEUED or SENDER.QUEUE_FAILED.
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

export type ContactSenderEvent =
  /**
   * `values` go through the spam check; the mail carries `params` when given
   * (another form of the site, e.g. the quick quote's quoteTemplateParams),
   * else the contact form's template parameters of `values`.
   */
  | { type: 'SENDER.SUBMIT'; values: ContactFormValues; params?: TemplateParams }
  /** The provider's answer (status 0: no connection; -1: the send broke without an answer). */
  | { type: 'SENDER.ANSWERED'; answer: ProviderAnswer }
  | { type: 'SENDER.QUEUED'; backgroundSync: boolean }
  | { type: 'SENDER.QUEUE_FAILED' };

export interface ContactSenderContext {
  configured: boolean;
  /** True while the throttle window is closed (mirrors the `throttle` region; a guard cannot read states). */
  throttled: boolean;
  /** The template parameters of the submission being sent or queued. */
  params: TemplateParams | null;
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
    isSpam: ({ event }) => event.type === 'SENDER.SUBMIT' && isSpam(event.values),
    isNotConfigured: ({ context }) => !context.configured,
    isAccepted: ({ event }) => event.type === 'SENDER.ANSWERED' && event.answer.status === 200,
    isNetworkFailure: ({ event }) => event.type === 'SENDER.ANSWERED' && event.answer.status === 0,
  },
  actions: {
    rememberParams: assign({
      params: ({ event }) => (event.type === 'SENDER.SUBMIT' ? (event.params ?? toTemplateParams(event.values)) : null),
    }),
    forgetParams: assign({ params: null }),
    closeThrottleWindow: assign({ throttled: true }),
    openThrottleWindow: assign({ throttled: false }),
    /** Provided by the view: sends the parameters through the provider, then SENDER.ANSWERED. */
    startSend: (_, _params: TemplateParams) => {},
    /** Provided by the view: stores the parameters for later, then SENDER.QUEUED or SENDER.QUEUE_FAILED. */
    startQueue: (_, _params: TemplateParams) => {},
    /** Provided by the view: passes the outcome to the form. */
    report: (_, _outcome: SendOutcome) => {},
  },
}).createMachine({
  id: 'contactSender',
  context: ({ input }) => ({ configured: input.configured, throttled: false, params: null }),
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
      states: {
        idle: {
          on: {
            'SENDER.SUBMIT': [
              // guards see the context before this event (both regions take it at once): a submission within 30 s of the last one
              { guard: 'isThrottled', actions: { type: 'report', params: { kind: 'throttled' } } },
              { guard: 'isSpam', actions: { type: 'report', params: { kind: 'spam' } } },
              { guard: 'isNotConfigured', actions: { type: 'report', params: { kind: 'failed', reason: notConfiguredReason } } },
              { target: 'sending', actions: 'rememberParams' },
            ],
          },
        },
        sending: {
          entry: { type: 'startSend', params: ({ context }) => context.params! },
          on: {
            'SENDER.ANSWERED': [
              { guard: 'isAccepted', target: 'idle', actions: ['forgetParams', { type: 'report', params: { kind: 'sent' } }] },
              { guard: 'isNetworkFailure', target: 'queueing' },
              {
                target: 'idle',
                actions: [
                  'forgetParams',
                  { type: 'report', params: ({ event }) => ({ kind: 'failed', reason: reasonFor(event.answer) }) },
                ],
              },
            ],
          },
        },
        queueing: {
          entry: { type: 'startQueue', params: ({ context }) => context.params! },
          on: {
            'SENDER.QUEUED': {
              target: 'idle',
              actions: ['forgetParams', { type: 'report', params: ({ event }) => ({ kind: 'queued', backgroundSync: event.backgroundSync }) }],
            },
            // Could not even store it: an honest failure, the visitor keeps the text.
            'SENDER.QUEUE_FAILED': {
              target: 'idle',
              actions: ['forgetParams', { type: 'report', params: { kind: 'failed', reason: providerReasons[0]! } }],
            },
          },
        },
      },
    },
  },
});
