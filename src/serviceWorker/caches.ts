/**
 * Cache names of the service worker and which caches to delete. Pure, for tests.
 *
 * Workbox keeps the precache (code, shell, pages) in one cache and replaces
 * only the entries whose revision changed. Images are saved at run time, in a
 * cache named after the deployment's image set: image URLs carry no content
 * hash, so a changed image set starts a new cache instead of showing old files.
 */
export const CACHE_PREFIX = 'jp-site';

/** The run-time image cache of one image set (its hash is computed by the build, vite.config.ts). */
export function imageCacheFor(imageSet: string): string {
  return `${CACHE_PREFIX}-images-${imageSet}`;
}

/**
 * Our caches that the current worker no longer uses: image caches of earlier
 * image sets, and the per-deployment caches of the hand-written worker before
 * Workbox (`jp-site-<build id>`). Caches of anything else on the origin are left alone.
 */
export function obsoleteCaches(existing: readonly string[], inUse: readonly string[]): string[] {
  return existing.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !inUse.includes(name));
}

/** How many images the run-time cache keeps (least recently used go first), and for how long. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
