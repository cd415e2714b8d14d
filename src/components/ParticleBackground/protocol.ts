import type { FieldSize } from './scene';

/**
 * The messages from the page to the particle worker (particles.worker.ts), one
 * worker per canvas. The page stays the decider: the particleBackground
 * machine's actions become 'start' and 'stop'; the page also reports what only
 * it can see (the canvas's size, pixel ratio and CSS colour). The worker sends
 * nothing back; if it fails, its `error` event reaches the page.
 */
export type ToParticleWorker =
  /** First message, transferring the canvas: the scene's settings and the canvas as it is now. The worker paints one still frame. */
  | { type: 'init'; canvas: OffscreenCanvas; count: number; linkDistance: number; size: FieldSize; color: string }
  | { type: 'resize'; size: FieldSize }
  | { type: 'color'; color: string }
  | { type: 'start' }
  | { type: 'stop' };
