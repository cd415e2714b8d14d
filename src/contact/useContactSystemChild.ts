import { useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, createActor } from 'xstate';
import { startInContactSystem } from './pageSender';

/**
 * Runs a form's machine (with the view's effects provided) as a child of the page's contact
 * system (src/machines/contactSystem.ts) while the component is mounted, so its submissions
 * reach the page's one sender inside one actor system. Until it is mounted (the server's
 * render, hydration) the component renders the machine's first snapshot from an actor that
 * never starts, so the markup is the same. `logic` is read once, on the first render.
 */
export function useContactSystemChild<TMachine extends AnyStateMachine>(logic: TMachine): Actor<TMachine> {
  const [slot] = useState(() => childSlot(logic));
  return useSyncExternalStore(slot.subscribe, slot.current, slot.beforeMount);
}

/** The child as an external store: started when React subscribes, stopped when it lets go (both after render). */
function childSlot<TMachine extends AnyStateMachine>(logic: TMachine) {
  const firstSnapshot = createActor(logic);
  let running: { child: Actor<TMachine>; stop: () => void } | null = null;
  return {
    subscribe(onChange: () => void) {
      const started = startInContactSystem(logic);
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
