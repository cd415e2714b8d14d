import { type Actor, type AnyActorLogic, type AnyActorRef, createActor, fromPromise, toPromise } from 'xstate';
import { toastsMayFollow } from '../components/Toaster/toastEvent';
import { getInspect } from '../devtools/inspector';
import { type SendOutcome, contactSenderMachine } from '../machines/contactSender';
import { type ContactSubmissionInput, contactSubmissionMachine } from '../machines/contactSubmission';
import { contactSystemMachine } from '../machines/contactSystem';
import type { ContactFormValues } from './formValues';
import { mailConfig } from './bakedMailConfig';
import { isMailConfigured } from './mailConfig';
import type { ProviderAnswer } from './provider';
import type { TemplateParams } from './templateParams';

/**
 * The sending code (mail SDK, offline outbox) is its own chunk, fetched on first use or when a
 * form is about to send; the toaster's code comes along, so a send that finds the connection
 * gone can still say so.
 */
export function loadSending() {
  toastsMayFollow();
  return import('./pageOutbox');
}

type ContactSystem = Actor<typeof contactSystemMachine>;

let system: ContactSystem | undefined;
let children = 0;

/** The page's sender with the page's effects: the provider's SDK and the offline outbox, fetched when first needed. */
const pageContactSystemMachine = contactSystemMachine.provide({
  actors: {
    sender: contactSenderMachine.provide({
      actors: {
        sendMessage: fromPromise<ProviderAnswer, TemplateParams>(({ input }) => loadSending().then((sending) => sending.sendMessage(input))),
        queueMessage: fromPromise<{ backgroundSync: boolean }, TemplateParams>(({ input }) => loadSending().then((sending) => sending.queueForLater(input))),
      },
    }),
  },
});

/**
 * The page's contact system (src/machines/contactSystem.ts, spec sections 4, 5 and 9): created
 * on first use and kept for the page load, so the sender's 30 s throttle, spam and configuration
 * checks and offline outbox apply per page load to every form that sends mail (contact form,
 * quick quote), across client-side moves away and back. Attached to the inspector like every
 * actor. Browser only: call it from an event or effect, never during render.
 */
export function pageContactSystem(): ContactSystem {
  system ??= createActor(pageContactSystemMachine, { input: { configured: isMailConfigured(mailConfig) }, inspect: getInspect() }).start();
  return system;
}

/**
 * Starts `logic` as a child of the page's contact system (a form with the view's effects
 * provided) and returns it with the function that stops it again.
 */
export function startInContactSystem<TLogic extends AnyActorLogic>(logic: TLogic, input?: unknown): { child: AnyActorRef; stop: () => void } {
  const root = pageContactSystem();
  children++;
  const id = `${(logic as { id?: string }).id ?? 'child'}-${children}`;
  root.send({ type: 'CHILD.START', id, logic, input });
  const child = (root.getSnapshot().children as Record<string, AnyActorRef>)[id]!;
  return { child, stop: () => root.send({ type: 'CHILD.STOP', id }) };
}

/**
 * Hands a submission to the page's sender and resolves with its outcome (never rejects: a
 * failure is an outcome). `params` replaces the contact form's template parameters (the quick
 * quote's carry its source, service, budget and timeline); `values` go through the spam check.
 * A submission while another is still on its way is refused as throttled. For forms outside the
 * contact system: each call is a contactSubmission child of it until the outcome is known.
 */
export function submitToPageSender(values: ContactFormValues, params?: TemplateParams): Promise<SendOutcome> {
  const input: ContactSubmissionInput = params ? { values, params } : { values };
  const { child, stop } = startInContactSystem(contactSubmissionMachine, input);
  return toPromise(child as Actor<typeof contactSubmissionMachine>).finally(stop);
}
