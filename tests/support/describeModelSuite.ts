import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ModelBasedSuite } from './modelTest';

/**
 * The three parts every model-based test has: every model state has an
 * assertion, every generated path passes on the real machine, and together the
 * paths cover every state node and transition of the real machine.
 */
export function describeModelSuite<TModel extends AnyStateMachine>(title: string, suite: ModelBasedSuite<TModel>): void {
  describe(title, () => {
    it('has an assertion for every model state', () => {
      expect(suite.statesWithoutAssertion()).toEqual([]);
    });

    for (const path of suite.paths) {
      it(path.description, path.run);
    }

    it('visits every state node and takes every transition of the real machine', () => {
      expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
    });
  });
}
