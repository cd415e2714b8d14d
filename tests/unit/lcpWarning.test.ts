import { afterEach, describe, expect, it, vi } from 'vitest';
import { LCP_THRESHOLD_MS, LCP_WARNING, type LcpCandidate, createLcpCheck, warnOnConsole, watchLargestContentfulPaint } from '../../src/app/lcpWarning';

describe('the late-LCP check (spec section 8)', () => {
  it('warns on the first candidate past 2.5 s, once, and then says it is done', () => {
    const warn = vi.fn();
    const check = createLcpCheck(warn);
    expect(check([{ startTime: 800 }, { startTime: 1900 }])).toBe(false);
    expect(check([{ startTime: LCP_THRESHOLD_MS }]), 'exactly 2.5 s is still good').toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(check([{ startTime: 2600 }, { startTime: 3100 }])).toBe(true);
    expect(warn).toHaveBeenCalledExactlyOnceWith({ startTime: 2600 });
    expect(check([{ startTime: 4000 }])).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('writes the spec text with the time on the console', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnConsole({ startTime: 3456.7 });
    expect(consoleWarn).toHaveBeenCalledExactlyOnceWith(`${LCP_WARNING}: 3.46 s`);
    expect(LCP_WARNING).toBe('LCP exceeds 2.5s threshold');
  });

  afterEach(() => vi.restoreAllMocks());
});

/** A PerformanceObserver stand-in: records how it was asked to observe, and lets the test deliver entries. */
function fakeObserver(supportedEntryTypes: readonly string[]) {
  const record = { options: [] as unknown[], disconnected: 0, deliver: (_entries: LcpCandidate[]) => {} };
  class Observer {
    static readonly supportedEntryTypes = supportedEntryTypes;
    constructor(callback: (list: { getEntries(): LcpCandidate[] }) => void) {
      record.deliver = (entries) => callback({ getEntries: () => entries });
    }
    observe(options: unknown) {
      record.options.push(options);
    }
    disconnect() {
      record.disconnected++;
    }
  }
  return { Observer, record };
}

describe('watching the page', () => {
  it('observes largest-contentful-paint buffered, warns once and stops watching', () => {
    const { Observer, record } = fakeObserver(['paint', 'largest-contentful-paint']);
    const warn = vi.fn();
    watchLargestContentfulPaint(Observer, warn);
    expect(record.options).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    record.deliver([{ startTime: 1200 }]);
    expect(record.disconnected).toBe(0);
    record.deliver([{ startTime: 2900 }]);
    expect(warn).toHaveBeenCalledOnce();
    expect(record.disconnected).toBe(1);
  });

  it('does nothing where the browser does not report LCP', () => {
    const { Observer, record } = fakeObserver(['paint']);
    watchLargestContentfulPaint(Observer, vi.fn());
    expect(record.options).toEqual([]);
    expect(() => watchLargestContentfulPaint(undefined, vi.fn())).not.toThrow();
  });
});
