import { type Actor, type AnyActorLogic, type AnyActorRef, createActor, fromPromise } from 'xstate';
import { mailConfig } from '../contact/bakedMailConfig';
import { isMailConfigured } from '../contact/mailConfig';
import type { ProviderAnswer } from '../contact/provider';
import type { TemplateParams } from '../contact/templateParams';
import { getInspect } from '../devtools/inspector';
import { when } from '../islands/when';
import { contactSenderMachine } from '../machines/contactSender';
import { leadSystemMachine } from '../machines/leadSystem';

type LeadSystem = Actor<typeof leadSystemMachine>;

let system: LeadSystem | undefined;
let children = 0;

/**
 * The sending code (src/leads/pageOutbox.ts): the provider's SDK and the offline outbox, one chunk,
 * fetched when first asked for (a form near sending, its send). A failed fetch rejects; the next ask
 * tries again.
 */
export const sendingCode = () => when().get(() => import('./pageOutbox'));

/** The page's sender with the page's effects: the sending code's, fetched when first needed. */
const pageLeadSystemMachine = leadSystemMachine.provide({
  actors: {
    sender: contactSenderMachine.provide({
      actors: {
        sendMessage: fromPromise<ProviderAnswer, TemplateParams>(({ input }) => sendingCode().then((sending) => sending.sendMessage(input))),
        queueMessage: fromPromise<{ backgroundSync: boolean }, TemplateParams>(({ input }) => sendingCode().then((sending) => sending.queueForLater(input))),
      },
    }),
  },
});

/**
 * The page's lead system (src/machines/leadSystem.ts, spec sections 4, 5 and 9): created on
 * first use and kept for the page load, so the sender's 30 s throttle, spam and configuration
 * checks and offline outbox apply per page load to every form that sends a lead (contact form,
 * quick quote, SEO popup), across client-side moves away and back. Attached to the inspector
 * like every actor: one tree. Browser only: call it from an event or effect, never during render.
 */
export function pageLeadSystem(): LeadSystem {
  system ??= createActor(pageLeadSystemMachine, { input: { configured: isMailConfigured(mailConfig) }, inspect: getInspect() }).start();
  return system;
}

/**
 * Starts `logic` as a child of the page's lead system (a form with the view's effects
 * provided) and returns it with the function that stops it again.
 */
export function startInLeadSystem<TLogic extends AnyActorLogic>(logic: TLogic, input?: unknown): { child: AnyActorRef; stop: () => void } {
  const root = pageLeadSystem();
  children++;
  const id = `${(logic as { id?: string }).id ?? 'child'}-${children}`;
  root.send({ type: 'CHILD.START', id, logic, input });
  const child = (root.getSnapshot().children as Record<string, AnyActorRef>)[id]!;
  return { child, stop: () => root.send({ type: 'CHILD.STOP', id }) };
}
