import { pageVisited } from './messages';
import { SERVICE_WORKER_URL } from './strategy';

/** True where this browser can run the worker (secure context, API present). */
function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Tells the worker (if one controls this page) that the visitor opened a page, so it saves it for offline use. */
export function reportVisitedPage(path: string): void {
  if (!supported()) return;
  navigator.serviceWorker.controller?.postMessage(pageVisited(path));
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
  // The first visit is not controlled yet: once the new worker takes over, report the page it missed.
  container.addEventListener('controllerchange', () => reportVisitedPage(window.location.pathname));
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
