import { drawFrame } from './draw';
import { type Particle, createParticles, fitParticles, linksBetween, stepParticles } from './physics';

export interface FrameLoopOptions {
  count: number;
  linkDistance: number;
}

export interface FrameLoop {
  /** Gives the loop its canvas (a React ref callback); returns the clean-up, which also stops it. */
  attach(canvas: HTMLCanvasElement): () => void;
  start(): void;
  stop(): void;
  /** Computes and paints one frame `elapsed` ms after the last one (the benchmark calls this directly). */
  frame(elapsed: number): void;
}

/** The most device pixels per CSS pixel worth painting for faint dots and hairlines. */
const maxPixelRatio = 2;

/**
 * The particle animation: requestAnimationFrame while running, nothing at all
 * while stopped. Browser only; created by the component, started and stopped
 * by the particleBackground machine's actions.
 */
export function createFrameLoop({ count, linkDistance }: FrameLoopOptions): FrameLoop {
  let context: CanvasRenderingContext2D | null = null;
  let color = '';
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let running = false;
  let request = 0;
  let last = 0;

  const resize = (canvas: HTMLCanvasElement) => {
    const ratio = Math.min(window.devicePixelRatio || 1, maxPixelRatio);
    const placed = particles.length > 0 && width > 0 && height > 0;
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
    particles = placed ? fitParticles(particles, width, height) : createParticles(count, width, height);
    color = getComputedStyle(canvas).color;
  };

  const frame = (elapsed: number) => {
    if (!context) return;
    particles = stepParticles(particles, elapsed, width, height);
    drawFrame(context, particles, linksBetween(particles, linkDistance), color);
  };

  const tick = (now: number) => {
    frame(last ? now - last : 0);
    last = now;
    request = requestAnimationFrame(tick);
  };

  const schedule = () => {
    if (running && context && !request) {
      last = 0;
      request = requestAnimationFrame(tick);
    }
  };

  const loop: FrameLoop = {
    attach(canvas) {
      context = canvas.getContext('2d');
      const observer = new ResizeObserver(() => {
        resize(canvas);
        if (!running) frame(0); // a paused field still shows its particles at the new size
      });
      observer.observe(canvas);
      resize(canvas);
      schedule();
      return () => {
        // The canvas is gone; whether the loop should run is still the machine's word.
        observer.disconnect();
        cancelAnimationFrame(request);
        request = 0;
        context = null;
      };
    },
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
      cancelAnimationFrame(request);
      request = 0;
    },
    frame,
  };
  return loop;
}
