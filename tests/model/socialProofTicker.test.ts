import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { type SocialProofTickerEvent, entryIntervalMs, entryVisibleMs, socialProofTickerMachine } from '../../src/machines/socialProofTicker';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import {
  type TickerModelContext,
  type TickerModelState,
  createTickerTestModel,
  parseTickerModelState,
  tickerModelRestMs,
  tickerModelStateKeys,
  tickerModelVisibleMs,
} from './socialProofTicker.model';

type Snapshot = SnapshotFrom<typeof socialProofTickerMachine>;
const count = 3;

/** The real machine's state for each model state. */
const realState: Record<TickerModelState, Parameters<Snapshot['matches']>[0]> = {
  off: 'off',
  resting: 'resting',
  showing: { showing: 'running' },
  pointedAt: { showing: 'paused' },
  finished: 'finished',
  closed: 'closed',
};

function expectModelState(key: string) {
  const { ticker } = parseTickerModelState(key);
  return (snapshot: Snapshot, _run: unknown, modelContext: unknown) => {
    const { index } = modelContext as TickerModelContext;
    expect(snapshot.matches(realState[ticker])).toBe(true);
    expect(snapshot.status).toBe(ticker === 'finished' || ticker === 'closed' ? 'done' : 'active');
    expect(snapshot.context.index).toBe(index);
    // closed while pointed at: the pointer is still there, and nothing is left to hold
    if (ticker !== 'closed') expect(snapshot.context.pausedBy).toEqual(ticker === 'pointedAt' ? ['hover'] : []);
  };
}

/** A timer step: nothing changes a millisecond early, then the step happens. */
function passTime(ms: number, actor: { getSnapshot(): Snapshot }, clock: SimulatedClock) {
  const before = actor.getSnapshot();
  clock.increment(ms - 1);
  const early = actor.getSnapshot();
  expect({ value: early.value, index: early.context.index }).toEqual({ value: before.value, index: before.context.index });
  clock.increment(1);
}

let closedRemembered = 0;
let focusMovedOff = 0;
const suite = createModelBasedSuite({
  testModel: createTickerTestModel(count),
  createReal: () =>
    socialProofTickerMachine.provide({
      actions: { rememberClosed: () => void (closedRemembered += 1), moveFocusOffCard: () => void (focusMovedOff += 1) },
      // as in the browser tours (1280 px wide): the hero's panel is shown, the card docks in it; the dock changes nothing of the timing
      actors: { watchDock: fromCallback<SocialProofTickerEvent>(({ sendBack }) => sendBack({ type: 'TICKER.DOCK', dock: 'heroPanel' })) },
    }),
  input: { count },
  execute: (event, { actor, clock }) => {
    switch (event.type) {
      case 'MOTION_ON':
        return actor.send({ type: 'TICKER.MOTION', allowed: true });
      case 'MOTION_OFF':
        return actor.send({ type: 'TICKER.MOTION', allowed: false });
      case 'POINTER_ENTERS':
        return actor.send({ type: 'TICKER.PAUSE', src: 'hover' });
      case 'POINTER_LEAVES':
        return actor.send({ type: 'TICKER.RESUME', src: 'hover' });
      case 'PRESS_CLOSE': {
        const before = [closedRemembered, focusMovedOff];
        actor.send({ type: 'TICKER.CLOSE' });
        return expect([closedRemembered, focusMovedOff]).toEqual([before[0]! + 1, before[1]! + 1]);
      }
      case 'REST_PASSES':
        return passTime(tickerModelRestMs, actor, clock);
      case 'SIX_SECONDS_PASS':
        return passTime(tickerModelVisibleMs, actor, clock);
    }
  },
  states: Object.fromEntries(tickerModelStateKeys.map((key) => [key, expectModelState(key)])),
});

describeModelSuite('social-proof ticker machine, driven by its test model', suite);

describe('social-proof ticker machine, what the mouse model does not show', () => {
  const start = (entries = 4) => {
    const clock = new SimulatedClock();
    const actor = createActor(socialProofTickerMachine, { clock, input: { count: entries } }).start();
    return { actor, clock };
  };

  it('keeps the spec’s timings: shown for 6 s, the next one 9.8 s after the previous', () => {
    expect(entryVisibleMs).toBe(6000);
    expect(entryIntervalMs).toBe(9800);
    expect(tickerModelVisibleMs + tickerModelRestMs).toBe(entryIntervalMs);
    const { actor, clock } = start();
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    clock.increment(entryIntervalMs - entryVisibleMs);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    // SimulatedClock starts a timer set during increment() at the end of that step: one step per timer
    clock.increment(entryVisibleMs);
    clock.increment(entryIntervalMs - entryVisibleMs - 1);
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(actor.getSnapshot().matches('resting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stays on screen while keyboard focus is in it, even after the pointer leaves', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    clock.increment(3800);
    actor.send({ type: 'TICKER.PAUSE', src: 'focus' });
    actor.send({ type: 'TICKER.PAUSE', src: 'hover' });
    actor.send({ type: 'TICKER.PAUSE', src: 'hover' });
    actor.send({ type: 'TICKER.RESUME', src: 'hover' });
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, pausedBy: ['focus'] });
    actor.send({ type: 'TICKER.RESUME', src: 'focus' });
    clock.increment(5999);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('resting')).toBe(true);
  });

  it('shows each entry once and ends, so its live region never repeats an entry', () => {
    const { actor, clock } = start(2);
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    const shown: number[] = [];
    actor.subscribe((snapshot) => {
      if (snapshot.matches('showing') && shown.at(-1) !== snapshot.context.index) shown.push(snapshot.context.index);
    });
    for (let step = 0; step < 20; step += 1) clock.increment(1000);
    expect(shown).toEqual([0, 1]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a second “motion allowed” changes nothing, and a close while off ends it too', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    clock.increment(3800);
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    actor.send({ type: 'TICKER.MOTION', allowed: false });
    actor.send({ type: 'TICKER.CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('takes the dock its watcher reports, at once and whenever it changes, whatever it is showing; the watcher stops with it', () => {
    let report: ((event: SocialProofTickerEvent) => void) | null = null;
    let stopped = false;
    const machine = socialProofTickerMachine.provide({
      actors: {
        watchDock: fromCallback<SocialProofTickerEvent>(({ sendBack }) => {
          report = sendBack;
          sendBack({ type: 'TICKER.DOCK', dock: 'heroPanel' });
          return () => void (stopped = true);
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { count: 1 } });
    // as prerendered: its own place on the page
    expect(actor.getSnapshot().context.dock).toBe('page');
    actor.start();
    expect(actor.getSnapshot().context.dock).toBe('heroPanel');
    actor.send({ type: 'TICKER.MOTION', allowed: true });
    clock.increment(entryIntervalMs - entryVisibleMs);
    report!({ type: 'TICKER.DOCK', dock: 'page' });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ dock: 'page', index: 0 });
    report!({ type: 'TICKER.DOCK', dock: 'heroPanel' });
    expect(actor.getSnapshot().context.dock).toBe('heroPanel');
    clock.increment(entryVisibleMs);
    expect(actor.getSnapshot().status).toBe('done');
    expect(stopped).toBe(true);
  });
});
