import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type RevealInput, scrollRevealMachine } from '../../src/machines/scrollReveal';
import { type ModelBasedSuite, createModelBasedSuite } from '../support/modelTest';

/**
 * Scroll reveal as the spec and the no-flash rule describe it, seen from the
 * page. Timers are explicit events: ALMOST_DELAY_PASSES is the element's delay
 * (own delay + 100 ms per item that entered before it) minus 1 ms, then
 * ONE_MS_PASSES; the hero's 100 ms likewise.
 *   visible      as prerendered, not observed yet
 *   hidden       off screen, waiting to enter
 *   waiting      entered, its delay running: still hidden
 *   waitingLate  1 ms before the end of the delay
 *   entering     a freshly rendered hero, 100 ms to go
 *   enteringLate 1 ms to go
 *   shown        visible for good
 */
type ModelEvent =
  | { type: 'MEASURE_REACHED' }
  | { type: 'MEASURE_BELOW_SCREEN' }
  | { type: 'ENTER_FIRST' }
  | { type: 'ENTER_THIRD' }
  | { type: 'ALMOST_DELAY_PASSES' }
  | { type: 'ALMOST_HERO_DELAY_PASSES' }
  | { type: 'ONE_MS_PASSES' }
  | { type: 'MOTION_REDUCED' };

const events: ModelEvent[] = [
  { type: 'MEASURE_REACHED' },
  { type: 'MEASURE_BELOW_SCREEN' },
  { type: 'ENTER_FIRST' },
  { type: 'ENTER_THIRD' },
  { type: 'ALMOST_DELAY_PASSES' },
  { type: 'ALMOST_HERO_DELAY_PASSES' },
  { type: 'ONE_MS_PASSES' },
  { type: 'MOTION_REDUCED' },
];

/** Observations and time change nothing in a state that is not waiting for them. */
const ignores = (state: string, types: ModelEvent['type'][]) => Object.fromEntries(types.map((type) => [type, state]));

/** `ownDelay`: the element's delay option, so entering first (order 0) without one shows it at once. */
function revealModel(initial: 'visible' | 'hidden' | 'entering', ownDelay: number) {
  const enter = (order: number) => (ownDelay + order * 100 > 0 ? 'waiting' : 'shown');
  return createMachine({
    types: {} as { events: ModelEvent },
    id: `reveal-${initial}`,
    initial,
    states: {
      visible: {
        on: {
          MEASURE_REACHED: 'shown',
          MEASURE_BELOW_SCREEN: 'hidden',
          MOTION_REDUCED: 'shown',
          ...ignores('visible', ['ENTER_FIRST', 'ALMOST_DELAY_PASSES']),
        },
      },
      hidden: {
        on: {
          ENTER_FIRST: enter(0),
          ENTER_THIRD: enter(2),
          MOTION_REDUCED: 'shown',
          ...ignores('hidden', ['MEASURE_BELOW_SCREEN', 'MEASURE_REACHED', 'ALMOST_DELAY_PASSES']),
        },
      },
      waiting: {
        on: { ALMOST_DELAY_PASSES: 'waitingLate', MOTION_REDUCED: 'shown', ...ignores('waiting', ['ENTER_FIRST', 'MEASURE_BELOW_SCREEN']) },
      },
      waitingLate: { on: { ONE_MS_PASSES: 'shown', MOTION_REDUCED: 'shown' } },
      entering: {
        on: {
          ALMOST_HERO_DELAY_PASSES: 'enteringLate',
          MOTION_REDUCED: 'shown',
          ...ignores('entering', ['MEASURE_REACHED', 'ENTER_FIRST']),
        },
      },
      enteringLate: { on: { ONE_MS_PASSES: 'shown', MOTION_REDUCED: 'shown' } },
      shown: { on: ignores('shown', ['ENTER_FIRST', 'MEASURE_BELOW_SCREEN', 'ALMOST_DELAY_PASSES', 'MOTION_REDUCED']) },
    },
  });
}

const hiddenStates = ['hidden', 'waiting', 'entering'];

function revealSuite(initial: 'visible' | 'hidden' | 'entering', input: RevealInput): ModelBasedSuite<ReturnType<typeof revealModel>> {
  const ownDelay = input.delay ?? 0;
  // The delay the spec gives the element that entered last in this path.
  let expectedDelay = ownDelay;
  const expectState = (real: string) => (snapshot: { value: unknown; status: string }) => {
    expect(snapshot.value).toBe(real);
    expect(hiddenStates.includes(String(snapshot.value))).toBe(['hidden', 'waiting', 'entering'].includes(real));
    if (real === 'shown') expect(snapshot.status, 'reveals once: nothing can hide it again').toBe('done');
  };
  return createModelBasedSuite({
    testModel: createTestModel(revealModel(initial, ownDelay), { events }),
    createReal: () => scrollRevealMachine,
    input,
    execute: (event, { actor, clock }) => {
      switch (event.type) {
        case 'MEASURE_REACHED':
          return actor.send({ type: 'REVEAL.MEASURE', reached: true });
        case 'MEASURE_BELOW_SCREEN':
          return actor.send({ type: 'REVEAL.MEASURE', reached: false });
        case 'ENTER_FIRST':
          expectedDelay = ownDelay;
          return actor.send({ type: 'REVEAL.ENTER', order: 0 });
        case 'ENTER_THIRD':
          // the stagger stops at 100 ms (issue 26)
          expectedDelay = ownDelay + 100;
          return actor.send({ type: 'REVEAL.ENTER', order: 2 });
        case 'ALMOST_DELAY_PASSES':
          return clock.increment(expectedDelay - 1);
        case 'ALMOST_HERO_DELAY_PASSES':
          return clock.increment(99);
        case 'ONE_MS_PASSES':
          return clock.increment(1);
        case 'MOTION_REDUCED':
          return actor.send({ type: 'REVEAL.STILL' });
      }
    },
    states: {
      visible: expectState('pending'),
      hidden: expectState('hidden'),
      waiting: expectState('waiting'),
      waitingLate: expectState('waiting'),
      entering: expectState('entering'),
      enteringLate: expectState('entering'),
      shown: expectState('shown'),
    },
  });
}

const suites = {
  'prerendered and hydrated, no delay of its own': revealSuite('visible', {}),
  'rendered fresh on a client-side navigation, delay 300 ms': revealSuite('hidden', { fresh: true, delay: 300 }),
  'a hero rendered fresh': revealSuite('entering', { fresh: true, hero: true }),
};

describe('scrollReveal machine, driven by its test models', () => {
  for (const [title, suite] of Object.entries(suites)) {
    describe(title, () => {
      it('has an assertion for every model state', () => expect(suite.statesWithoutAssertion()).toEqual([]));
      for (const path of suite.paths) it(path.description, path.run);
    });
  }

  // Each way of mounting starts elsewhere; together they must cover the whole machine.
  it('visits every state node and takes every transition of the real machine (all mounts together)', () => {
    const reports = Object.values(suites).map((suite) => suite.coverage());
    const inEvery = (pick: (report: (typeof reports)[number]) => string[]) =>
      pick(reports[0]!).filter((item) => reports.every((report) => pick(report).includes(item)));
    expect({ unvisitedStates: inEvery((r) => r.unvisitedStates), untakenTransitions: inEvery((r) => r.untakenTransitions) }).toEqual({
      unvisitedStates: [],
      untakenTransitions: [],
    });
  });
});

describe('scrollReveal machine, the rules in one place', () => {
  it('staggers by 100 ms on top of its own delay', () => {
    const clock = new SimulatedClock();
    const actor = createActor(scrollRevealMachine, { clock, input: { fresh: true, delay: 50 } }).start();
    actor.send({ type: 'REVEAL.ENTER', order: 1 });
    clock.increment(149);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('staggers over at most 100 ms, so nothing in view stays blank for 300 ms (issue 26)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(scrollRevealMachine, { clock, input: { fresh: true } }).start();
    actor.send({ type: 'REVEAL.ENTER', order: 7 });
    clock.increment(99);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('is visible in the snapshot a server renders (the actor not started)', () => {
    for (const input of [{}, { hero: true }, { delay: 500 }]) {
      expect(createActor(scrollRevealMachine, { input }).getSnapshot().value).toBe('pending');
    }
  });
});
