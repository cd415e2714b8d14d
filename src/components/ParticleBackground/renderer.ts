import type { FrameLoopOptions, ParticleLoop } from './frameLoop';
import { when } from '../../islands/when';
import { canDrawInWorker, createOffscreenLoop } from './offscreenLoop';

/** Where the particles are drawn: in a worker on an OffscreenCanvas, or on the main thread (the fallback). */
export type RendererKind = 'worker' | 'main';

export interface RendererState {
  kind: RendererKind;
  /** Changes when the field needs a new canvas element (a canvas is transferred to a worker once only): the canvas's React key. */
  canvas: number;
}

export interface ParticleRenderer extends ParticleLoop {
  /** For useSyncExternalStore: the state changes when the worker fails or a canvas is spent. */
  subscribe(listener: () => void): () => void;
  getState(): RendererState;
}

export interface ParticleRendererOptions extends FrameLoopOptions {
  /** Creates the particle worker; without it (or without OffscreenCanvas) the particles are drawn on the main thread. */
  createWorker?: () => Worker;
}

/**
 * The main-thread frame loop with its code (frameLoop.ts and the scene, which
 * the worker has in its own file) fetched when a first canvas comes: browsers
 * that draw in the worker never load it. Until it is there, the canvas and
 * whether it runs are kept for it. A failed fetch leaves the field blank (it
 * is decoration); the next canvas tries again.
 */
export function lazyFrameLoop(options: FrameLoopOptions, load = () => when().get(() => import('./frameLoop'))): ParticleLoop {
  let loop: ParticleLoop | null = null;
  let running = false;
  let canvas: HTMLCanvasElement | null = null;
  let detach: (() => void) | null = null;
  let loading = false;
  const fetchLoop = () => {
    if (loading) return;
    loading = true;
    load().then(
      ({ createFrameLoop }) => {
        loop = createFrameLoop(options);
        if (running) loop.start();
        if (canvas) detach = loop.attach(canvas);
      },
      () => (loading = false),
    );
  };
  return {
    attach(next) {
      canvas = next;
      if (loop) detach = loop.attach(next);
      else fetchLoop();
      return () => {
        if (canvas !== next) return;
        canvas = null;
        detach?.();
        detach = null;
      };
    },
    start() {
      running = true;
      loop?.start();
    },
    stop() {
      running = false;
      loop?.stop();
    },
  };
}

/**
 * The field's renderer, one per mounted field: the worker where the browser
 * can transfer a canvas to one, else the main-thread frame loop; if the worker
 * fails, the main-thread loop on a new canvas, running if the machine says so.
 * Creating it touches no browser API (the worker comes with the first canvas).
 */
export function createParticleRenderer({ createWorker, ...options }: ParticleRendererOptions): ParticleRenderer {
  let running = false;
  const listeners = new Set<() => void>();
  const update = (next: RendererState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const inWorker = createWorker !== undefined && canDrawInWorker();
  let state: RendererState = { kind: inWorker ? 'worker' : 'main', canvas: 0 };
  let loop: ParticleLoop = inWorker
    ? createOffscreenLoop({
        ...options,
        createWorker,
        onFailure: () => {
          if (state.kind === 'main') return;
          loop = lazyFrameLoop(options);
          if (running) loop.start();
          update({ kind: 'main', canvas: state.canvas + 1 });
        },
        onSpentCanvas: () => update({ ...state, canvas: state.canvas + 1 }),
      })
    : lazyFrameLoop(options);

  return {
    attach: (canvas) => loop.attach(canvas),
    start() {
      running = true;
      loop.start();
    },
    stop() {
      running = false;
      loop.stop();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
  };
}
