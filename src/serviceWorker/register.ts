import { IMAGES_PREFIX, SERVICE_WORKER_URL } from './strategy';

/** True where this browser can run the worker (secure context, API present). */
function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Hands the worker that has just taken over the images this page loaded before
 * (Workbox's CACHE_URLS message), so the first page opens offline with them; later
 * requests pass through the worker, which saves each image the page asks for.
 */
function reportLoadedImages(): void {
  const images = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}${IMAGES_PREFIX}`));
  if (images.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: images } });
}

/**
 * Registers /sw.js once the page has loaded (so it never competes with the
 * page's own requests). The outcome is only logged (spec section 7): info when
 * it works, a warning when it does not; the site works the same without it.
 * Production builds only: in the dev server it would fight hot reloading.
 */
export function registerServiceWorker(): void {
  if (!supported()) {
    console.info('Service worker: not available in this browser; the site works online only.');
    return;
  }
  const container = navigator.serviceWorker;
  // The first visit is not controlled yet: once the worker takes over, report the images it missed.
  container.addEventListener('controllerchange', reportLoadedImages);
  const register = () =>
    container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      // Typed as always resolving with a registration; a browser that blocks workers (e.g. a test setting) may not.
      (registration: ServiceWorkerRegistration | undefined) =>
        registration
          ? console.info(`Service worker registered for ${registration.scope}: visited pages open offline.`)
          : console.warn('Service worker not registered (blocked by the browser); the site works, but not offline.'),
      (error: unknown) => console.warn('Service worker registration failed; the site works, but not offline.', error),
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
