import { useActorRef } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { getInspect } from './inspector';

/**
 * Starts a machine for a component, visible in the Stately inspector when it
 * is attached. Every component that runs a machine goes through here.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(machine: TMachine) {
  return useActorRef(machine, { inspect: getInspect() });
}
