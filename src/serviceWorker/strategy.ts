/**
 * Which of the worker's run-time routes answers a request. Pure, so the rules
 * can be tested without a browser. Everything else of the site that the worker
 * holds (the code, the shell, the offline pages) is answered by Workbox's
 * precache route, cache first: the manifest knows its revision.
 *
 * - `page`: page loads (navigations). Network first, so a visitor online always
 *   gets the current deployment; offline the precached page, or the offline
 *   page of the path's language for an address the build has no page for.
 * - `image`: the responsive images under /images/. Cache first, saved when a
 *   page asks for them: only the width this device's layout picks is saved.
 * - `ignore`: no run-time route: other origins (the mail service), anything but
 *   GET, partial (Range) requests, the worker script itself, other files.
 */
export type Strategy = 'page' | 'image' | 'ignore';

/** The URL the worker is served from; the browser checks it for updates itself. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Where the image pipeline puts its files (scripts/images/responsive-images.mjs, PUBLIC_PREFIX). */
export const IMAGES_PREFIX = '/images/';

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
  if (url.pathname.startsWith(IMAGES_PREFIX)) return 'image';
  return 'ignore';
}
