// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISIBLE_MARGIN, whenVisible } from '../../src/islands/triggers';
import { when } from '../../src/islands/when';

/** Code whose fetch the test settles: `arrive` or `refuse` (each settles the latest fetch). */
function fakeCode() {
  let arrive!: () => void;
  let refuse!: () => void;
  let fetches = 0;
  const log: string[] = [];
  const code = () => {
    fetches++;
    return new Promise<{ start: () => () => void }>((resolve, reject) => {
      arrive = () => resolve({ start: () => () => log.push('cleaned up') });
      refuse = () => reject(new Error('offline'));
    });
  };
  return { code, log, fetches: () => fetches, arrive: () => arrive(), refuse: () => refuse() };
}

const settled = async () => {
  for (let hop = 0; hop < 10; hop++) await Promise.resolve();
};

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  scrollTo(0);
  vi.unstubAllGlobals();
});

describe('when(trigger).load(code, start)', () => {
  it('fetches nothing before its trigger, then starts the code once it has arrived', async () => {
    const fake = fakeCode();
    const started: string[] = [];
    when('scroll').load(fake.code, (code) => {
      started.push('started');
      return code.start();
    });
    expect(fake.fetches()).toBe(0);
    scrollTo(40);
    expect(fake.fetches()).toBe(1);
    fake.arrive();
    await settled();
    expect(started).toEqual(['started']);
  });

  it('without a trigger, fetches in the same call', () => {
    const fake = fakeCode();
    when().load(fake.code, () => {});
    expect(fake.fetches()).toBe(1);
  });

  it('stopped before its trigger, loads nothing; stopped after, runs the clean-up the code returned', async () => {
    const fake = fakeCode();
    when('scroll').load(fake.code, (code) => code.start())();
    scrollTo(40);
    expect(fake.fetches()).toBe(0);
    const stop = when().load(fake.code, (code) => code.start());
    fake.arrive();
    await settled();
    stop();
    expect(fake.log).toEqual(['cleaned up']);
  });

  it('stopped while the code is on its way, never starts it', async () => {
    const fake = fakeCode();
    const started: string[] = [];
    when().load(fake.code, () => void started.push('started'))();
    fake.arrive();
    await settled();
    expect(started).toEqual([]);
  });

  it('tells a failed fetch, and the next ask for the same code fetches again', async () => {
    const fake = fakeCode();
    const failures: unknown[] = [];
    when().load(fake.code, () => {}, (error) => failures.push(error));
    fake.refuse();
    await settled();
    expect(failures).toHaveLength(1);
    const started: string[] = [];
    when().load(fake.code, () => void started.push('started'));
    expect(fake.fetches()).toBe(2);
    fake.arrive();
    await settled();
    expect(started).toEqual(['started']);
  });
});

describe('when(trigger).get(code)', () => {
  it('resolves with the code once the trigger has fired and it has arrived', async () => {
    const fake = fakeCode();
    const got = when('scroll').get(fake.code);
    expect(fake.fetches()).toBe(0);
    scrollTo(40);
    fake.arrive();
    await expect(got).resolves.toHaveProperty('start');
  });

  it('rejects with a failed fetch', async () => {
    const fake = fakeCode();
    const got = when().get(fake.code);
    fake.refuse();
    await expect(got).rejects.toThrow('offline');
  });
});

describe('the visible trigger', () => {
  it('before the first scroll waits for the viewport itself; from the first scroll on, loads within its margin', () => {
    const margins: string[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          margins.push(options.rootMargin ?? '');
        }
        observe() {}
        disconnect() {}
      },
    );
    const host = document.createElement('site-island');
    host.append(document.createElement('div'));
    whenVisible(host, () => {});
    expect(margins).toEqual(['0px']);
    scrollTo(10);
    expect(margins).toEqual(['0px', VISIBLE_MARGIN]);
  });
});
