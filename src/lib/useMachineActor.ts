import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { getInspect } from '../devtools/inspector';

/**
 * Starts a machine for a component, visible in the Stately inspector when it
 * is attached. Every component that runs a machine goes through here, except
 * the lead forms, which run as children of the page's lead system (src/leads/useLeadChild.ts).
 * `input` is read once, when the actor starts (as with `useActorRef`).
 */
export function useMachineActor<TMachine extends AnyStateMachine>(machine: TMachine, options?: { input?: InputFrom<TMachine> }) {
  return useActorRef(machine, { inspect: getInspect(), ...(options?.input !== undefined ? { input: options.input } : {}) });
}
