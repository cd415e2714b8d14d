// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageScriptsAfterFirstPaint, pageScriptsTag } from '../../src/boot/pageScripts';

const scripts = { entry: '/assets/index-1.js', preload: ['/assets/shell-2.js', '/assets/home-3.js'] };

/** A PerformanceObserver whose paint entries the test reports. */
class PaintObserver {
  static instances: PaintObserver[] = [];
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  connected = false;
  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {
    PaintObserver.instances.push(this);
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  static report(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of PaintObserver.instances.filter((instance) => instance.connected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  }
}

function pageWindow(withPaintTiming = true) {
  const events = new EventTarget();
  return {
    document,
    setTimeout: (callback: () => void, ms?: number) => window.setTimeout(callback, ms),
    requestAnimationFrame: (callback: FrameRequestCallback) => window.setTimeout(() => callback(0), 16),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatch: (type: string) => events.dispatchEvent(new Event(type)),
    PerformanceObserver: withPaintTiming ? PaintObserver : undefined,
  };
}
type PageWindow = ReturnType<typeof pageWindow>;
const start = (page: PageWindow) => loadPageScriptsAfterFirstPaint(page as unknown as Window & typeof globalThis);

const requested = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  entries: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
});
const nothing = { preloads: [], entries: [] };
const everything = { preloads: scripts.preload, entries: [scripts.entry] };

beforeEach(() => {
  vi.useFakeTimers();
  PaintObserver.instances = [];
  document.head.innerHTML = pageScriptsTag(scripts);
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the page scripts', () => {
  it('are written as data that round-trips, with no way to end the element early', () => {
    const tag = pageScriptsTag({ entry: '/a</script>.js', preload: [] });
    expect(tag).not.toContain('</script>.js');
    document.head.innerHTML = tag;
    expect(JSON.parse(document.getElementById('page-scripts')!.textContent!)).toEqual({ entry: '/a</script>.js', preload: [] });
  });

  it('are requested when the first contentful paint is reported, once, with their imports', () => {
    start(pageWindow());
    vi.advanceTimersByTime(1000);
    expect(requested()).toEqual(nothing);
    PaintObserver.report('first-paint');
    vi.advanceTimersByTime(0);
    expect(requested(), 'a paint without content is not the first screen').toEqual(nothing);
    PaintObserver.report('first-contentful-paint');
    expect(requested()).toEqual(everything);
    PaintObserver.report('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(requested()).toEqual(everything);
  });

  it('are requested at once when the visitor acts before the paint is reported', () => {
    const page = pageWindow();
    start(page);
    page.dispatch('pointerdown');
    expect(requested()).toEqual(everything);
    page.dispatch('keydown');
    PaintObserver.report('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(requested()).toEqual(everything);
  });

  it('are requested after a safety delay when no paint comes (a tab opened in the background)', () => {
    start(pageWindow());
    vi.advanceTimersByTime(2999);
    expect(requested()).toEqual(nothing);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(everything);
  });

  it('follow the next frame where the browser reports no paints', () => {
    start(pageWindow(false));
    expect(requested()).toEqual(nothing);
    vi.advanceTimersByTime(16);
    expect(requested(), 'not inside the frame').toEqual(nothing);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(everything);
  });

  it('are left to the HTML where it lists none (the dev server, an offline page)', () => {
    document.head.innerHTML = '';
    const page = pageWindow();
    start(page);
    page.dispatch('pointerdown');
    vi.advanceTimersByTime(5000);
    expect(PaintObserver.instances).toEqual([]);
    expect(requested()).toEqual(nothing);
  });
});
