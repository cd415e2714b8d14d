import { type Context2D, drawFrame } from './draw';
import { type Particle, createParticles, fitParticles, linksBetween, stepParticles } from './physics';

/**
 * The one frame path of the particle background, shared by both renderers:
 * the worker's (an OffscreenCanvas) and the main thread's fallback (the page's
 * canvas). No DOM, no globals: it paints on the context it is given and is
 * timed by a clock it is given, so it runs the same in a worker, on the page
 * and in the unit tests.
 */

/** The field's size in CSS pixels and the device pixels painted per CSS pixel. */
export interface FieldSize {
  width: number;
  height: number;
  ratio: number;
}

export interface SceneOptions {
  count: number;
  linkDistance: number;
  random?: () => number;
}

export interface Scene {
  /** Sizes the canvas's bitmap (which clears it) and keeps the particles inside; call `frame(0)` to repaint. */
  resize(size: FieldSize): void;
  setColor(color: string): void;
  /** Moves the particles by `elapsed` ms and paints them; `frame(0)` repaints them where they are. */
  frame(elapsed: number): void;
  readonly particles: readonly Particle[];
}

export function createScene(context: Context2D, { count, linkDistance, random }: SceneOptions): Scene {
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let color = '';

  return {
    resize(size) {
      const placed = particles.length > 0 && width > 0 && height > 0;
      width = size.width;
      height = size.height;
      context.canvas.width = Math.round(width * size.ratio);
      context.canvas.height = Math.round(height * size.ratio);
      context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
      particles = placed ? fitParticles(particles, width, height) : createParticles(count, width, height, random);
    },
    setColor(next) {
      color = next;
    },
    frame(elapsed) {
      particles = stepParticles(particles, elapsed, width, height);
      drawFrame(context, particles, linksBetween(particles, linkDistance), color);
    },
    get particles() {
      return particles;
    },
  };
}

/** requestAnimationFrame and cancelAnimationFrame, or a stand-in for them. */
export interface FrameClock {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

/** A clock for a global scope: its requestAnimationFrame where there is one (windows; dedicated workers in Chromium and Firefox), else a 16 ms timer. */
export function frameClockOf(scope: {
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
}): FrameClock {
  const { requestAnimationFrame: request, cancelAnimationFrame: cancel } = scope;
  if (typeof request === 'function' && typeof cancel === 'function') {
    return { request: (callback) => request.call(scope, callback), cancel: (handle) => cancel.call(scope, handle) };
  }
  return {
    request: (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number,
    cancel: (handle) => clearTimeout(handle),
  };
}

export interface Ticker {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** Calls `step` with the ms since its last call on every tick of `clock` while started; nothing at all while stopped. */
export function createTicker(step: (elapsed: number) => void, clock: FrameClock): Ticker {
  let handle = 0;
  let running = false;
  let last = 0;
  const tick = (now: number) => {
    step(last ? now - last : 0);
    last = now;
    handle = clock.request(tick);
  };
  return {
    start() {
      if (running) return;
      running = true;
      last = 0;
      handle = clock.request(tick);
    },
    stop() {
      if (!running) return;
      running = false;
      clock.cancel(handle);
    },
    get running() {
      return running;
    },
  };
}
