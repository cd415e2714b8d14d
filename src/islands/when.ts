import { type HydrateOn, type TriggerOptions, watchTrigger } from './triggers';

export interface WhenOptions extends TriggerOptions {
  /** What a `visible` trigger watches (the document's root element otherwise). */
  target?: Element;
}

export interface LateLoad {
  /**
   * Once the trigger fires, fetches the code (`() => import('./x')`) and hands it to `start`.
   * Returns a stop: before the trigger fires nothing loads; after, `start` is not called any
   * more and the clean-up it returned runs. A failed fetch goes to `failed` (silence otherwise).
   */
  load<T>(code: () => Promise<T>, start: (code: T) => void | (() => void), failed?: (error: unknown) => void): () => void;
  /** The code, once the trigger has fired and it has arrived (a failed fetch rejects). */
  get<T>(code: () => Promise<T>): Promise<T>;
}

/**
 * The one way to load code late besides an island (src/islands/island.tsx, the same thing for a
 * part of the page's markup): `import()` is written only as the code handed to `island(…)` or to
 * `when(…)` (eslint.config.js holds every other place to that), on the islands' own triggers
 * (src/islands/triggers.ts): `when('idle').load(() => import('./tasks'), (tasks) => tasks.start())`.
 * Without a trigger it loads now: split code needed at once (a page head, the particle loop).
 *
 * Nothing is kept here: each ask imports, the browser fetches a module once, and a failed fetch
 * is simply asked for again the next time. Every dynamic import reports its failure as
 * `vite:preloadError` (vite.config.ts), which the page's recovery hears (src/machines/pageRecovery.ts).
 * With a trigger, browser-only (effects, event handlers, the entry); without one, safe on the server.
 */
export function when(on?: HydrateOn, { target, ...options }: WhenOptions = {}): LateLoad {
  const watch = (fire: () => void) => (on ? watchTrigger(target ?? document.documentElement, on, fire, options) : (fire(), () => {}));
  const load: LateLoad['load'] = (code, start, failed = () => {}) => {
    let active = true;
    let cleanUp: void | (() => void);
    const stopWatching = watch(
      () =>
        void code().then(
          (value) => {
            if (active) cleanUp = start(value);
          },
          (error: unknown) => {
            if (active) failed(error);
          },
        ),
    );
    return () => {
      active = false;
      stopWatching();
      cleanUp?.();
    };
  };
  return { load, get: (code) => new Promise((resolve, reject) => void load(code, resolve, reject)) };
}
