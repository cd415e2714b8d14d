import { assign, createMachine } from 'xstate';

/**
 * An invoked promise actor as a stub the test settles synchronously: a tiny machine that
 * finishes with an output (a resolved promise) on RESOLVE or fails (a rejected one) on REJECT,
 * so each model step can be checked right after it. It logs its input when it starts.
 */
export function promiseStub<TOutput, TInput>(started: (input: TInput) => void) {
  return createMachine({
    types: {} as {
      context: { output: TOutput | null };
      events: { type: 'RESOLVE'; output: TOutput } | { type: 'REJECT' };
      input: TInput;
      output: TOutput | null;
    },
    context: ({ input }) => {
      started(input);
      return { output: null };
    },
    initial: 'pending',
    states: {
      pending: {
        on: {
          RESOLVE: { target: 'settled', actions: assign({ output: ({ event }) => event.output }) },
          REJECT: {
            actions: () => {
              throw new Error('the promise rejected');
            },
          },
        },
      },
      settled: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
}
