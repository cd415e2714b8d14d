import type { FrameLoopOptions, ParticleLoop } from './frameLoop';
import { canvasColor, canvasSize, observeCanvas } from './observeCanvas';
import type { ToParticleWorker } from './protocol';
import type { FieldSize } from './scene';

/** Whether this browser can hand a page's canvas to a worker. */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

export interface OffscreenLoopOptions extends FrameLoopOptions {
  /** A new dedicated worker running particles.worker.ts. */
  createWorker(): Worker;
  /** A worker could not be started or failed: its canvas shows nothing any more (the field falls back to the main thread, on a new canvas). */
  onFailure(): void;
  /** `attach` got a canvas that was handed to a worker already gone (a canvas is transferred once only): the field needs a new canvas element. */
  onSpentCanvas(): void;
}

/** One canvas and its worker: 'waiting' until the worker has it, then 'open', finally 'closed' (worker ended, canvas spent). */
interface Session {
  state: 'waiting' | 'open' | 'closed';
  worker: Worker | null;
  /** What the worker was last told. */
  size: FieldSize | null;
  color: string;
  /** Cancels the pending step: opening, or ending the worker after a detach. */
  cancel: () => void;
}

/** Runs `task` in a task of its own after the next frame (not in the task that asked: that one is React's commit). */
function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function inNextTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * The particle animation in a dedicated worker: the canvas is transferred
 * (`transferControlToOffscreen`) to a new worker with its size, pixel ratio
 * and colour, whose changes are then forwarded; `start` and `stop` (the
 * machine's actions) become messages. The main thread never draws a particle.
 *
 * Main-thread work is kept out of long tasks: `attach` runs in React's commit
 * and only schedules; the worker is created in a task of its own after the
 * next frame, and the canvas transferred in the task after that.
 *
 * A canvas can be transferred once only, so a detached canvas keeps its worker
 * for one more task: React StrictMode's simulated unmount (ref clean-up, then
 * the same canvas again at once) finds it still there. A canvas attached later
 * than that is reported through `onSpentCanvas`; the canvas of state 'off' is
 * removed, and the next one is a new element with a new worker.
 */
export function createOffscreenLoop({ count, linkDistance, createWorker, onFailure, onSpentCanvas }: OffscreenLoopOptions): ParticleLoop {
  let running = false;
  const sessions = new WeakMap<HTMLCanvasElement, Session>();
  const attached = new Set<Session>();

  const post = (session: Session, message: ToParticleWorker, transfer: Transferable[] = []) => {
    if (session.state === 'open') session.worker?.postMessage(message, transfer);
  };
  const fail = (session: Session, canvas: HTMLCanvasElement) => {
    close(session, canvas);
    onFailure();
  };
  /** Ends the worker. A canvas that never reached it can still be transferred: it is forgotten rather than spent. */
  const close = (session: Session, canvas: HTMLCanvasElement) => {
    session.cancel();
    attached.delete(session);
    if (session.state === 'waiting') sessions.delete(canvas);
    session.worker?.terminate();
    session.state = 'closed';
  };

  /** The worker, in a task of its own after the next frame; the transfer, in the task after that. */
  const open = (canvas: HTMLCanvasElement, session: Session) => {
    const transfer = () => {
      let offscreen: OffscreenCanvas;
      try {
        offscreen = canvas.transferControlToOffscreen();
      } catch {
        return fail(session, canvas);
      }
      session.state = 'open';
      session.size = canvasSize(canvas);
      session.color = canvasColor(canvas);
      post(session, { type: 'init', canvas: offscreen, count, linkDistance, size: session.size, color: session.color }, [offscreen]);
      if (running && attached.has(session)) post(session, { type: 'start' });
    };
    if (session.worker) {
      session.cancel = inNextTask(transfer);
      return;
    }
    session.cancel = afterNextFrame(() => {
      try {
        session.worker = createWorker();
      } catch {
        return fail(session, canvas);
      }
      session.worker.addEventListener('error', () => {
        if (session.state !== 'closed') fail(session, canvas);
      });
      session.cancel = inNextTask(transfer);
    });
  };

  /** Tells an open worker the canvas's size and colour if they are not what it has. */
  const update = (session: Session, size: FieldSize, color: string) => {
    if (session.state !== 'open') return;
    if (!session.size || size.width !== session.size.width || size.height !== session.size.height || size.ratio !== session.size.ratio) {
      session.size = size;
      post(session, { type: 'resize', size });
    }
    if (color !== session.color) {
      session.color = color;
      post(session, { type: 'color', color });
    }
  };

  return {
    attach(canvas) {
      let session = sessions.get(canvas);
      if (session?.state === 'closed') {
        onSpentCanvas();
        return () => {};
      }
      if (session) {
        // The same canvas again before its worker ended (StrictMode): keep it (the observer's first report brings it up to date).
        session.cancel();
        session.cancel = () => {};
        if (session.state === 'waiting') open(canvas, session);
      } else {
        session = { state: 'waiting', worker: null, size: null, color: '', cancel: () => {} };
        sessions.set(canvas, session);
        open(canvas, session);
      }
      const current = session;
      // No initial values: its first report (after layout, not in this commit) is the canvas as it is.
      const unobserve = observeCanvas(canvas, {
        size: (size) => update(current, size, current.color),
        color: (color) => {
          if (current.size) update(current, current.size, color);
        },
      });
      attached.add(current);
      if (running) post(current, { type: 'start' });
      return () => {
        unobserve();
        if (!attached.delete(current)) return;
        post(current, { type: 'stop' });
        current.cancel();
        current.cancel = inNextTask(() => close(current, canvas));
      };
    },
    start() {
      running = true;
      for (const session of attached) post(session, { type: 'start' });
    },
    stop() {
      running = false;
      for (const session of attached) post(session, { type: 'stop' });
    },
  };
}
