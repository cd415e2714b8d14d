/**
 * Cache naming and clean-up rules of the service worker. Each deployment has
 * its own cache, named after the build id, so files of two builds never mix and
 * activating a new build deletes every older one. Pure, for tests.
 */
export const CACHE_PREFIX = 'jp-site-';

export function cacheNameFor(buildId: string): string {
  return `${CACHE_PREFIX}${buildId}`;
}

/** Our caches of earlier deployments; caches of anything else on the origin are left alone. */
export function obsoleteCaches(existing: readonly string[], current: string): string[] {
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/** At most this many saved pages move to a new deployment's cache (the site has about 30). */
export const MAX_CARRIED_PAGES = 60;

/**
 * Pages saved by an earlier deployment that the new one saves again (fetched
 * fresh), so a visitor's offline pages survive an update: same-origin page
 * paths only (no file extension: hashed files and the offline pages come with
 * the new build), each once, without query strings.
 */
export function pagesToCarryOver(savedUrls: readonly string[], origin: string): string[] {
  const pages = new Set<string>();
  for (const saved of savedUrls) {
    let url: URL;
    try {
      url = new URL(saved);
    } catch {
      continue;
    }
    const lastSegment = url.pathname.split('/').pop() ?? '';
    if (url.origin !== origin || lastSegment.includes('.')) continue;
    pages.add(`${url.origin}${url.pathname}`);
  }
  return [...pages].slice(0, MAX_CARRIED_PAGES);
}
