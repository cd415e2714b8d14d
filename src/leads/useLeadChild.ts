import { useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, type EventFrom, type InputFrom, type SnapshotFrom, createActor } from 'xstate';
import type { SendOutcome } from '../machines/contactSender';
import type { LeadSettled } from '../machines/leadSubmission';
import type { ToastContent } from '../machines/toast';
import { toastsMayFollow } from '../lib/toastEvent';
import { sendingCode, startInLeadSystem } from './pageLeadSystem';
import { showToast } from './showToast';

export interface LeadChildOptions<TMachine extends AnyStateMachine> {
  /** The form's input, read once, on the first render. */
  input?: InputFrom<TMachine>;
  /**
   * When the form is close to sending (the visitor started on it, reached its last step, saw it
   * open): from then on the sending code (src/leads/pageOutbox.ts) and the toaster load, so a
   * visitor who then loses the connection can still queue the lead and be told so, and nothing
   * of it is in the page's load.
   */
  sendingNear: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /**
   * The form's own toast for each outcome its machine settles with (LEAD.SETTLED,
   * src/machines/leadSubmission.ts): its texts live in its page's catalog, which the toaster reads.
   */
  toastFor: (outcome: SendOutcome) => ToastContent;
  /**
   * The form's text fields (element id → the event that gives the machine a field's value).
   * The running child takes over what they show when it starts: text typed (or autofilled)
   * before, which the first snapshot's empty values would otherwise be rendered over.
   */
  shownFields?: ReadonlyArray<readonly [id: string, change: (value: string) => EventFrom<TMachine>]>;
}

/**
 * Runs a lead form's machine (with the view's effects provided) as a child of the page's lead
 * system (src/machines/leadSystem.ts) while the component is mounted, so its submissions reach
 * the page's one sender inside one actor system. Every lead form reports the same way: its
 * machine emits LEAD.SETTLED once per submission, and this hook, the one place that listens,
 * shows the form's toast for it. Until it is mounted (the server's render, hydration) the
 * component renders the machine's first snapshot from an actor that never starts, so the
 * markup is the same. The options are read once, on the first render.
 */
export function useLeadChild<TMachine extends AnyStateMachine>(logic: TMachine, options: LeadChildOptions<TMachine>): Actor<TMachine> {
  const [slot] = useState(() => childSlot(logic, options));
  return useSyncExternalStore(slot.subscribe, slot.current, slot.beforeMount);
}

/**
 * The child as an external store: started when React subscribes, stopped when it lets go (both
 * after render), given what its fields show as it starts, and listened to while it runs: its
 * outcomes become toasts, and the sending code loads once it is near sending.
 */
function childSlot<TMachine extends AnyStateMachine>(logic: TMachine, { input, sendingNear, toastFor, shownFields = [] }: LeadChildOptions<TMachine>) {
  const firstSnapshot = createActor(logic as AnyStateMachine, { input }) as Actor<TMachine>;
  let running: Actor<TMachine> | null = null;
  return {
    subscribe(onChange: () => void) {
      const started = startInLeadSystem(logic, input);
      const child = started.child as Actor<TMachine>;
      running = child;
      const settled = child.on('LEAD.SETTLED', ({ outcome }: LeadSettled) => showToast(toastFor(outcome)));
      const near = child.subscribe((snapshot) => {
        if (!sendingNear(snapshot)) return;
        near.unsubscribe();
        toastsMayFollow();
        // Without it, the send (which asks for the code again) reports its own failure.
        sendingCode().then(
          (outbox) => outbox.startOutbox(),
          () => {},
        );
      });
      // Before React renders the running child: its values are then what the fields show, and stay there.
      for (const [id, change] of shownFields) {
        const field = document.getElementById(id);
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) child.send(change(field.value));
      }
      onChange();
      return () => {
        settled.unsubscribe();
        near.unsubscribe();
        started.stop();
        running = null;
      };
    },
    current: () => running ?? firstSnapshot,
    beforeMount: () => firstSnapshot,
  };
}
