import { type AnyActorLogic, enqueueActions, setup, stopChild } from 'xstate';
import { contactSenderId, contactSenderMachine } from './contactSender';

/**
 * The page's contact system (issue 17): one root actor per page load whose
 * children are the page's one sender (invoked as `sender`, system id
 * `contactSender`, so its 30 s throttle, spam and configuration checks and
 * offline outbox hold per page load) and the forms that send through it,
 * started by CHILD.START while a form is on screen and stopped by CHILD.STOP
 * when it goes (the contact form; a submission of a form outside the system).
 * So the inspector shows one system, and a form's submissions reach the sender
 * as events between actors of it. Created in src/contact/pageSender.ts.
 */
export type ContactSystemEvent =
  /** A child with its logic (the view provides the form's effects) and input, under an id unique in the page load. */
  | { type: 'CHILD.START'; id: string; logic: AnyActorLogic; input?: unknown }
  | { type: 'CHILD.STOP'; id: string };

export const contactSystemMachine = setup({
  types: {
    context: {} as { configured: boolean },
    input: {} as { configured: boolean },
    events: {} as ContactSystemEvent,
  },
  actors: { sender: contactSenderMachine },
  actions: {
    startChild: enqueueActions(({ enqueue, event }) => {
      // The typings allow an id only for logic named in `actors`; a form's logic comes with its event.
      const spawnChild = enqueue.spawnChild as unknown as (logic: AnyActorLogic, options: { id: string; input: unknown }) => void;
      if (event.type === 'CHILD.START') spawnChild(event.logic, { id: event.id, input: event.input });
    }),
    stopChild: stopChild(({ event }) => event.id),
  },
}).createMachine({
  id: 'contactSystem',
  context: ({ input }) => ({ configured: input.configured }),
  invoke: { id: 'sender', systemId: contactSenderId, src: 'sender', input: ({ context }) => ({ configured: context.configured }) },
  on: {
    'CHILD.START': { actions: 'startChild' },
    'CHILD.STOP': { actions: 'stopChild' },
  },
});
