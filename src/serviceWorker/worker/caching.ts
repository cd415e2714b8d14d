/// <reference lib="webworker" />
import { cacheNameFor, obsoleteCaches, pagesToCarryOver } from '../caches';
import { visitedPageUrl } from '../messages';
import { offlinePageForPath } from '../offlinePages';
import { strategyFor } from '../strategy';
import type { BuildInfo } from './build';

/** Only complete, direct, same-origin answers are saved (never a redirect, an error page or an opaque response). */
function isSavable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

/** A page's cache key: its address without query string, so '?utm_…' variants share one copy. */
function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/**
 * Offline support: install saves this deployment's files, activate deletes the
 * caches of earlier deployments and takes over open pages, fetch answers from
 * the network or the cache by the rules of `strategyFor`.
 *
 * skipWaiting + clients.claim: a new deployment's worker takes over at once
 * instead of waiting until every tab is closed. Pages are network-first anyway,
 * so the worker never holds a visitor on old HTML; taking over at once only
 * makes the old deployment's cache go away sooner.
 */
export function registerCaching(scope: ServiceWorkerGlobalScope, build: BuildInfo): void {
  const cacheName = cacheNameFor(build.id);
  const origin = scope.location.origin;
  /**
   * This deployment's cache, or undefined once a newer deployment has deleted
   * it: an outdated worker still finishing requests must not re-create it.
   */
  const existingCache = async () => ((await scope.caches.has(cacheName)) ? scope.caches.open(cacheName) : undefined);

  async function savePage(cache: Cache, url: string): Promise<void> {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (isSavable(response)) await cache.put(pageKey(url), response);
  }

  /** Fetches again, into the new cache, the pages an earlier deployment had saved. */
  async function carryOverSavedPages(cache: Cache): Promise<void> {
    const previous = obsoleteCaches(await scope.caches.keys(), cacheName);
    const saved = await Promise.all(
      previous.map(async (name) => (await (await scope.caches.open(name)).keys()).map((request) => request.url)),
    );
    await Promise.allSettled(pagesToCarryOver(saved.flat(), origin).map((url) => savePage(cache, url)));
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await scope.caches.open(cacheName);
        await cache.addAll(build.precache);
        await carryOverSavedPages(cache);
        await scope.skipWaiting();
      })(),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const obsolete = obsoleteCaches(await scope.caches.keys(), cacheName);
        await Promise.all(obsolete.map((name) => scope.caches.delete(name)));
        // Page requests start while the worker boots, so network-first costs no extra time.
        if ('navigationPreload' in scope.registration) await scope.registration.navigationPreload.enable();
        await scope.clients.claim();
      })(),
    );
  });

  async function cacheFirst(event: FetchEvent): Promise<Response> {
    const cache = await existingCache();
    const cached = await cache?.match(event.request);
    if (cached) return cached;
    const response = await fetch(event.request);
    if (cache && isSavable(response)) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  }

  async function networkFirst(event: FetchEvent, key: string, offlineFallback: () => Promise<Response | undefined>) {
    const cache = await existingCache();
    try {
      const preloaded: Response | undefined = event.request.mode === 'navigate' ? await event.preloadResponse : undefined;
      const response = preloaded ?? (await fetch(event.request));
      if (cache && isSavable(response)) event.waitUntil(cache.put(key, response.clone()));
      return response;
    } catch (error) {
      const fallback = (await cache?.match(key)) ?? (await offlineFallback());
      if (fallback) return fallback;
      throw error;
    }
  }

  /** The offline page of the path's language, with 503: the page asked for is not available. */
  async function offlinePage(url: string): Promise<Response | undefined> {
    const cache = await existingCache();
    const page = await cache?.match(offlinePageForPath(new URL(url).pathname));
    if (!page) return undefined;
    return new Response(page.body, { status: 503, statusText: 'Service Unavailable', headers: page.headers });
  }

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    const strategy = strategyFor(
      { url: request.url, method: request.method, mode: request.mode, range: request.headers.has('range') },
      origin,
    );
    if (strategy === 'cache-first') event.respondWith(cacheFirst(event));
    else if (strategy === 'page') event.respondWith(networkFirst(event, pageKey(request.url), () => offlinePage(request.url)));
    else if (strategy === 'network-first') event.respondWith(networkFirst(event, request.url, async () => undefined));
  });

  // Pages opened by client-side navigation: saved once per deployment (the HTML of a build never changes).
  scope.addEventListener('message', (event) => {
    const url = visitedPageUrl(event.data, origin);
    if (!url) return;
    event.waitUntil(
      (async () => {
        const cache = await existingCache();
        if (cache && !(await cache.match(url))) await savePage(cache, url);
      })().catch((error: unknown) => console.warn(`Service worker: could not save ${url} for offline use`, error)),
    );
  });
}
