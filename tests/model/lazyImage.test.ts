import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type LazyImageEvent, type LazyImageWatcherInput, lazyImageMachine } from '../../src/machines/lazyImage';
import { callbackStub, combinedCoverage } from '../support/callbackStub';
import { createModelBasedSuite } from '../support/modelTest';

type ModelEvent = { type: 'SCROLLED_WITHIN_50_PX' } | { type: 'DOWNLOAD_SUCCEEDS' } | { type: 'DOWNLOAD_FAILS' };

const events: ModelEvent[] = [{ type: 'SCROLLED_WITHIN_50_PX' }, { type: 'DOWNLOAD_SUCCEEDS' }, { type: 'DOWNLOAD_FAILS' }];

/** Once loaded or failed, nothing changes it any more. */
const settled = (state: string) => ({ SCROLLED_WITHIN_50_PX: state, DOWNLOAD_SUCCEEDS: state, DOWNLOAD_FAILS: state });

/**
 * Spec section 4: a lazy image requests nothing until it is within 50 px of the
 * viewport; then it loads and ends loaded or failed (the placeholder). A
 * priority image starts loading at once.
 */
const lazyImageModel = (priority: boolean) =>
  createMachine({
    types: {} as { events: ModelEvent },
    initial: priority ? 'loading' : 'waiting',
    states: {
      waiting: { on: { SCROLLED_WITHIN_50_PX: 'loading' } },
      loading: { on: { SCROLLED_WITHIN_50_PX: 'loading', DOWNLOAD_SUCCEEDS: 'loaded', DOWNLOAD_FAILS: 'failed' } },
      loaded: { on: settled('loaded') },
      failed: { on: settled('failed') },
    },
  });

const suiteFor = (priority: boolean) => {
  const visibility = callbackStub<LazyImageEvent, LazyImageWatcherInput>();
  const download = callbackStub<LazyImageEvent, LazyImageWatcherInput>();
  return createModelBasedSuite({
    testModel: createTestModel(lazyImageModel(priority), { events }),
    input: { id: 'hero', priority },
    createReal: () => {
      visibility.reset();
      download.reset();
      return lazyImageMachine.provide({ actors: { watchVisibility: visibility.logic, watchLoad: download.logic } });
    },
    execute: (event) => {
      switch (event.type) {
        case 'SCROLLED_WITHIN_50_PX':
          return visibility.emit({ type: 'IMAGE.NEAR_VIEWPORT' });
        case 'DOWNLOAD_SUCCEEDS':
          return download.emit({ type: 'IMAGE.LOADED' });
        case 'DOWNLOAD_FAILS':
          return download.emit({ type: 'IMAGE.FAILED' });
      }
    },
    states: {
      waiting: (snapshot) => {
        expect(snapshot.value).toBe('waiting');
        expect(visibility.active, 'watching the viewport').toBe(true);
        expect(visibility.input).toEqual({ id: 'hero' });
        expect(download.active, 'no download yet').toBe(false);
      },
      loading: (snapshot) => {
        expect(snapshot.value).toBe('loading');
        expect(visibility.active, 'no longer watching the viewport').toBe(false);
        expect(download.active, 'watching the download').toBe(true);
        expect(download.input).toEqual({ id: 'hero' });
      },
      loaded: (snapshot) => {
        expect(snapshot.value).toBe('loaded');
        expect(snapshot.status).toBe('done');
        expect(download.active).toBe(false);
      },
      failed: (snapshot) => {
        expect(snapshot.value).toBe('failed');
        expect(snapshot.status).toBe('done');
        expect(download.active).toBe(false);
      },
    },
  });
};

const suites = { lazy: suiteFor(false), priority: suiteFor(true) };

describe('lazy image machine, driven by its test model', () => {
  for (const [kind, suite] of Object.entries(suites)) {
    describe(`${kind} image`, () => {
      it('has an assertion for every model state', () => {
        expect(suite.statesWithoutAssertion()).toEqual([]);
      });
      for (const path of suite.paths) it(path.description, path.run);
    });
  }
  it('visits every state node and takes every transition of the real machine (lazy and priority together)', () => {
    expect(combinedCoverage(suites.lazy.coverage(), suites.priority.coverage())).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});
