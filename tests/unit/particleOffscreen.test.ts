import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOffscreenLoop } from '../../src/components/ParticleBackground/offscreenLoop';
import type { ToParticleWorker } from '../../src/components/ParticleBackground/protocol';
import type { FrameLoop } from '../../src/components/ParticleBackground/frameLoop';
import { createParticleRenderer, lazyFrameLoop } from '../../src/components/ParticleBackground/renderer';

/**
 * The page's side of the particle worker (offscreenLoop.ts) and the renderer
 * choice with its fallback (renderer.ts), with stand-ins for the worker, the
 * canvas and the observers the browser would provide.
 */

class FakeWorker {
  static created: FakeWorker[] = [];
  messages: ToParticleWorker[] = [];
  transferred: unknown[] = [];
  terminated = false;
  private onError: (() => void) | undefined;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: ToParticleWorker, transfer: unknown[] = []) {
    this.messages.push(message);
    this.transferred.push(...transfer);
  }
  terminate() {
    this.terminated = true;
  }
  addEventListener(type: string, listener: () => void) {
    if (type === 'error') this.onError = listener;
  }
  fail() {
    this.onError?.();
  }
  get types() {
    return this.messages.map((message) => message.type);
  }
}

/** The page as the observers see it: the canvases' sizes and colour, and the pending ResizeObserver callbacks. */
const page = {
  color: 'rgb(241, 245, 251)',
  ratio: 1,
  resizeObservers: new Set<() => void>(),
  mutationObservers: new Set<() => void>(),
};

function fakeCanvas(width = 1440, height = 720) {
  let transfers = 0;
  const drawn = { frames: 0 };
  const canvas = {
    clientWidth: width,
    clientHeight: height,
    width: 300,
    height: 150,
    transferControlToOffscreen: () => {
      if (transfers++ > 0) throw new DOMException('Cannot transfer control from a canvas for more than one time.', 'InvalidStateError');
      return { offscreen: true };
    },
    // for the main-thread fallback
    getContext: () => ({
      canvas,
      setTransform: () => {},
      clearRect: () => drawn.frames++,
      beginPath: () => {},
      moveTo: () => {},
      lineTo: () => {},
      stroke: () => {},
      arc: () => {},
      fill: () => {},
    }),
    get transfers() {
      return transfers;
    },
    drawn,
  };
  return canvas as typeof canvas & HTMLCanvasElement;
}

function stubBrowser() {
  FakeWorker.created = [];
  page.resizeObservers.clear();
  page.mutationObservers.clear();
  vi.stubGlobal('window', {
    get devicePixelRatio() {
      return page.ratio;
    },
    matchMedia: () => ({ addEventListener: () => {}, removeEventListener: () => {} }),
  });
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('getComputedStyle', () => ({ color: page.color }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        page.resizeObservers.add(this.callback);
      }
      disconnect() {
        page.resizeObservers.delete(this.callback);
      }
    },
  );
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        page.mutationObservers.add(this.callback);
      }
      disconnect() {
        page.mutationObservers.delete(this.callback);
      }
    },
  );
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('HTMLCanvasElement', class {
    transferControlToOffscreen() {}
  });
  // frames every 16 ms, on the (fake) timers
  vi.stubGlobal('requestAnimationFrame', (callback: (now: number) => void) => setTimeout(() => callback(performance.now()), 16));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
}

/** Lets the next frame and the tasks after it run: the worker is created, then the canvas transferred. */
const settle = () => vi.advanceTimersByTime(40);

const notify = (observers: Set<() => void>) => [...observers].forEach((callback) => callback());

function offscreenLoop() {
  const calls = { failures: 0, spent: 0 };
  const loop = createOffscreenLoop({
    count: 50,
    linkDistance: 100,
    createWorker: () => new FakeWorker() as unknown as Worker,
    onFailure: () => calls.failures++,
    onSpentCanvas: () => calls.spent++,
  });
  return { loop, calls };
}

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  page.color = 'rgb(241, 245, 251)';
  page.ratio = 1;
});

describe('particle worker, the page side', () => {
  it('transfers the canvas to a new worker with its size, pixel ratio and colour, after the commit that attached it', () => {
    const { loop } = offscreenLoop();
    expect(FakeWorker.created).toHaveLength(0);
    page.ratio = 3;
    const canvas = fakeCanvas(1440, 720);
    loop.attach(canvas);
    // nothing in React's commit: the worker comes in a task after the next frame, the transfer in the one after
    expect(FakeWorker.created).toHaveLength(0);
    vi.advanceTimersToNextTimer(); // the frame
    expect(FakeWorker.created).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(FakeWorker.created).toHaveLength(1);
    expect(canvas.transfers).toBe(0);
    vi.advanceTimersToNextTimer();
    const [worker] = FakeWorker.created;
    expect(canvas.transfers).toBe(1);
    expect(worker!.messages[0]).toEqual({
      type: 'init',
      canvas: { offscreen: true },
      count: 50,
      linkDistance: 100,
      size: { width: 1440, height: 720, ratio: 2 },
      color: 'rgb(241, 245, 251)',
    });
    expect(worker!.transferred).toEqual([{ offscreen: true }]);
  });

  it("turns the machine's start and stop into messages, also for a canvas attached while running", () => {
    const { loop } = offscreenLoop();
    loop.start();
    loop.attach(fakeCanvas());
    settle();
    const [worker] = FakeWorker.created;
    expect(worker!.types).toEqual(['init', 'start']);
    loop.stop();
    loop.start();
    expect(worker!.types).toEqual(['init', 'start', 'stop', 'start']);
  });

  it('forwards a new size, and a new colour only when it changed', () => {
    const { loop } = offscreenLoop();
    const canvas = fakeCanvas(1440, 720);
    loop.attach(canvas);
    notify(page.resizeObservers); // the observer's first report, before the transfer: the transfer reads the canvas itself
    settle();
    const [worker] = FakeWorker.created;
    notify(page.resizeObservers); // nothing new
    expect(worker!.types).toEqual(['init']);
    Object.assign(canvas, { clientWidth: 375, clientHeight: 640 });
    notify(page.resizeObservers);
    expect(worker!.messages.at(-1)).toEqual({ type: 'resize', size: { width: 375, height: 640, ratio: 1 } });
    notify(page.mutationObservers);
    expect(worker!.types).toEqual(['init', 'resize']);
    page.color = 'rgb(255, 255, 255)';
    notify(page.mutationObservers);
    expect(worker!.messages.at(-1)).toEqual({ type: 'color', color: 'rgb(255, 255, 255)' });
  });

  it('stops the worker when the canvas goes, and ends it a task later', () => {
    const { loop } = offscreenLoop();
    loop.start();
    const detach = loop.attach(fakeCanvas());
    settle();
    const [worker] = FakeWorker.created;
    detach();
    expect(worker!.types.at(-1)).toBe('stop');
    expect(page.resizeObservers.size).toBe(0);
    expect(page.mutationObservers.size).toBe(0);
    expect(worker!.terminated).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(worker!.terminated).toBe(true);
    // the machine stopping later reaches no one
    loop.stop();
    expect(worker!.types.at(-1)).toBe('stop');
  });

  it('keeps the worker when React attaches the same canvas again at once (StrictMode), without a second transfer', () => {
    const { loop, calls } = offscreenLoop();
    loop.start();
    const canvas = fakeCanvas();
    const detach = loop.attach(canvas);
    settle();
    detach();
    Object.assign(canvas, { clientWidth: 800 });
    loop.attach(canvas);
    notify(page.resizeObservers); // the new observer's first report
    settle();
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created;
    expect(worker!.terminated).toBe(false);
    expect(canvas.transfers).toBe(1);
    expect(worker!.types).toEqual(['init', 'start', 'stop', 'start', 'resize']);
    expect(calls).toEqual({ failures: 0, spent: 0 });
  });

  it('opens one worker when React attaches the canvas twice before it was transferred (StrictMode on mount)', () => {
    const { loop } = offscreenLoop();
    loop.start();
    const canvas = fakeCanvas();
    loop.attach(canvas)();
    loop.attach(canvas);
    settle();
    expect(FakeWorker.created).toHaveLength(1);
    expect(canvas.transfers).toBe(1);
    expect(FakeWorker.created[0]!.types).toEqual(['init', 'start']);
    // and between creating the worker and transferring the canvas
    const other = fakeCanvas();
    loop.attach(other);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(FakeWorker.created).toHaveLength(2);
    expect(other.transfers).toBe(0);
    loop.attach(other)();
    loop.attach(other);
    settle();
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1]!.terminated).toBe(false);
    expect(other.transfers).toBe(1);
  });

  it('never transfers a canvas detached before its worker came, and can still transfer it later', () => {
    const { loop, calls } = offscreenLoop();
    const canvas = fakeCanvas();
    loop.attach(canvas)();
    settle();
    expect(FakeWorker.created).toHaveLength(0);
    expect(canvas.transfers).toBe(0);
    loop.attach(canvas);
    settle();
    expect(canvas.transfers).toBe(1);
    expect(calls.spent).toBe(0);
  });

  it('asks for a new canvas element when one already handed to an ended worker comes back', () => {
    const { loop, calls } = offscreenLoop();
    const canvas = fakeCanvas();
    const detach = loop.attach(canvas);
    settle();
    detach();
    settle();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    loop.attach(canvas)();
    expect(calls).toEqual({ failures: 0, spent: 1 });
    expect(FakeWorker.created).toHaveLength(1);
    // a new canvas (state off and on again) gets a new worker
    loop.attach(fakeCanvas());
    settle();
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1]!.types).toEqual(['init']);
  });

  it('reports a worker that fails and ends it; the canvas is spent', () => {
    const { loop, calls } = offscreenLoop();
    loop.start();
    const canvas = fakeCanvas();
    const detach = loop.attach(canvas);
    settle();
    const [worker] = FakeWorker.created;
    worker!.fail();
    expect(worker!.terminated).toBe(true);
    expect(calls.failures).toBe(1);
    loop.stop();
    detach();
    expect(worker!.types).toEqual(['init', 'start']);
  });

  it('reports a failure when no worker can be created or the canvas cannot be transferred', () => {
    const failures: string[] = [];
    const throwing = createOffscreenLoop({
      count: 50,
      linkDistance: 100,
      createWorker: () => {
        throw new Error('blocked');
      },
      onFailure: () => failures.push('worker'),
      onSpentCanvas: () => {},
    });
    throwing.attach(fakeCanvas());
    const { loop, calls } = offscreenLoop();
    const canvas = fakeCanvas();
    canvas.transferControlToOffscreen(); // someone else's
    loop.attach(canvas);
    settle();
    expect(failures).toEqual(['worker']);
    expect(calls.failures).toBe(1);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });
});

describe('particle renderer choice', () => {
  const options = { count: 50, linkDistance: 100, createWorker: () => new FakeWorker() as unknown as Worker };

  it('draws in a worker where a canvas can be transferred, on the main thread otherwise', () => {
    expect(createParticleRenderer(options).getState()).toEqual({ kind: 'worker', canvas: 0 });
    expect(createParticleRenderer({ ...options, createWorker: undefined }).getState()).toEqual({ kind: 'main', canvas: 0 });
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(createParticleRenderer(options).getState()).toEqual({ kind: 'main', canvas: 0 });
  });

  it('touches no browser API when created (the field is rendered on the server too)', () => {
    vi.unstubAllGlobals();
    expect(createParticleRenderer(options).getState().kind).toBe('main');
  });

  it('falls back to the main thread on a new canvas when the worker fails, running if it was', async () => {
    const renderer = createParticleRenderer(options);
    const changes: unknown[] = [];
    renderer.subscribe(() => changes.push(renderer.getState()));
    renderer.start();
    const first = fakeCanvas();
    const detachFirst = renderer.attach(first);
    settle();
    FakeWorker.created[0]!.fail();
    expect(changes).toEqual([{ kind: 'main', canvas: 1 }]);
    detachFirst();
    // React renders a new canvas (the key changed), which the main-thread loop paints once its code is there
    const second = fakeCanvas();
    renderer.attach(second);
    await vi.dynamicImportSettled();
    expect(second.transfers).toBe(0);
    expect(second.drawn.frames).toBeGreaterThan(0);
    FakeWorker.created[0]!.fail();
    expect(changes).toHaveLength(1);
  });

  it('asks for a new canvas element, still in a worker, when a spent one comes back', () => {
    const renderer = createParticleRenderer(options);
    const canvas = fakeCanvas();
    const detach = renderer.attach(canvas);
    settle();
    detach();
    settle();
    renderer.attach(canvas);
    expect(renderer.getState()).toEqual({ kind: 'worker', canvas: 1 });
  });
});

describe('main-thread loop, fetched when needed', () => {
  /** A stand-in for frameLoop.ts, recording what its loop is told; `arrive` settles the fetch. */
  function fakeModule() {
    const log: string[] = [];
    let arrive!: () => void;
    let refuse!: () => void;
    let fetches = 0;
    const createFrameLoop = (): FrameLoop => ({
      attach: (canvas) => {
        log.push(`attach ${canvas.id}`);
        return () => log.push(`detach ${canvas.id}`);
      },
      start: () => log.push('start'),
      stop: () => log.push('stop'),
      frame: () => {},
    });
    const load = () => {
      fetches++;
      return new Promise<{ createFrameLoop: () => FrameLoop }>((resolve, reject) => {
        arrive = () => resolve({ createFrameLoop });
        refuse = () => reject(new Error('offline'));
      });
    };
    return { log, load, arrive: () => arrive(), refuse: () => refuse(), fetches: () => fetches };
  }
  const canvas = (id: string) => ({ id }) as HTMLCanvasElement;
  const options = { count: 50, linkDistance: 100 };
  /** The fetch's outcome has reached the loop. */
  const settled = async () => {
    for (let hop = 0; hop < 10; hop++) await Promise.resolve();
  };

  it('fetches nothing until a canvas comes, then hands it the canvas and the running state it missed', async () => {
    const module = fakeModule();
    const loop = lazyFrameLoop(options, module.load);
    loop.start();
    expect(module.fetches()).toBe(0);
    loop.attach(canvas('a'));
    expect(module.fetches()).toBe(1);
    module.arrive();
    await settled();
    expect(module.log).toEqual(['start', 'attach a']);
    loop.stop();
    expect(module.log.at(-1)).toBe('stop');
  });

  it('forgets a canvas removed before the code came, and tries again after a failed fetch', async () => {
    const module = fakeModule();
    const loop = lazyFrameLoop(options, module.load);
    loop.attach(canvas('a'))();
    module.refuse();
    await settled();
    loop.attach(canvas('b'));
    expect(module.fetches()).toBe(2);
    module.arrive();
    await settled();
    expect(module.log).toEqual(['attach b']);
  });
});
