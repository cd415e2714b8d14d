import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { MAX_VISIBLE_TOASTS, toasterMachine } from '../../src/machines/toaster';
import { createTestModel } from 'xstate/graph';
import { createModelBasedSuite } from '../support/modelTest';

type ModelEvent = { type: 'ADD' } | { type: 'DISMISS_NEWEST' } | { type: 'FOUR_SECONDS_PASS' };

/** How many toasts are visible: at most three; all added at the same moment close together after 4 s. */
const toasterModel = createMachine({
  types: {} as { events: ModelEvent },
  initial: 'none',
  states: {
    none: { on: { ADD: 'one', FOUR_SECONDS_PASS: 'none' } },
    one: { on: { ADD: 'two', DISMISS_NEWEST: 'none', FOUR_SECONDS_PASS: 'none' } },
    two: { on: { ADD: 'three', DISMISS_NEWEST: 'one', FOUR_SECONDS_PASS: 'none' } },
    three: { on: { ADD: 'three', DISMISS_NEWEST: 'two', FOUR_SECONDS_PASS: 'none' } },
  },
});

const visible = (count: number) => (snapshot: { context: { toasts: Array<{ id: string }> } }) => {
  expect(snapshot.context.toasts).toHaveLength(count);
  const numbers = snapshot.context.toasts.map((toast) => Number(toast.id.replace('toast-', '')));
  expect(numbers, 'oldest first, newest last').toEqual([...numbers].sort((a, b) => a - b));
  expect(count).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
};

const suite = createModelBasedSuite({
  testModel: createTestModel(toasterModel, { events: [{ type: 'ADD' }, { type: 'DISMISS_NEWEST' }, { type: 'FOUR_SECONDS_PASS' }] }),
  createReal: () => toasterMachine,
  execute: (event, { actor, clock }) => {
    if (event.type === 'ADD') actor.send({ type: 'TOASTER.ADD', title: msg`Saved`, variant: 'default' });
    if (event.type === 'DISMISS_NEWEST') {
      const newest = actor.getSnapshot().context.toasts.at(-1);
      actor.send({ type: 'TOASTER.DISMISS', id: newest?.id ?? 'toast-unknown' });
    }
    if (event.type === 'FOUR_SECONDS_PASS') clock.increment(4000);
  },
  states: { none: visible(0), one: visible(1), two: visible(2), three: visible(3) },
});

describe('toaster machine, driven by its test model', () => {
  it('has an assertion for every model state', () => {
    expect(suite.statesWithoutAssertion()).toEqual([]);
  });
  for (const path of suite.paths) it(path.description, path.run);
  it('visits every state node and takes every transition of the real machine', () => {
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

describe('toaster', () => {
  it('drops the oldest toast when a fourth arrives, and the newest stays last', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(toasterMachine).start();
    for (const title of [msg`One`, msg`Two`, msg`Three`, msg`Four`]) actor.send({ type: 'TOASTER.ADD', title, variant: 'default' });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.title.message)).toEqual(['Two', 'Three', 'Four']);
  });
});
