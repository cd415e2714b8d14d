import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context2D } from '../../src/components/ParticleBackground/draw';
import type { ToParticleWorker } from '../../src/components/ParticleBackground/protocol';
import { pixelRatio } from '../../src/components/ParticleBackground/observeCanvas';
import { type FrameClock, createScene, createTicker, frameClockOf } from '../../src/components/ParticleBackground/scene';
import { createWorkerRenderer } from '../../src/components/ParticleBackground/workerRenderer';

/**
 * The frame path shared by the worker and the main-thread fallback (scene.ts),
 * and the worker's side of the protocol (workerRenderer.ts), on a recording
 * stand-in for a 2D context and a hand-driven clock.
 */

/** A 2D context that counts what is painted; `frames` counts clearRect calls (one per painted frame). */
function fakeContext() {
  const canvas = { width: 300, height: 150 };
  const painted = { frames: 0, dots: 0, color: '', transform: [] as number[] };
  const context = {
    canvas,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    clearRect: () => {
      painted.frames++;
      painted.dots = 0;
    },
    setTransform: (...values: number[]) => (painted.transform = values),
    beginPath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    stroke: () => {},
    arc: () => painted.dots++,
    fill: () => (painted.color = String(context.fillStyle)),
  };
  return { context: context as unknown as Context2D, canvas, painted };
}

/** A clock that ticks when told to: `tick(now)` runs the pending callback. */
function manualClock() {
  let pending: { handle: number; callback: (now: number) => void } | null = null;
  let handles = 0;
  const clock: FrameClock = {
    request: (callback) => {
      pending = { handle: ++handles, callback };
      return handles;
    },
    cancel: (handle) => {
      if (pending?.handle === handle) pending = null;
    },
  };
  return {
    clock,
    get scheduled() {
      return pending !== null;
    },
    tick(now: number) {
      const current = pending;
      pending = null;
      current?.callback(now);
    },
  };
}

const field = { width: 400, height: 200, ratio: 2 };

afterEach(() => {
  vi.useRealTimers();
});

describe('particle scene', () => {
  it('sizes the bitmap in device pixels, draws in CSS pixels, and places the particles inside the field', () => {
    const { context, canvas, painted } = fakeContext();
    const scene = createScene(context, { count: 30, linkDistance: 100 });
    scene.resize(field);
    expect([canvas.width, canvas.height]).toEqual([800, 400]);
    expect(painted.transform).toEqual([2, 0, 0, 2, 0, 0]);
    expect(scene.particles).toHaveLength(30);
    for (const p of scene.particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(400);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(200);
    }
  });

  it('keeps the particles when the field is resized, fitting them into it', () => {
    const { context } = fakeContext();
    const scene = createScene(context, { count: 30, linkDistance: 100 });
    scene.resize(field);
    const before = scene.particles;
    scene.resize({ width: 100, height: 50, ratio: 1 });
    expect(scene.particles.map((p) => p.vx)).toEqual(before.map((p) => p.vx));
    for (const p of scene.particles) {
      expect(p.x).toBeLessThanOrEqual(100);
      expect(p.y).toBeLessThanOrEqual(50);
    }
  });

  it('places the particles anew once a field that had no size gets one', () => {
    const { context } = fakeContext();
    const scene = createScene(context, { count: 10, linkDistance: 100 });
    scene.resize({ width: 0, height: 0, ratio: 1 });
    expect(scene.particles.every((p) => p.x === 0 && p.y === 0)).toBe(true);
    scene.resize(field);
    expect(scene.particles.some((p) => p.x > 0 && p.y > 0)).toBe(true);
  });

  it('paints every particle in the colour it was given; frame(0) repaints them where they are', () => {
    const { context, painted } = fakeContext();
    const scene = createScene(context, { count: 12, linkDistance: 100 });
    scene.resize(field);
    scene.setColor('rgb(241, 245, 251)');
    const still = scene.particles;
    scene.frame(0);
    expect(painted).toMatchObject({ frames: 1, dots: 12, color: 'rgb(241, 245, 251)' });
    expect(scene.particles).toEqual(still);
    scene.frame(16);
    expect(painted.frames).toBe(2);
    expect(scene.particles).not.toEqual(still);
  });

  it('caps the pixel ratio at 2 and treats a missing one as 1', () => {
    expect(pixelRatio(3)).toBe(2);
    expect(pixelRatio(1.5)).toBe(1.5);
    expect(pixelRatio(0)).toBe(1);
  });
});

describe('frame ticker', () => {
  it('steps with the time since the last tick while started, and schedules nothing while stopped', () => {
    const manual = manualClock();
    const steps: number[] = [];
    const ticker = createTicker((elapsed) => steps.push(elapsed), manual.clock);
    expect(manual.scheduled).toBe(false);
    ticker.start();
    ticker.start(); // idempotent: one chain of frames
    manual.tick(1000);
    manual.tick(1016);
    manual.tick(1050);
    expect(steps).toEqual([0, 16, 34]);
    ticker.stop();
    expect(ticker.running).toBe(false);
    expect(manual.scheduled).toBe(false);
    // after a pause the first frame does not jump by the paused time
    ticker.start();
    manual.tick(9000);
    expect(steps.at(-1)).toBe(0);
  });

  it("uses the scope's requestAnimationFrame, else a 16 ms timer", () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    const scope = { requestAnimationFrame: request, cancelAnimationFrame: cancel };
    const frames = frameClockOf(scope);
    const callback = () => {};
    expect(frames.request(callback)).toBe(7);
    frames.cancel(7);
    expect(request).toHaveBeenCalledWith(callback);
    expect(cancel).toHaveBeenCalledWith(7);

    vi.useFakeTimers();
    const timer = frameClockOf({});
    const ticks: number[] = [];
    timer.request((now) => ticks.push(now));
    vi.advanceTimersByTime(15);
    expect(ticks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ticks).toHaveLength(1);
    const handle = timer.request((now) => ticks.push(now));
    timer.cancel(handle);
    vi.advanceTimersByTime(100);
    expect(ticks).toHaveLength(1);
  });
});

describe('particle worker (its side of the protocol)', () => {
  const init = (context: Context2D): Extract<ToParticleWorker, { type: 'init' }> => ({
    type: 'init',
    canvas: { getContext: () => context } as unknown as OffscreenCanvas,
    count: 20,
    linkDistance: 100,
    size: field,
    color: 'white',
  });

  it('paints one still frame on init and animates only between start and stop', () => {
    const manual = manualClock();
    const { context, canvas, painted } = fakeContext();
    const worker = createWorkerRenderer(manual.clock);
    worker.receive(init(context));
    expect([canvas.width, canvas.height]).toEqual([800, 400]);
    expect(painted).toMatchObject({ frames: 1, dots: 20, color: 'white' });
    expect(manual.scheduled).toBe(false);

    worker.receive({ type: 'start' });
    manual.tick(100);
    manual.tick(116);
    expect(painted.frames).toBe(3);
    worker.receive({ type: 'stop' });
    expect(manual.scheduled).toBe(false);
    manual.tick(132);
    expect(painted.frames).toBe(3);
  });

  it('starts on init if start came first', () => {
    const manual = manualClock();
    const { context } = fakeContext();
    const worker = createWorkerRenderer(manual.clock);
    worker.receive({ type: 'start' });
    expect(manual.scheduled).toBe(false);
    worker.receive(init(context));
    expect(manual.scheduled).toBe(true);
  });

  it('repaints a paused field after a resize or a new colour; a running one paints on its next frame', () => {
    const manual = manualClock();
    const { context, canvas, painted } = fakeContext();
    const worker = createWorkerRenderer(manual.clock);
    worker.receive(init(context));
    worker.receive({ type: 'resize', size: { width: 375, height: 600, ratio: 1 } });
    expect([canvas.width, canvas.height]).toEqual([375, 600]);
    expect(painted.frames).toBe(2);
    worker.receive({ type: 'color', color: 'rgb(255, 255, 255)' });
    expect(painted).toMatchObject({ frames: 3, color: 'rgb(255, 255, 255)' });

    worker.receive({ type: 'start' });
    worker.receive({ type: 'color', color: 'black' });
    expect(painted.frames).toBe(3);
    manual.tick(1);
    expect(painted).toMatchObject({ frames: 4, color: 'black' });
  });

  it('ignores size and colour before init, and fails loudly without a 2D context', () => {
    const worker = createWorkerRenderer(manualClock().clock);
    expect(() => worker.receive({ type: 'resize', size: field })).not.toThrow();
    expect(() => worker.receive({ type: 'color', color: 'red' })).not.toThrow();
    expect(() => worker.receive({ ...init(fakeContext().context), canvas: { getContext: () => null } as unknown as OffscreenCanvas })).toThrow(/2d context/);
  });
});
