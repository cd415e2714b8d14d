import { canvasColor, canvasSize, observeCanvas } from './observeCanvas';
import { type FrameClock, type Scene, createScene, createTicker } from './scene';

export interface FrameLoopOptions {
  count: number;
  linkDistance: number;
}

/** What the particleBackground machine's actions and the canvas's ref drive: the worker's renderer or this one. */
export interface ParticleLoop {
  /** Gives the loop its canvas (a React ref callback); returns the clean-up, which also stops drawing on it. */
  attach(canvas: HTMLCanvasElement): () => void;
  start(): void;
  stop(): void;
}

export interface FrameLoop extends ParticleLoop {
  /** Computes and paints one frame `elapsed` ms after the last one (the benchmark calls this directly). */
  frame(elapsed: number): void;
}

/**
 * The particle animation on the main thread: the fallback where a canvas
 * cannot be handed to a worker (no OffscreenCanvas), with the same scene as the
 * worker. requestAnimationFrame while running, nothing at all while stopped.
 * Browser only; created by the component, started and stopped by the
 * particleBackground machine's actions.
 */
/** The page's requestAnimationFrame, looked up when called: creating a loop touches no browser API (the field is also rendered on the server). */
const animationFrames: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createFrameLoop({ count, linkDistance }: FrameLoopOptions): FrameLoop {
  let scene: Scene | null = null;
  let running = false;
  const ticker = createTicker((elapsed) => scene?.frame(elapsed), animationFrames);
  const sync = () => (running && scene ? ticker.start() : ticker.stop());

  return {
    attach(canvas) {
      const context = canvas.getContext('2d');
      if (!context) return () => {};
      const current = createScene(context, { count, linkDistance });
      const initial = { size: canvasSize(canvas), color: canvasColor(canvas) };
      current.setColor(initial.color);
      current.resize(initial.size);
      current.frame(0);
      // A paused field still shows its particles, at the new size and in the new colour.
      const repaint = () => {
        if (!ticker.running) current.frame(0);
      };
      const unobserve = observeCanvas(
        canvas,
        {
          size: (size) => {
            current.resize(size);
            repaint();
          },
          color: (color) => {
            current.setColor(color);
            repaint();
          },
        },
        initial,
      );
      scene = current;
      sync();
      return () => {
        // The canvas is gone; whether the loop should run is still the machine's word.
        unobserve();
        if (scene === current) scene = null;
        sync();
      };
    },
    start() {
      running = true;
      sync();
    },
    stop() {
      running = false;
      sync();
    },
    frame: (elapsed) => scene?.frame(elapsed),
  };
}
