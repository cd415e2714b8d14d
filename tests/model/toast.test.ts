import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { toastMachine } from '../../src/machines/toast';
import { createTestModel } from 'xstate/graph';
import { createModelBasedSuite } from '../support/modelTest';

type ModelEvent =
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'DISMISS' }
  | { type: 'THREE_SECONDS_PASS' }
  | { type: 'FOUR_SECONDS_PASS' };

/** A paused toast outlives any amount of time (a transition to itself). */
const timePasses = (state: string) => ({ THREE_SECONDS_PASS: state, FOUR_SECONDS_PASS: state });

/**
 * A toast as the spec describes it: gone after 4 s, paused while hovered or
 * focused; after a pause it gets its full 4 s again ("fresh"). "late" means
 * 3 s of the current run have passed.
 */
const toastModel = createMachine({
  types: {} as { events: ModelEvent },
  initial: 'fresh',
  states: {
    fresh: {
      on: {
        THREE_SECONDS_PASS: 'late',
        FOUR_SECONDS_PASS: 'closed',
        HOVER_START: 'pausedByHover',
        FOCUS_IN: 'pausedByFocus',
        DISMISS: 'closed',
      },
    },
    late: {
      on: {
        THREE_SECONDS_PASS: 'closed',
        FOUR_SECONDS_PASS: 'closed',
        HOVER_START: 'pausedByHover',
        FOCUS_IN: 'pausedByFocus',
        DISMISS: 'closed',
      },
    },
    pausedByHover: { on: { HOVER_END: 'fresh', FOCUS_IN: 'pausedByBoth', DISMISS: 'closed', ...timePasses('pausedByHover') } },
    pausedByFocus: { on: { FOCUS_OUT: 'fresh', HOVER_START: 'pausedByBoth', DISMISS: 'closed', ...timePasses('pausedByFocus') } },
    pausedByBoth: {
      on: { HOVER_END: 'pausedByFocus', FOCUS_OUT: 'pausedByHover', DISMISS: 'closed', ...timePasses('pausedByBoth') },
    },
    closed: { type: 'final' },
  },
});

const events: ModelEvent[] = [
  { type: 'HOVER_START' },
  { type: 'HOVER_END' },
  { type: 'FOCUS_IN' },
  { type: 'FOCUS_OUT' },
  { type: 'DISMISS' },
  { type: 'THREE_SECONDS_PASS' },
  { type: 'FOUR_SECONDS_PASS' },
];

let closedNotices = 0;

const suite = createModelBasedSuite({
  testModel: createTestModel(toastModel, { events }),
  input: { id: 'toast-1' },
  createReal: () => {
    closedNotices = 0;
    return toastMachine.provide({ actions: { notifyClosed: () => void closedNotices++ } });
  },
  execute: (event, { actor, clock }) => {
    switch (event.type) {
      case 'HOVER_START':
        return actor.send({ type: 'TOAST.PAUSE', src: 'hover' });
      case 'HOVER_END':
        return actor.send({ type: 'TOAST.RESUME', src: 'hover' });
      case 'FOCUS_IN':
        return actor.send({ type: 'TOAST.PAUSE', src: 'focus' });
      case 'FOCUS_OUT':
        return actor.send({ type: 'TOAST.RESUME', src: 'focus' });
      case 'DISMISS':
        return actor.send({ type: 'TOAST.DISMISS' });
      case 'THREE_SECONDS_PASS':
        return clock.increment(3000);
      case 'FOUR_SECONDS_PASS':
        return clock.increment(4000);
    }
  },
  states: {
    fresh: (snapshot) => expect(snapshot.value).toBe('running'),
    late: (snapshot) => expect(snapshot.value).toBe('running'),
    pausedByHover: (snapshot) => {
      expect(snapshot.value).toBe('paused');
      expect(snapshot.context.pausedBy).toEqual(['hover']);
    },
    pausedByFocus: (snapshot) => {
      expect(snapshot.value).toBe('paused');
      expect(snapshot.context.pausedBy).toEqual(['focus']);
    },
    pausedByBoth: (snapshot) => {
      expect(snapshot.value).toBe('paused');
      expect([...snapshot.context.pausedBy].sort()).toEqual(['focus', 'hover']);
    },
    closed: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(closedNotices, 'the toaster is told exactly once').toBe(1);
    },
  },
});

describe('toast machine, driven by its test model', () => {
  it('has an assertion for every model state', () => {
    expect(suite.statesWithoutAssertion()).toEqual([]);
  });
  for (const path of suite.paths) it(path.description, path.run);
  it('visits every state node and takes every transition of the real machine', () => {
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});
