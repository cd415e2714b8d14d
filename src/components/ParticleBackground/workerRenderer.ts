import type { ToParticleWorker } from './protocol';
import { type FrameClock, type Scene, createScene, createTicker } from './scene';

/**
 * The worker's side of the protocol: paints on the transferred canvas with the
 * shared scene, on `clock` while started. No globals (particles.worker.ts
 * wires it to the worker's scope), so it is unit-tested as is. Messages before
 * 'init' only set whether it runs.
 */
export function createWorkerRenderer(clock: FrameClock): { receive(message: ToParticleWorker): void } {
  let scene: Scene | null = null;
  let running = false;
  const ticker = createTicker((elapsed) => scene?.frame(elapsed), clock);
  const sync = () => (running && scene ? ticker.start() : ticker.stop());
  /** A paused field still shows its particles, at the new size and in the new colour (resizing clears the bitmap). */
  const repaint = () => {
    if (!ticker.running) scene?.frame(0);
  };

  return {
    receive(message) {
      switch (message.type) {
        case 'init': {
          const context = message.canvas.getContext('2d');
          if (!context) throw new Error('particles: no 2d context on the OffscreenCanvas');
          scene = createScene(context, { count: message.count, linkDistance: message.linkDistance });
          scene.setColor(message.color);
          scene.resize(message.size);
          repaint();
          sync();
          return;
        }
        case 'resize':
          scene?.resize(message.size);
          return repaint();
        case 'color':
          scene?.setColor(message.color);
          return repaint();
        case 'start':
          running = true;
          return sync();
        case 'stop':
          running = false;
          return sync();
      }
    },
  };
}
