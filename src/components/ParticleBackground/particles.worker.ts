/**
 * The particle background's dedicated worker (created by ParticleField, one per
 * canvas, bundled by Vite as its own file): physics and drawing off the main
 * thread, on the OffscreenCanvas the page transfers in its 'init' message, on
 * the worker's requestAnimationFrame (Chromium, Firefox) or a 16 ms timer.
 */
import type { ToParticleWorker } from './protocol';
import { frameClockOf } from './scene';
import { createWorkerRenderer } from './workerRenderer';

// Typed with the DOM library like the rest of src/: the worker's global scope is used only for these.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToParticleWorker>) => void): void;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
};

const renderer = createWorkerRenderer(frameClockOf(scope));
scope.addEventListener('message', (event) => renderer.receive(event.data));
