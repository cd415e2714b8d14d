import { describe, expect, it } from 'vitest';
import { createMachine, setup, spawnChild } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createModelBasedSuite, generateModelPaths } from '../support/modelTest';

/** A tiny timed machine: idle → (START) → running → (after 1 s) → done, with RESET. */
const timerMachine = setup({
  types: { events: {} as { type: 'START' } | { type: 'RESET' } | { type: 'SKIP' } },
  delays: { oneSecond: 1000 },
}).createMachine({
  initial: 'idle',
  states: {
    idle: { on: { START: 'running' } },
    running: { after: { oneSecond: 'done' }, on: { RESET: 'idle', SKIP: 'done' } },
    done: { on: { RESET: 'idle' } },
  },
});

type ModelEvent = { type: 'START' } | { type: 'RESET' } | { type: 'ONE_SECOND_PASSES' };

/** A model that knows every behaviour except SKIP. */
const timerModel = createMachine({
  types: {} as { events: ModelEvent },
  initial: 'idle',
  states: {
    idle: { on: { START: 'running' } },
    running: { on: { ONE_SECOND_PASSES: 'done', RESET: 'idle' } },
    done: { on: { RESET: 'idle' } },
  },
});

const events: ModelEvent[] = [{ type: 'START' }, { type: 'RESET' }, { type: 'ONE_SECOND_PASSES' }];

function suiteFor(model: typeof timerModel = timerModel, modelEvents: ModelEvent[] = events) {
  return createModelBasedSuite({
    testModel: createTestModel(model, { events: modelEvents }),
    createReal: () => timerMachine,
    execute: (event, { actor, clock }) => {
      if (event.type === 'ONE_SECOND_PASSES') clock.increment(1000);
      else actor.send(event);
    },
    states: {
      idle: (snapshot) => expect(snapshot.value).toBe('idle'),
      running: (snapshot) => expect(snapshot.value).toBe('running'),
      done: (snapshot) => expect(snapshot.value).toBe('done'),
    },
  });
}

describe('model-based test helper', () => {
  it('generates a path for every transition of the model', () => {
    const paths = generateModelPaths(createTestModel(timerModel, { events }));
    // idle: START; running: ONE_SECOND_PASSES, RESET; done: RESET
    expect(paths).toHaveLength(4);
    expect(new Set(paths.map((p) => p.steps.at(-1)!.state))).toEqual(new Set(['idle', 'running', 'done']));
  });

  it('reports a transition of the real machine that no path takes', () => {
    const suite = suiteFor();
    suite.paths.forEach((path) => path.run());
    expect(suite.coverage()).toEqual({
      unvisitedStates: [],
      untakenTransitions: ['(machine).running --SKIP--> (machine).done'],
    });
  });

  it('reports a state node of the real machine that no path visits', () => {
    const withoutDone = createMachine({
      types: {} as { events: ModelEvent },
      initial: 'idle',
      states: { idle: { on: { START: 'running' } }, running: { on: { RESET: 'idle' } } },
    });
    const suite = suiteFor(withoutDone, [{ type: 'START' }, { type: 'RESET' }]);
    suite.paths.forEach((path) => path.run());
    const report = suite.coverage();
    expect(report.unvisitedStates).toEqual(['(machine).done']);
    expect(report.untakenTransitions).toContain('(machine).running --xstate.after.oneSecond.(machine).running--> (machine).done');
  });

  it('fails a path whose real state differs from the model', () => {
    const wrongModel = createMachine({
      types: {} as { events: ModelEvent },
      initial: 'idle',
      states: { idle: { on: { START: 'done' } }, done: { on: { RESET: 'idle' } } },
    });
    const suite = suiteFor(wrongModel);
    const start = suite.paths.find((p) => p.steps.length === 1 && p.steps[0]!.event.type === 'START')!;
    expect(() => start.run()).toThrow(/does not match model state "done"/);
  });

  it('lists model states that have no assertion', () => {
    const suite = createModelBasedSuite({
      testModel: createTestModel(timerModel, { events }),
      createReal: () => timerMachine,
      execute: () => {},
      states: { idle: () => {} },
    });
    expect(suite.statesWithoutAssertion().sort()).toEqual(['done', 'running']);
  });
});

describe('model-based test helper and machines that need input', () => {
  const needsInput = setup({ types: { input: {} as { start: string }, context: {} as { start: string } } }).createMachine({
    context: ({ input }) => ({ start: input.start.toUpperCase() }),
    initial: 'idle',
    states: { idle: { on: { START: 'running' } }, running: {} },
  });
  const model = createMachine({ initial: 'idle', states: { idle: { on: { START: 'running' } }, running: {} } });

  it('fails instead of passing when the real machine cannot start', () => {
    const suite = createModelBasedSuite({
      testModel: createTestModel(model, { events: [{ type: 'START' }] }),
      createReal: () => needsInput,
      execute: (event, { actor }) => actor.send(event),
      states: { idle: () => {}, running: () => {} },
    });
    expect(() => suite.paths[0]!.run()).toThrow();
  });

  it('passes the input to the real machine', () => {
    const suite = createModelBasedSuite({
      testModel: createTestModel(model, { events: [{ type: 'START' }] }),
      createReal: () => needsInput,
      input: { start: 'go' },
      execute: (event, { actor }) => actor.send(event),
      states: {
        idle: (snapshot) => expect(snapshot.context).toEqual({ start: 'GO' }),
        running: (snapshot) => expect(snapshot.value).toBe('running'),
      },
    });
    suite.paths.forEach((path) => path.run());
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

describe('model-based test helper and actor systems', () => {
  /** A root that spawns the timer as its child on start, as a page spawns a form into a system. */
  const root = setup({
    types: { events: {} as { type: 'OPEN' } },
    actors: { timer: timerMachine },
    actions: { openTimer: spawnChild('timer', { id: 'timer' }) },
  }).createMachine({ id: 'root', on: { OPEN: { actions: 'openTimer' } } });
  const child = (actor: { getSnapshot: () => { children: Record<string, unknown> } }) =>
    actor.getSnapshot().children.timer as { send: (event: { type: string }) => void; getSnapshot: () => { value: unknown } };

  function systemSuite() {
    return createModelBasedSuite({
      testModel: createTestModel(timerModel, { events }),
      createReal: () => root,
      start: ({ actor }) => actor.send({ type: 'OPEN' }),
      alsoCover: [timerMachine],
      execute: (event, { actor, clock }) => {
        if (event.type === 'ONE_SECOND_PASSES') clock.increment(1000);
        else child(actor).send(event);
      },
      states: {
        idle: (_snapshot, { actor }) => expect(child(actor).getSnapshot().value).toBe('idle'),
        running: (_snapshot, { actor }) => expect(child(actor).getSnapshot().value).toBe('running'),
        done: (_snapshot, { actor }) => expect(child(actor).getSnapshot().value).toBe('done'),
      },
    });
  }

  it('reports the coverage of a child machine too, named by its machine, and the root with it', () => {
    const suite = systemSuite();
    suite.paths.forEach((path) => path.run());
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: ['(machine).running --SKIP--> (machine).done'] });
  });

  it('counts nothing of a child machine whose actors never ran', () => {
    const suite = systemSuite();
    expect(suite.coverage().unvisitedStates).toEqual(['root', '(machine)', '(machine).idle', '(machine).running', '(machine).done']);
    expect(suite.coverage().untakenTransitions).toContain('root --OPEN--> (no target)');
  });
});
