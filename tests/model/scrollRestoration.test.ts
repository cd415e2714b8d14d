import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { type SavedScrollPosition, SCROLL_POSITION_MAX_AGE_MS, scrollRestorationMachine } from '../../src/machines/scrollRestoration';
import { createTestModel } from 'xstate/graph';
import { createModelBasedSuite } from '../support/modelTest';

type ModelEvent =
  | { type: 'NAVIGATE_TO_HASH' }
  | { type: 'NAVIGATE_WITH_FRESH_POSITION' }
  | { type: 'NAVIGATE_WITH_STALE_POSITION' }
  | { type: 'NAVIGATE_WITHOUT_POSITION' }
  | { type: 'LOAD_WITHOUT_POSITION' }
  | { type: 'FIFTY_MS_PASS' }
  | { type: 'HUNDRED_MS_PASS' }
  | { type: 'ONE_SECOND_PASSES' }
  | { type: 'TEN_MINUTES_PASS' }
  | { type: 'PAGE_HIDE' };

const navigate = {
  NAVIGATE_TO_HASH: '.waitingForHash',
  NAVIGATE_WITH_FRESH_POSITION: '.waitingToRestore',
  NAVIGATE_WITH_STALE_POSITION: '.waitingForTop',
  NAVIGATE_WITHOUT_POSITION: '.waitingForTop',
} as const;

/**
 * Once a page is placed, time passing and hiding the page leave it where it is
 * (a transition to itself: createTestModel only offers events a state handles).
 */
const stays = (state: string) =>
  Object.fromEntries(['FIFTY_MS_PASS', 'HUNDRED_MS_PASS', 'ONE_SECOND_PASSES', 'TEN_MINUTES_PASS', 'PAGE_HIDE'].map((type) => [type, state]));

/** The spec's navigation scroll rules from a visitor's point of view; timers are events. */
const scrollModel = createMachine({
  types: {} as { events: ModelEvent },
  initial: 'idle',
  on: navigate,
  states: {
    // The page the browser loaded, with no hash and nothing saved: it stays where it is (the top,
    // or wherever the visitor scrolled before the code arrived). Only a page load's first page.
    idle: { on: { TEN_MINUTES_PASS: 'idle', LOAD_WITHOUT_POSITION: 'leftWhereItIs' } },
    waitingForHash: {
      on: { FIFTY_MS_PASS: 'waitingForHashHalfway', HUNDRED_MS_PASS: 'atHash', ONE_SECOND_PASSES: 'atHash', TEN_MINUTES_PASS: 'atHash' },
    },
    waitingForHashHalfway: {
      on: { FIFTY_MS_PASS: 'atHash', HUNDRED_MS_PASS: 'atHash', ONE_SECOND_PASSES: 'atHash', TEN_MINUTES_PASS: 'atHash' },
    },
    waitingToRestore: {
      on: { FIFTY_MS_PASS: 'atSavedPosition', HUNDRED_MS_PASS: 'atSavedPosition', ONE_SECOND_PASSES: 'atSavedPosition', TEN_MINUTES_PASS: 'atSavedPosition' },
    },
    waitingForTop: {
      on: { FIFTY_MS_PASS: 'atTop', HUNDRED_MS_PASS: 'atTop', ONE_SECOND_PASSES: 'atTop', TEN_MINUTES_PASS: 'atTop' },
    },
    atHash: { on: stays('atHash') },
    atSavedPosition: { on: stays('atSavedPosition') },
    atTop: { on: stays('atTop') },
    leftWhereItIs: { on: stays('leftWhereItIs') },
  },
});

const events: ModelEvent[] = [
  { type: 'NAVIGATE_TO_HASH' },
  { type: 'NAVIGATE_WITH_FRESH_POSITION' },
  { type: 'NAVIGATE_WITH_STALE_POSITION' },
  { type: 'NAVIGATE_WITHOUT_POSITION' },
  { type: 'LOAD_WITHOUT_POSITION' },
  { type: 'FIFTY_MS_PASS' },
  { type: 'HUNDRED_MS_PASS' },
  { type: 'ONE_SECOND_PASSES' },
  { type: 'TEN_MINUTES_PASS' },
  { type: 'PAGE_HIDE' },
];

/** Everything the provided actions did, in order. */
let effects: string[] = [];
let pathCounter = 0;

function createReal() {
  effects = [];
  pathCounter = 0;
  return scrollRestorationMachine.provide({
    actions: {
      scrollToHash: () => void effects.push('hash'),
      restorePosition: (_, { position }) => void effects.push(`restore:${position?.y}`),
      scrollToTop: () => void effects.push('top'),
      savePosition: (_, { path, moment }) => void effects.push(moment === 'periodic' ? `save:${path}` : `save:${path}:${moment}`),
      purgeStalePositions: () => void effects.push('purge'),
    },
  });
}

const lastPositioning = () => effects.filter((effect) => /^(hash|top|restore)/.test(effect)).at(-1);

const suite = createModelBasedSuite({
  testModel: createTestModel(scrollModel, { events }),
  createReal,
  execute: (event, { actor, clock }) => {
    const now = clock.now();
    const navigated = (hashTargetExists: boolean, saved: SavedScrollPosition | null, firstOfLoad = false) =>
      actor.send({ type: 'NAVIGATED', path: `/page-${++pathCounter}`, hashTargetExists, saved, now, firstOfLoad });
    switch (event.type) {
      case 'NAVIGATE_TO_HASH':
        return navigated(true, { x: 0, y: 500, timestamp: now });
      case 'NAVIGATE_WITH_FRESH_POSITION':
        return navigated(false, { x: 0, y: 700, timestamp: now - SCROLL_POSITION_MAX_AGE_MS + 1 });
      case 'NAVIGATE_WITH_STALE_POSITION':
        return navigated(false, { x: 0, y: 900, timestamp: now - SCROLL_POSITION_MAX_AGE_MS });
      case 'NAVIGATE_WITHOUT_POSITION':
        return navigated(false, null);
      case 'LOAD_WITHOUT_POSITION':
        return navigated(false, null, true);
      case 'FIFTY_MS_PASS':
        return clock.increment(50);
      case 'HUNDRED_MS_PASS':
        return clock.increment(100);
      case 'ONE_SECOND_PASSES':
        return clock.increment(1000);
      case 'TEN_MINUTES_PASS':
        return clock.increment(10 * 60 * 1000);
      case 'PAGE_HIDE':
        return actor.send({ type: 'PAGE.HIDE' });
    }
  },
  states: {
    idle: (snapshot) => {
      expect(snapshot.value).toEqual({ position: 'idle', housekeeping: 'purging' });
      expect(effects.filter((effect) => effect !== 'purge'), 'nothing saved or scrolled before a page is shown').toEqual([]);
    },
    waitingForHash: (snapshot) => expect(snapshot.matches({ position: 'scrollingToHash' })).toBe(true),
    waitingForHashHalfway: (snapshot) => expect(snapshot.matches({ position: 'scrollingToHash' })).toBe(true),
    waitingToRestore: (snapshot) => expect(snapshot.matches({ position: 'restoring' })).toBe(true),
    waitingForTop: (snapshot) => expect(snapshot.matches({ position: 'scrollingToTop' })).toBe(true),
    atHash: (snapshot) => {
      expect(snapshot.matches({ position: 'tracking' })).toBe(true);
      expect(lastPositioning()).toBe('hash');
    },
    atSavedPosition: (snapshot) => {
      expect(snapshot.matches({ position: 'tracking' })).toBe(true);
      expect(lastPositioning()).toBe('restore:700');
    },
    atTop: (snapshot) => {
      expect(snapshot.matches({ position: 'tracking' })).toBe(true);
      expect(lastPositioning()).toBe('top');
    },
    leftWhereItIs: (snapshot) => {
      expect(snapshot.matches({ position: 'tracking' })).toBe(true);
      expect(lastPositioning(), 'never scrolled').toBeUndefined();
    },
  },
});

describe('scroll restoration machine, driven by its test model', () => {
  it('has an assertion for every model state', () => {
    expect(suite.statesWithoutAssertion()).toEqual([]);
  });
  for (const path of suite.paths) it(path.description, path.run);
  it('visits every state node and takes every transition of the real machine', () => {
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

describe('scroll restoration: saving and purging', () => {
  function start() {
    const clock = new SimulatedClock();
    const actor = createActor(createReal(), { clock }).start();
    const show = (path: string) =>
      actor.send({ type: 'NAVIGATED', path, hashTargetExists: false, saved: null, now: clock.now(), firstOfLoad: false });
    return { actor, clock, show };
  }

  it('purges stale entries at start and every 10 minutes', () => {
    const { clock } = start();
    expect(effects).toEqual(['purge']);
    clock.increment(10 * 60 * 1000 - 1);
    expect(effects).toEqual(['purge']);
    clock.increment(1);
    expect(effects).toEqual(['purge', 'purge']);
  });

  it('saves the shown page every second, when leaving it and when the page is hidden', () => {
    const { actor, clock, show } = start();
    show('/a');
    clock.increment(50);
    // one second at a time: SimulatedClock schedules a repeated timer from the end of an increment
    for (let second = 0; second < 3; second++) clock.increment(1000);
    expect(effects.filter((effect) => effect.startsWith('save'))).toEqual(['save:/a', 'save:/a', 'save:/a']);
    actor.send({ type: 'PAGE.HIDE' });
    show('/b');
    expect(effects.slice(-2)).toEqual(['save:/a:hidden', 'save:/a:leaving']);
    clock.increment(50);
    expect(effects.at(-1)).toBe('top');
    clock.increment(1000);
    expect(effects.at(-1)).toBe('save:/b');
  });

  it('does not overwrite the saved position of a page that was left before it was positioned', () => {
    const { clock, show } = start();
    show('/a');
    clock.increment(20);
    show('/b');
    expect(effects.filter((effect) => effect.startsWith('save'))).toEqual([]);
  });
});
