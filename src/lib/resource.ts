/**
 * A promise that carries its own outcome, in the shape React's `use()` reads:
 * a settled one is read synchronously, so preloaded pages and catalogs hydrate
 * and prerender without suspending.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface ResourceCache<K, T> {
  /** Starts loading once per key and returns the same (tracked) promise after that. */
  load(key: K): Promise<T>;
  /** The loaded value, or undefined while it is not there yet. */
  peek(key: K): T | undefined;
  /** Drops a failed load, so that the next `load` tries again. */
  forgetFailure(key: K): void;
}

export function createResourceCache<K, T>(loader: (key: K) => Promise<T>): ResourceCache<K, T> {
  const cache = new Map<K, TrackedPromise<T>>();
  return {
    load(key) {
      let entry = cache.get(key);
      if (!entry) {
        const tracked: TrackedPromise<T> = loader(key).then(
          (value) => {
            tracked.status = 'fulfilled';
            tracked.value = value;
            return value;
          },
          (reason: unknown) => {
            tracked.status = 'rejected';
            tracked.reason = reason;
            // Kept: React renders again after an error before it shows the error boundary, and a
            // new request on every render would retry for as long as the network refuses. A caller
            // that wants a later attempt (a hover preload, the next trigger) forgets the failure.
            throw reason;
          },
        );
        tracked.status = 'pending';
        entry = tracked;
        cache.set(key, entry);
      }
      return entry;
    },
    forgetFailure(key) {
      if (cache.get(key)?.status === 'rejected') cache.delete(key);
    },
    peek(key) {
      const entry = cache.get(key);
      return entry?.status === 'fulfilled' ? entry.value : undefined;
    },
  };
}
