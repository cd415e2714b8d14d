import { deliverPending } from './deliver';
import { type MailConfig, isMailConfigured } from './mailConfig';
import {
  type OutboxAnnouncement,
  OUTBOX_CHANNEL,
  PENDING_STORAGE_KEY,
  QUEUED_EVENT,
  SYNC_TAG,
  enqueueMessage,
  pendingMessages,
} from './outbox';
import { sendThroughProvider } from './provider';
import type { TemplateParams } from './templateParams';

/**
 * The page's side of the offline outbox. Browser only: call from effects and
 * event handlers, never during render.
 */

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync: { register: (tag: string) => Promise<void> };
}

/** The spec's localStorage key; undefined when storage cannot be read. */
export function readMarker(): string | null | undefined {
  try {
    return window.localStorage.getItem(PENDING_STORAGE_KEY);
  } catch {
    return undefined; // storage blocked: fall back to asking IndexedDB
  }
}

function writeMarker(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PENDING_STORAGE_KEY);
    else window.localStorage.setItem(PENDING_STORAGE_KEY, value);
  } catch (error) {
    console.warn('Could not update the pending contact form marker', error);
  }
}

async function syncRegistration(): Promise<SyncCapableRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration && 'sync' in registration ? (registration as SyncCapableRegistration) : undefined;
}

/**
 * Keeps a message that could not be sent for lack of a connection: in IndexedDB
 * (readable by the service worker), mirrored under `pending-contact-form`, and
 * with a background sync `contact-form` where the browser has one.
 * Rejects if the message could not be stored (then nothing was promised).
 */
export async function queueForLater(params: TemplateParams): Promise<{ backgroundSync: boolean }> {
  if (typeof indexedDB === 'undefined') throw new Error('No offline storage in this browser');
  const message = await enqueueMessage(indexedDB, params, Date.now());
  writeMarker(JSON.stringify({ id: message.id, queuedAt: message.queuedAt, params }));
  let backgroundSync = false;
  try {
    const registration = await syncRegistration();
    if (registration) {
      await registration.sync.register(SYNC_TAG);
      backgroundSync = true;
    }
  } catch (error) {
    // the page delivers it itself when the connection returns
    console.warn('Background sync registration failed', error);
  }
  window.dispatchEvent(new Event(QUEUED_EVENT));
  return { backgroundSync };
}

async function clearMarkerIfEmpty(): Promise<void> {
  if ((await pendingMessages(indexedDB)).length === 0) writeMarker(null);
}

/**
 * Delivers waiting messages now and whenever the connection returns, and
 * passes every delivery (by this page, another tab or the service worker) to
 * `onDelivered`. Returns a clean-up function.
 */
export function startOutboxDelivery(config: MailConfig, onDelivered: (announcement: OutboxAnnouncement) => void): () => void {
  if (typeof indexedDB === 'undefined' || !isMailConfigured(config)) return () => {};
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
  let stopped = false;

  const deliver = async () => {
    // Nothing waiting (the marker is the cheap check): do not even open IndexedDB.
    if (stopped || readMarker() === null || !navigator.onLine) return;
    try {
      await deliverPending({
        idb: indexedDB,
        locks: navigator.locks,
        send: (params) => sendThroughProvider(config, params),
        onDelivered: (announcement) => {
          channel?.postMessage(announcement);
          if (!stopped) onDelivered(announcement);
        },
      });
      await clearMarkerIfEmpty();
    } catch (error) {
      console.warn('Delivering the saved contact message failed; it stays saved', error);
    }
  };

  const onMessage = (event: MessageEvent<OutboxAnnouncement>) => {
    if (event.data?.type !== 'contact-outbox:delivered') return;
    onDelivered(event.data);
    void clearMarkerIfEmpty();
  };
  const onOnline = () => void deliver();
  channel?.addEventListener('message', onMessage);
  window.addEventListener('online', onOnline);
  void deliver();
  return () => {
    stopped = true;
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('online', onOnline);
  };
}
