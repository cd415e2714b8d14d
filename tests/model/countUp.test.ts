import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type CountUpEvent, countUpMachine, countUpValueAt, easeOutCubic } from '../../src/machines/countUp';
import { callbackStub } from '../support/callbackStub';
import { createModelBasedSuite } from '../support/modelTest';
import { countUpTestModel, COUNTER_VALUE as VALUE } from './countUp.model';

const visibility = callbackStub<CountUpEvent, { id: string }>();
const frames = callbackStub<CountUpEvent>();
/** Simulated time since counting began, reported by the frame loop stub. */
let countingSince: number | null = null;

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof countUpMachine>>['getSnapshot']>;
/** What the view shows for a snapshot (CountUp.tsx's selector). */
const shown = (snapshot: Snapshot) => {
  if (snapshot.matches('counting')) return countUpValueAt(VALUE, snapshot.context.elapsedMs, snapshot.context.durationMs);
  if (snapshot.matches('idle') && !snapshot.context.reduceMotion) return 0;
  return VALUE;
};

const suite = createModelBasedSuite({
  testModel: countUpTestModel,
  input: { id: 'counter' },
  createReal: () => {
    visibility.reset();
    frames.reset();
    countingSince = null;
    return countUpMachine.provide({ actors: { watchVisibility: visibility.logic, animateFrames: frames.logic } });
  },
  execute: (event, { actor, clock }) => {
    switch (event.type) {
      case 'MOTION_ALLOWED':
        return actor.send({ type: 'COUNT_UP.MOTION', reduce: false });
      case 'REDUCE_MOTION':
        return actor.send({ type: 'COUNT_UP.MOTION', reduce: true });
      case 'TEN_PERCENT_VISIBLE':
        visibility.emit({ type: 'COUNT_UP.VISIBLE' });
        if (frames.active && countingSince === null) countingSince = clock.now();
        return;
      case 'ONE_SECOND_PASSES':
        // the frame of that moment arrives, then the timers fire
        if (frames.active && countingSince !== null) frames.emit({ type: 'COUNT_UP.FRAME', elapsedMs: clock.now() + 1000 - countingSince });
        return clock.increment(1000);
    }
  },
  states: {
    stillBeforeStart: (snapshot) => {
      expect(snapshot.value).toBe('idle');
      expect(visibility.active).toBe(true);
      expect(shown(snapshot), 'the final value, as prerendered').toBe(VALUE);
    },
    readyAtZero: (snapshot) => {
      expect(snapshot.value).toBe('idle');
      expect(visibility.active).toBe(true);
      expect(visibility.input).toEqual({ id: 'counter' });
      expect(shown(snapshot)).toBe(0);
    },
    countingFirstSecond: (snapshot) => {
      expect(snapshot.value).toBe('counting');
      expect(frames.active).toBe(true);
      expect(visibility.active, 'starts once: no more watching').toBe(false);
      expect(shown(snapshot)).toBe(0);
    },
    countingSecondSecond: (snapshot) => {
      expect(snapshot.value).toBe('counting');
      expect(frames.active).toBe(true);
      // ease-out: after half the time, 87.5 % of the way
      expect(shown(snapshot)).toBe(Math.round(VALUE * 0.875));
    },
    done: (snapshot) => {
      expect(snapshot.value).toBe('done');
      expect(snapshot.status).toBe('done');
      expect(frames.active).toBe(false);
      expect(visibility.active).toBe(false);
      expect(shown(snapshot)).toBe(VALUE);
    },
  },
});

describe('count-up machine, driven by its test model', () => {
  it('has an assertion for every model state', () => {
    expect(suite.statesWithoutAssertion()).toEqual([]);
  });
  for (const path of suite.paths) it(path.description, path.run);
  it('visits every state node and takes every transition of the real machine', () => {
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

describe('count-up timing and easing', () => {
  it('takes the per-use duration (2500 ms in some sections)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countUpMachine.provide({ actors: { watchVisibility: visibility.logic, animateFrames: frames.logic } }), {
      clock,
      input: { id: 'slow', durationMs: 2500 },
    }).start();
    actor.send({ type: 'COUNT_UP.MOTION', reduce: false });
    visibility.emit({ type: 'COUNT_UP.VISIBLE' });
    clock.increment(2499);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('eases out: fast at first, landing exactly on the value', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(countUpValueAt(98, 500, 2000)).toBeGreaterThan(98 / 4);
    expect(countUpValueAt(98, 2000, 2000)).toBe(98);
    expect(countUpValueAt(98, 5000, 2000)).toBe(98);
    expect(countUpValueAt(2016, 0, 2000)).toBe(0);
  });

  it('counts in steps of the decimals shown (a 5.0 rating passes 2.5, not only whole numbers)', () => {
    const halfway = countUpValueAt(5, 1000, 2500, 1); // 5 × easeOutCubic(0.4) = 3.92
    expect(Math.abs(halfway * 10 - Math.round(halfway * 10))).toBeLessThan(1e-9);
    expect(halfway).toBe(3.9);
    expect(countUpValueAt(5, 2500, 2500, 1)).toBe(5);
  });
});
