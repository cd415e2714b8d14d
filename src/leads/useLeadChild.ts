import { useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, type InputFrom, type SnapshotFrom, createActor } from 'xstate';
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
}

/**
 * Runs a lead form's machine (with the view's effects provided) as a child of the page's lead
 * system (src/machines/leadSystem.ts) while the component is mounted, so its submissions reach
 * the page's one sender inside one actor system. Until it is mounted (the server's render,
 * hydration) the component renders the machine's first snapshot from an actor that never
 * starts, so the markup is the same. `logic` and `input` are read once, on the first render.
 */
export function useLeadChild<TMachine extends AnyStateMachine>(logic: TMachine, options: LeadChildOptions<TMachine>): Actor<TMachine> {
  const [slot] = useState(() => childSlot(logic, options.input));
  const actor = useSyncExternalStore(slot.subscribe, slot.current, slot.beforeMount);
  const near = useSelector(actor, options.sendingNear);
  useEffect(() => {
    if (near) void loadSending().catch(() => {}); // without it, the send reports its own failure
  }, [near]);
  return actor;
}

/** The child as an external store: started when React subscribes, stopped when it lets go (both after render). */
function childSlot<TMachine extends AnyStateMachine>(logic: TMachine, input: InputFrom<TMachine> | undefined) {
  const firstSnapshot = createActor(logic as AnyStateMachine, { input }) as Actor<TMachine>;
  let running: { child: Actor<TMachine>; stop: () => void } | null = null;
  return {
    subscribe(onChange: () => void) {
      const started = startInLeadSystem(logic, input);
      running = { child: started.child as Actor<TMachine>, stop: started.stop };
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
