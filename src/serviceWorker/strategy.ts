/**
 * Which caching strategy the service worker uses for a request. Pure, so the
 * rules can be tested without a browser.
 *
 * - `cache-first`: hashed build files under /assets/. Their name changes with
 *   their content, so a cached copy is never stale.
 * - `page`: page loads (navigations). Network first, so a visitor online always
 *   gets the current deployment; offline the copy saved on an earlier visit, or
 *   the offline page of the path's language.
 * - `network-first`: other files of the site (icons, images, the manifest):
 *   fresh when online, the saved copy offline.
 * - `ignore`: the browser handles it as if there were no service worker: other
 *   origins (the mail service), anything but GET, partial (Range) requests and
 *   the worker script itself.
 */
export type Strategy = 'cache-first' | 'page' | 'network-first' | 'ignore';

/** The URL the worker is served from; the browser checks it for updates itself. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Where the build puts content-hashed files. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** What the strategy depends on: the parts of a `Request` the worker reads. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  /** True when the request asks for a byte range (media). */
  range?: boolean;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET' || request.range) return 'ignore';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'ignore';
  }
  if (url.origin !== origin || url.pathname === SERVICE_WORKER_URL) return 'ignore';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith(HASHED_ASSETS_PREFIX)) return 'cache-first';
  return 'network-first';
}
