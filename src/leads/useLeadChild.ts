import { useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, type EventFrom, type InputFrom, type SnapshotFrom, createActor } from 'xstate';
import { loadSending } from './loadSending';
import { startInLeadSystem } from './pageLeadSystem';

export interface LeadChildOptions<TMachine extends AnyStateMachine> {
  /** The form's input, read once, on the first render. */
  input?: InputFrom<TMachine>;
  /**
   * When the form is close to sending (the visitor started on it, reached its last step, saw it
   * open): from then on the sending code loads (src/leads/loadSending.ts), so a visitor who then
   * loses the connection can still queue the lead, and nothing of it is in the page's load.
   */
  sendingNear: (snapshot: SnapshotFrom<TMachine>) => boolean;
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
 * the page's one sender inside one actor system. Until it is mounted (the server's render,
 * hydration) the component renders the machine's first snapshot from an actor that never
 * starts, so the markup is the same. `logic` and `input` are read once, on the first render.
 */
export function useLeadChild<TMachine extends AnyStateMachine>(logic: TMachine, options: LeadChildOptions<TMachine>): Actor<TMachine> {
  const [slot] = useState(() => childSlot(logic, options.input, options.shownFields ?? []));
  const actor = useSyncExternalStore(slot.subscribe, slot.current, slot.beforeMount);
  const near = useSelector(actor, options.sendingNear);
  useEffect(() => {
    if (near) void loadSending().catch(() => {}); // without it, the send reports its own failure
  }, [near]);
  return actor;
}

/**
 * The child as an external store: started when React subscribes, stopped when it lets go (both
 * after render), and given what its fields show as it starts.
 */
function childSlot<TMachine extends AnyStateMachine>(logic: TMachine, input: InputFrom<TMachine> | undefined, shownFields: NonNullable<LeadChildOptions<TMachine>['shownFields']>) {
  const firstSnapshot = createActor(logic as AnyStateMachine, { input }) as Actor<TMachine>;
  let running: { child: Actor<TMachine>; stop: () => void } | null = null;
  return {
    subscribe(onChange: () => void) {
      const started = startInLeadSystem(logic, input);
      running = { child: started.child as Actor<TMachine>, stop: started.stop };
      // Before React renders the running child: its values are then what the fields show, and stay there.
      for (const [id, change] of shownFields) {
        const field = document.getElementById(id);
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) running.child.send(change(field.value));
      }
      onChange();
      return () => {
        started.stop();
        running = null;
      };
    },
    current: () => running?.child ?? firstSnapshot,
    beforeMount: () => firstSnapshot,
  };
}
