import { createResourceCache } from '../lib/resource';
import { type HydrateOn, type TriggerOptions, watchTrigger } from './triggers';

/**
 * Code fetched once, when first asked for (a dynamic import). A failed fetch is
 * forgotten, so the next ask tries again; until then, what needed the code simply
 * does without it.
 */
export interface LateCode<T> {
  /** The code, once it has arrived. */
  peek(): T | undefined;
  /** Fetches it (once) and resolves with it. */
  load(): Promise<T>;
}

export function lateCode<T>(fetch: () => Promise<T>): LateCode<T> {
  const cache = createResourceCache<'code', T>(fetch);
  return {
    peek: () => cache.peek('code'),
    load: () =>
      cache.load('code').catch((error: unknown) => {
        cache.forgetFailure('code');
        throw error;
      }),
  };
}

export interface WhenOptions extends TriggerOptions {
  /** What a `visible` trigger watches (the document's root element otherwise). */
  target?: Element;
}

export interface LateLoad {
  /**
   * Once the trigger fires, fetches `code` and hands it to `start`: in this very call when there
   * is no trigger and the code is here already (so a layout effect can act before paint).
   * Returns a stop: before the trigger fires nothing loads; after, `start` is not called any
   * more and the clean-up it returned runs. A failed fetch goes to `failed` (silence otherwise).
   */
  load<T>(code: LateCode<T> | (() => Promise<T>), start: (code: T) => void | (() => void), failed?: (error: unknown) => void): () => void;
  /** The code, once the trigger has fired and it has arrived (a failed fetch rejects). */
  get<T>(code: LateCode<T> | (() => Promise<T>)): Promise<T>;
}

/**
 * The one way to load code late outside an island, on the islands' own triggers
 * (src/islands/triggers.ts): `when('idle').load(() => import('./tasks'), (tasks) => tasks.start())`.
 * An island is the same thing for a part of the page's markup (src/islands/island.tsx).
 * Browser-only: call it from effects, event handlers or the entry, never during render.
 */
export function when(on?: HydrateOn, { target, ...options }: WhenOptions = {}): LateLoad {
  // Without a trigger: now (split code the page needs at once, such as its head).
  const watch = (fire: () => void) => (on ? watchTrigger(target ?? document.documentElement, on, fire, options) : (fire(), () => {}));
  return {
    get(code) {
      return new Promise((resolve, reject) => void this.load(code, resolve, reject));
    },
    load(code, start, failed = () => {}) {
      const late = typeof code === 'function' ? lateCode(code) : code;
      let active = true;
      let cleanUp: void | (() => void);
      const run = (value: Parameters<typeof start>[0]) => {
        if (active) cleanUp = start(value);
      };
      const fire = () => {
        const ready = late.peek();
        if (ready !== undefined) return run(ready);
        late.load().then(run, (error: unknown) => {
          if (active) failed(error);
        });
      };
      const stopWatching = watch(fire);
      return () => {
        active = false;
        stopWatching();
        cleanUp?.();
      };
    },
  };
}
