import { type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_EVENT } from '../components/Toaster/toastEvent';
import type { ToastContent } from '../machines/toast';
import { deliverPending } from './deliver';
import type { MailConfig } from './mailConfig';
import {
  type OutboxAnnouncement,
  OUTBOX_CHANNEL,
  PENDING_STORAGE_KEY,
  QUEUED_EVENT,
  SYNC_TAG,
  enqueueMessage,
  pendingMessages,
} from './outbox';
import { type ProviderAnswer, sendThroughProvider } from './provider';
import type { TemplateParams } from './templateParams';

/**
 * The page's side of the contact form's sending: the mail SDK and the offline
 * outbox, one chunk that every page fetches when idle (startOutbox.ts) and the
 * contact form as soon as it is interactive. Browser only.
 */

/**
 * The build's mail configuration (src/contact/mailConfig.ts), read from the
 * build-time value itself: importing that module here would make it a chunk
 * of its own, one more file name in every page's entry script.
 */
const config: MailConfig = __MAIL_CONFIG__;

/** Sends through the mail provider; resolves with its answer, whatever the status. */
export function sendMessage(params: TemplateParams): Promise<ProviderAnswer> {
  return sendThroughProvider(config, params);
}

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

/** The contact page's catalog holds the outbox's texts; a delivery may be confirmed on any page. */
const contactCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/pages/contact.po');

const delivered = {
  title: msg({ message: 'Message sent!', comment: 'Toast after a message saved offline was delivered' }),
  description: msg`Your saved message has been sent now that you are back online. We will get back to you within 24 hours.`,
};

/**
 * The confirmation in the page's language. Translated here, with the contact
 * catalog, and handed to the Toaster as descriptors whose text is already
 * final: loading the catalog into the shell's i18n would need the shell's
 * catalog module in this chunk, which splits the entry (rolldown #10731).
 */
async function deliveredToast(): Promise<ToastContent> {
  const locale = document.documentElement.lang;
  const load = contactCatalogs[`../locales/${locale}/pages/contact.po`];
  const i18n = setupI18n({ locale, messages: { [locale]: load ? (await load()).messages : {} } });
  const final = (descriptor: MessageDescriptor): MessageDescriptor => {
    const text = i18n._(descriptor);
    return { id: text, message: text };
  };
  return { title: final(delivered.title), description: final(delivered.description), variant: 'default' };
}

/**
 * Runs once per page load, from the first import of this module (startOutbox.ts
 * on every page, or the contact form): delivers waiting messages now, whenever
 * the connection returns and right after one was saved, and confirms every
 * delivery (by this page, another tab or the service worker) with a toast in
 * the page's language.
 */
function startOutbox(): void {
  if (typeof indexedDB === 'undefined') return;
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);

  const confirmDelivery = () =>
    void deliveredToast().then(
      (content) => {
        window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: content }));
      },
      (error: unknown) => console.warn('A saved contact message was delivered; the confirmation failed', error),
    );

  const deliver = async () => {
    // Nothing waiting (the marker is the cheap check): do not even open IndexedDB.
    if (readMarker() === null || !navigator.onLine) return;
    try {
      await deliverPending({
        idb: indexedDB,
        locks: navigator.locks,
        send: sendMessage,
        onDelivered: (announcement) => {
          channel?.postMessage(announcement);
          confirmDelivery();
        },
      });
      await clearMarkerIfEmpty();
    } catch (error) {
      console.warn('Delivering the saved contact message failed; it stays saved', error);
    }
  };

  const onMessage = (event: MessageEvent<OutboxAnnouncement>) => {
    if (event.data?.type !== 'contact-outbox:delivered') return;
    confirmDelivery();
    void clearMarkerIfEmpty();
  };
  const onChange = () => void deliver();
  channel?.addEventListener('message', onMessage);
  window.addEventListener('online', onChange);
  window.addEventListener(QUEUED_EVENT, onChange);
  void deliver();
}

// Never imported on the server (only from effects and after load); the check keeps it that way.
if (typeof window !== 'undefined') startOutbox();
