import { startViewportZoom } from '../components/ViewportZoom/startViewportZoom';
import { PENDING_STORAGE_KEY } from '../leads/outboxNames';
import { registerServiceWorker } from '../serviceWorker/register';
import { watchLargestContentfulPaint } from './lcpWarning';
import { when } from '../islands/when';

/**
 * What every page starts once it is interactive and none of which is a part of
 * the page (so none is an island): the zoom rule for text fields, the floating
 * layers giving way to the page (src/floating/), the contact
 * outbox, the offline support (spec section 7; production only, the dev
 * server's hot reload would fight it) and the late-LCP warning (spec section 8;
 * production only, the dev server's unbundled modules are always slow). One
 * chunk, so one request.
 */
export function startBackgroundTasks(): void {
  startViewportZoom();
  watchFloatingLayersFromFirstMove();
  startOutboxWhenMessagesWait();
  if (import.meta.env.PROD) {
    registerServiceWorker();
    watchLargestContentfulPaint();
  }
}

/**
 * The contact outbox (src/leads/pageOutbox.ts) delivers messages saved offline and confirms
 * them. Its code loads, and the outbox starts, only when the marker says one waits, here or in
 * another tab; storage that cannot be read
 * counts as "maybe", and the outbox asks IndexedDB. The marker's name comes from
 * src/leads/outboxNames.ts, which holds names only: one string in this chunk, not the outbox.
 */
function startOutboxWhenMessagesWait(): void {
  // Without it, messages wait for the next page.
  const load = () =>
    void when().load(
      () => import('../leads/pageOutbox'),
      (outbox) => outbox.startOutbox(),
    );
  let marker: string | null | undefined;
  try {
    marker = window.localStorage.getItem(PENDING_STORAGE_KEY);
  } catch {
    marker = undefined;
  }
  if (marker !== null) return load();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PENDING_STORAGE_KEY || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    load();
  };
  window.addEventListener('storage', onStorage);
}

/**
 * The floating layers' watcher (src/floating/) loads as a chunk of its own at the visitor's first
 * scroll, resize, focus, touch or key, so it is no part of any page's load (the JavaScript budget):
 * until the page moves, the layers sit where the page's first screen was checked to leave free.
 */
function watchFloatingLayersFromFirstMove(): void {
  when('firstMove').load(
    () => import('../floating/watchFloatingLayers'),
    ({ watchFloatingLayers }) => watchFloatingLayers(),
  );
}
