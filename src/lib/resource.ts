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
            cache.delete(key); // let a later attempt retry, e.g. after a network hiccup
            throw reason;
          },
        );
        tracked.status = 'pending';
        entry = tracked;
        cache.set(key, entry);
      }
      return entry;
    },
    peek(key) {
      const entry = cache.get(key);
      return entry?.status === 'fulfilled' ? entry.value : undefined;
    },
  };
}
