import { startViewportZoom } from '../components/ViewportZoom/startViewportZoom';
import { PENDING_STORAGE_KEY } from '../contact/outbox';
import { registerServiceWorker } from '../serviceWorker/register';
import { watchLargestContentfulPaint } from './lcpWarning';

/**
 * What every page starts once it is interactive and none of which is a part of
 * the page (so none is an island): the zoom rule for text fields, the contact
 * outbox, the offline support (spec section 7; production only, the dev
 * server's hot reload would fight it) and the late-LCP warning (spec section 8;
 * production only, the dev server's unbundled modules are always slow). One
 * chunk, so one request.
 */
export function startBackgroundTasks(): void {
  startViewportZoom();
  startOutboxWhenMessagesWait();
  if (import.meta.env.PROD) {
    registerServiceWorker();
    watchLargestContentfulPaint();
  }
}

/**
 * The contact outbox (src/contact/pageOutbox.ts, which starts itself) delivers messages saved
 * offline and confirms them. Its code loads only when the marker says one waits, here or in
 * another tab; storage that cannot be read counts as "maybe", and the outbox asks IndexedDB.
 */
function startOutboxWhenMessagesWait(): void {
  const load = () => void import('../contact/pageOutbox').catch(() => {}); // without it, messages wait for the next page
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
