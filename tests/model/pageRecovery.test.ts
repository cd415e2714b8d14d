import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type SnapshotFrom, createActor } from 'xstate';
import { type PageRecoveryEvent, RECOVERY_WINDOW_MS, pageRecoveryMachine } from '../../src/machines/pageRecovery';
import { callbackStub } from '../support/callbackStub';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { promiseStub } from '../support/promiseStub';
import { pageRecoveryTestModel } from './pageRecovery.model';

type Snapshot = SnapshotFrom<typeof pageRecoveryMachine>;

/** The page was brought by a recovery reload at this moment (Date.now() then). */
const recoveredAt = 1_800_000_000_000;
let now = recoveredAt;
let log: string[] = [];
const failures = callbackStub<PageRecoveryEvent>();
const checks: Array<{ url: string | null }> = [];

const realMachine = () =>
  pageRecoveryMachine.provide({
    actors: {
      chunkFailures: failures.logic,
      checkDeployment: promiseStub<void, { url: string | null }>((input) => void checks.push(input)) as never,
    },
    actions: { keepVisit: () => void log.push('keepVisit'), reload: () => void log.push('reload') },
  });

const checkDeployment = (snapshot: Snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>).checkDeployment!;

const expectState = (value: string, done: string[]) => (snapshot: Snapshot) => {
  expect(snapshot.value).toBe(value);
  expect(log, 'the visit is kept (and the page reloaded) once').toEqual(done);
  expect(failures.active, 'listens for failures until it has acted').toBe(done.length === 0);
};

const suite = createModelBasedSuite({
  testModel: pageRecoveryTestModel,
  createReal: realMachine,
  input: { recoveredAt },
  start: () => {
    now = recoveredAt;
    log = [];
  },
  execute: (event, { actor }) => {
    switch (event.type) {
      case 'FILE_FAILS':
        return failures.emit({ type: 'CHUNK.FAILED', url: 'https://example.test/assets/PackageTabs-x.js', at: now });
      case 'MINUTE_PASSES':
        now += RECOVERY_WINDOW_MS;
        return;
      case 'FILE_IS_GONE':
        return checkDeployment(actor.getSnapshot()).send({ type: 'RESOLVE', output: undefined });
      case 'CONNECTION_LOST':
        return checkDeployment(actor.getSnapshot()).send({ type: 'REJECT' });
    }
  },
  states: {
    justRecovered: expectState('watching', []),
    reading: expectState('watching', []),
    askingSite: (snapshot) => {
      expectState('checking', [])(snapshot);
      expect(checks.at(-1), 'asks about the file that failed').toEqual({ url: 'https://example.test/assets/PackageTabs-x.js' });
    },
    notice: expectState('stale', ['keepVisit']),
    reloading: expectState('reloading', ['keepVisit', 'reload']),
  },
});

describeModelSuite('page recovery machine, driven by its test model', suite);

describe('page recovery machine, what the model does not show', () => {
  const start = (input: { recoveredAt: number | null }) => {
    const failing = callbackStub<PageRecoveryEvent>();
    const actor = createActor(
      pageRecoveryMachine.provide({ actors: { chunkFailures: failing.logic, checkDeployment: promiseStub<void, { url: string | null }>(() => {}) as never } }),
      { input },
    ).start();
    return { actor, failing };
  };

  it('on a page loaded normally, a first failure asks the site, never shows the notice', () => {
    const { actor, failing } = start({ recoveredAt: null });
    failing.emit({ type: 'CHUNK.FAILED', url: null, at: Date.now() });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('a failure a minute or more after the recovery reload is a new deployment, not a loop', () => {
    const { actor, failing } = start({ recoveredAt });
    failing.emit({ type: 'CHUNK.FAILED', url: null, at: recoveredAt + RECOVERY_WINDOW_MS });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('ignores further failures while it asks the site (one question, one reload)', () => {
    const { actor, failing } = start({ recoveredAt: null });
    failing.emit({ type: 'CHUNK.FAILED', url: null, at: 1 });
    const asking = checkDeployment(actor.getSnapshot());
    failing.emit({ type: 'CHUNK.FAILED', url: null, at: 2 });
    expect(checkDeployment(actor.getSnapshot())).toBe(asking);
  });
});
