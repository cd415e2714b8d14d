import { type Actor, createActor } from 'xstate';
import { type SendOutcome, contactSenderMachine } from '../machines/contactSender';
import type { ContactFormValues } from './formValues';
import { isMailConfigured, mailConfig } from './mailConfig';
import type { TemplateParams } from './templateParams';

/** The sending code (mail SDK, offline outbox) is its own chunk, fetched on first use. */
export const loadSending = () => import('./pageOutbox');

type PageSender = Actor<typeof contactSenderMachine>;

let sender: PageSender | undefined;
/** Who waits for which report: the sender handles one submission at a time and reports each once, in order. */
const waiting: Array<(outcome: SendOutcome) => void> = [];

/**
 * The page's one contact sender (spec sections 4, 5 and 9): created on first use and kept for
 * the page load, so its 30 s throttle, spam and configuration checks and offline outbox apply
 * per page load to every form that sends mail (contact form, quick quote), across client-side
 * moves away and back. Browser only: call it from an event or effect, never during render.
 */
function pageSender(): PageSender {
  sender ??= createActor(
    contactSenderMachine.provide({
      actions: {
        startSend: ({ self }, params) => {
          loadSending()
            .then((sending) => sending.sendMessage(params))
            .then(
              (answer) => self.send({ type: 'SENDER.ANSWERED', answer }),
              () => self.send({ type: 'SENDER.ANSWERED', answer: { status: -1, text: '' } }),
            );
        },
        startQueue: ({ self }, params) => {
          loadSending()
            .then((sending) => sending.queueForLater(params))
            .then(
              ({ backgroundSync }) => self.send({ type: 'SENDER.QUEUED', backgroundSync }),
              () => self.send({ type: 'SENDER.QUEUE_FAILED' }),
            );
        },
        report: (_, outcome) => waiting.shift()?.(outcome),
      },
    }),
    { input: { configured: isMailConfigured(mailConfig) } },
  ).start();
  return sender;
}

/**
 * Hands a submission to the page's sender and resolves with its outcome (never rejects: a
 * failure is an outcome). `params` replaces the contact form's template parameters (the quick
 * quote's carry its source, service, budget and timeline); `values` go through the spam check.
 * A submission while another is still on its way is refused as throttled: within 30 s of the
 * last one it would be anyway.
 */
export function submitToPageSender(values: ContactFormValues, params?: TemplateParams): Promise<SendOutcome> {
  const actor = pageSender();
  if (!actor.getSnapshot().matches({ delivery: 'idle' })) return Promise.resolve({ kind: 'throttled' });
  return new Promise((resolve) => {
    waiting.push(resolve);
    actor.send({ type: 'SENDER.SUBMIT', values, params });
  });
}
