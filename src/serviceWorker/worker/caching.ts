/// <reference lib="webworker" />
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, matchPrecache, precache } from 'workbox-precaching';
import { Route, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { CACHE_PREFIX, IMAGE_CACHE_LIMITS, imageCacheFor, obsoleteCaches } from '../caches';
import { offlinePageForPath } from '../offlinePages';
import { type Strategy, strategyFor } from '../strategy';
import type { BuildInfo } from './build';

/** Workbox's message for URLs a page loaded before the worker controlled it. */
interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

const isCacheUrlsMessage = (data: unknown): data is CacheUrlsMessage =>
  typeof data === 'object' && data !== null && (data as Partial<CacheUrlsMessage>).type === 'CACHE_URLS' &&
  Array.isArray((data as CacheUrlsMessage).payload?.urlsToCache);

/**
 * Offline support with Workbox: install precaches the build (pages, code,
 * shell), activate drops what earlier deployments saved and takes over open
 * pages, and the routes answer by the rules of `strategyFor`.
 *
 * A new deployment's worker waits (no skipWaiting) while any page of the old one is open, so it
 * never drops files an open page still asks for; it takes over once the last such tab is closed.
 * Pages are network-first, so a visitor who only reloads still gets the new deployment's pages
 * meanwhile, their new code from the network. clients.claim: the first worker of a visit controls
 * its page at once.
 */
export function registerCaching(scope: ServiceWorkerGlobalScope, build: BuildInfo): void {
  const origin = scope.location.origin;
  const routeOf = (request: Request): Strategy =>
    strategyFor({ url: request.url, method: request.method, mode: request.mode, range: request.headers.has('range') }, origin);

  setCacheNameDetails({ prefix: CACHE_PREFIX });
  const imageCache = imageCacheFor(build.imageSet);
  precache(build.precache);

  /** The offline page of the path's language, with 503: the page asked for is not available. */
  async function offlinePage(url: URL): Promise<Response> {
    const page = await matchPrecache(offlinePageForPath(url.pathname));
    if (!page) return Response.error();
    return new Response(page.body, { status: 503, statusText: 'Service Unavailable', headers: page.headers });
  }

  // Pages: the network (with navigation preload); offline the precached page, keyed by its path without query.
  const pages = new Route(({ request }) => routeOf(request) === 'page', new NetworkOnly());
  pages.setCatchHandler(async ({ url }) => (await matchPrecache(`${url.origin}${url.pathname}`)) ?? offlinePage(url));
  registerRoute(pages);

  // Images: the width the page asked for, saved on first use.
  const images = new CacheFirst({
    cacheName: imageCache,
    plugins: [new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
  });
  registerRoute(({ request }) => routeOf(request) === 'image', images);

  // Everything precached (code, shell, offline pages): cache first.
  addRoute();

  // The first page load happens before the worker controls the page: the page
  // reports the images it loaded (src/serviceWorker/register.ts), saved here like any later request.
  scope.addEventListener('message', (event) => {
    if (!isCacheUrlsMessage(event.data)) return;
    const requests = event.data.payload.urlsToCache.map((url) => new Request(url)).filter((request) => routeOf(request) === 'image');
    event.waitUntil(Promise.allSettled(requests.map((request) => images.handle({ event, request }))));
  });

  clientsClaim();
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Page requests start while the worker boots, so network-first costs no extra time. First,
        // so that no page load waits for the clean-up below.
        if ('navigationPreload' in scope.registration) await scope.registration.navigationPreload.enable();
        const obsolete = obsoleteCaches(await scope.caches.keys(), [cacheNames.precache, imageCache]);
        await Promise.all(obsolete.map((name) => scope.caches.delete(name)));
      })(),
    );
  });
}
