import { type AnyActorLogic, enqueueActions, setup, stopChild } from 'xstate';
import { contactSenderId, contactSenderMachine } from './contactSender';

/**
 * The page's lead system (issues 17 and 28): one root actor per page load that owns
 * everything that sends a lead. Its children are the page's one sender (invoked as `sender`,
 * system id `contactSender`, so its 30 s throttle, spam and configuration checks and offline
 * outbox hold per page load) and the forms that send through it: the contact form, the quick
 * quote and the SEO popup, each started by CHILD.START while it is on screen and stopped by
 * CHILD.STOP when it goes. Each form invokes a leadSubmission while it sends, which reaches
 * the sender as events between actors of this one system, so the inspector shows one tree.
 * Created in src/leads/pageLeadSystem.ts.
 */
export type LeadSystemEvent =
  /** A form with its logic (the view provides the form's effects) and input, under an id unique in the page load. */
  | { type: 'CHILD.START'; id: string; logic: AnyActorLogic; input?: unknown }
  | { type: 'CHILD.STOP'; id: string };

export const leadSystemMachine = setup({
  types: {
    context: {} as { configured: boolean },
    input: {} as { configured: boolean },
    events: {} as LeadSystemEvent,
  },
  actors: { sender: contactSenderMachine },
  actions: {
    startChild: enqueueActions(({ enqueue, event }) => {
      // xstate's typings allow an id only for logic named in `actors`; a form's logic comes with its event
      // (its view effects provided), and naming the three forms here would put all three in every page that
      // has one (docs/decisions.md, "One lead system").
      const spawnChild = enqueue.spawnChild as unknown as (logic: AnyActorLogic, options: { id: string; input: unknown }) => void;
      if (event.type === 'CHILD.START') spawnChild(event.logic, { id: event.id, input: event.input });
    }),
    stopChild: stopChild(({ event }) => event.id),
  },
}).createMachine({
  id: 'leadSystem',
  context: ({ input }) => ({ configured: input.configured }),
  invoke: { id: 'sender', systemId: contactSenderId, src: 'sender', input: ({ context }) => ({ configured: context.configured }) },
  on: {
    'CHILD.START': { actions: 'startChild' },
    'CHILD.STOP': { actions: 'stopChild' },
  },
});
