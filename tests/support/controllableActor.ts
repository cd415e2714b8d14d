import { assign, setup } from 'xstate';

/**
 * Stands in for an invoked promise actor in model tests, where everything must
 * happen synchronously: it waits until the test resolves or rejects it.
 */
export const controllableActor = setup({
  types: {
    context: {} as { output: unknown; input: unknown },
    events: {} as { type: 'STUB.RESOLVE'; output: unknown } | { type: 'STUB.REJECT'; error: unknown },
    input: {} as unknown,
  },
}).createMachine({
  context: ({ input }) => ({ output: undefined, input }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'STUB.RESOLVE': { target: 'done', actions: assign({ output: ({ event }) => event.output }) },
        'STUB.REJECT': {
          actions: ({ event }) => {
            throw event.error;
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});
