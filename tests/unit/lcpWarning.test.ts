import { afterEach, describe, expect, it, vi } from 'vitest';
import { LCP_THRESHOLD_MS, LCP_WARNING, type LcpCandidate, warnOnConsole, watchLargestContentfulPaint } from '../../src/app/lcpWarning';

/** A PerformanceObserver stand-in: records how it was asked to observe, and lets the test deliver entries as the browser would. */
function fakeObserver(supportedEntryTypes: readonly string[]) {
  const record = { options: [] as unknown[], connected: false, deliver: (_entries: LcpCandidate[]) => {} };
  class Observer {
    static readonly supportedEntryTypes = supportedEntryTypes;
    constructor(callback: (list: { getEntries(): LcpCandidate[] }) => void) {
      // a disconnected observer is told nothing more
      record.deliver = (entries) => void (record.connected && callback({ getEntries: () => entries }));
    }
    observe(options: unknown) {
      record.options.push(options);
      record.connected = true;
    }
    disconnect() {
      record.connected = false;
    }
  }
  return { Observer, record };
}

describe('the late-LCP warning (spec section 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('observes largest-contentful-paint, buffered, so paints before it started count', () => {
    const { Observer, record } = fakeObserver(['paint', 'largest-contentful-paint']);
    watchLargestContentfulPaint(Observer, vi.fn());
    expect(record.options).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
  });

  it('warns on the first candidate past 2.5 s, once, and stops watching', () => {
    const { Observer, record } = fakeObserver(['largest-contentful-paint']);
    const warn = vi.fn();
    watchLargestContentfulPaint(Observer, warn);
    record.deliver([{ startTime: 800 }, { startTime: 1900 }]);
    record.deliver([{ startTime: LCP_THRESHOLD_MS }]); // exactly 2.5 s is still good
    expect(warn).not.toHaveBeenCalled();
    expect(record.connected).toBe(true);
    record.deliver([{ startTime: 2600 }, { startTime: 3100 }]);
    expect(warn).toHaveBeenCalledExactlyOnceWith({ startTime: 2600 });
    expect(record.connected).toBe(false);
    record.deliver([{ startTime: 4000 }]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does nothing where the browser does not report LCP', () => {
    const { Observer, record } = fakeObserver(['paint']);
    watchLargestContentfulPaint(Observer, vi.fn());
    expect(record.options).toEqual([]);
    expect(() => watchLargestContentfulPaint(undefined, vi.fn())).not.toThrow();
  });

  it('writes the spec text with the time on the console', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnConsole({ startTime: 3456.7 });
    expect(consoleWarn).toHaveBeenCalledExactlyOnceWith(`${LCP_WARNING}: 3457 ms`);
    expect(LCP_WARNING).toBe('LCP exceeds 2.5s threshold');
  });
});
