import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claims } from '../business/claims';
import { business } from '../business/profile';
import { pageMessages } from '../i18n/pageCatalogs';
import { translate } from '../i18n/translate';
import type { ToastContent } from '../machines/toast';
import type { MailConfig } from '../contact/mailConfig';
import type { ProviderAnswer } from '../contact/provider';
import type { TemplateParams } from '../contact/templateParams';
import { deliverPending } from './deliver';
import { enqueueMessage, pendingMessages } from './outbox';
import { type OutboxAnnouncement, OUTBOX_CHANNEL, PENDING_STORAGE_KEY, isOutboxAnnouncement, QUEUED_EVENT, SYNC_TAG } from './outboxNames';
import { sendThroughProvider } from './sendThroughProvider';
import { showToast } from './showToast';

/**
 * The page's side of the contact form's sending: the mail SDK and the offline outbox, one chunk,
 * fetched late through `when()` (src/islands/when.ts) by what needs it: a lead form near sending
 * (src/leads/useLeadChild.ts), its send (src/leads/pageLeadSystem.ts), messages waiting
 * (src/app/backgroundTasks.ts). Importing it starts nothing: each of them calls `startOutbox`. Browser only.
 */

/**
 * The build's mail configuration (src/contact/bakedMailConfig.ts), read from the
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

/** The worker's registration where it can deliver by background sync (active worker, SyncManager present). */
async function syncRegistration(): Promise<SyncCapableRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active && 'sync' in registration ? (registration as SyncCapableRegistration) : undefined;
}

/** Asks the worker to deliver (background sync); false where it cannot, and the page delivers itself. */
async function handOverToWorker(): Promise<boolean> {
  try {
    const registration = await syncRegistration();
    if (!registration) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Background sync registration failed; this page delivers the saved message itself', error);
    return false;
  }
}

/**
 * Keeps a message that could not be sent for lack of a connection: in IndexedDB
 * (readable by the service worker), mirrored under `pending-contact-form`, and
 * with a background sync `contact-form` where the browser has one.
 * Rejects if the message could not be stored (then nothing was promised).
 */
export async function queueForLater(params: TemplateParams): Promise<{ backgroundSync: boolean }> {
  if (typeof indexedDB === 'undefined') throw new Error('No offline storage in this browser');
  startOutbox(); // it delivers what is saved here
  const message = await enqueueMessage(indexedDB, params, Date.now());
  writeMarker(JSON.stringify({ id: message.id, queuedAt: message.queuedAt, params }));
  const backgroundSync = await handOverToWorker();
  // without background sync, this page delivers it once the connection returns
  if (!backgroundSync) window.dispatchEvent(new Event(QUEUED_EVENT));
  return { backgroundSync };
}

async function clearMarkerIfEmpty(): Promise<void> {
  if ((await pendingMessages(indexedDB)).length === 0) writeMarker(null);
}

const { responseHours } = claims;
const deliveredText = {
  title: msg({ message: 'Message sent!', comment: 'Toast after a message saved offline was delivered' }),
  description: msg({
    message: `Your saved message has been sent now that you are back online. We will get back to you within ${responseHours} hours.`,
    comment: '{responseHours} is a number of hours (24)',
  }),
};
const rejectedText = {
  title: msg({ message: 'Error', comment: 'Title of the contact form failure toast' }),
  description: msg({
    message: 'Your saved message "{subject}" could not be sent: {reason}. Please contact us directly at {email}.',
    comment: 'Toast when the mail provider refused a message saved offline; {reason} is its answer, e.g. "Forbidden"',
  }),
};

/**
 * The toast for a settled message, in the page's language. Translated here,
 * with the contact catalog, and handed to the Toaster as descriptors whose text
 * is already final: loading the catalog into the shell's i18n would need the
 * shell's catalog module in this chunk, which splits the entry (rolldown #10731).
 */
async function toastFor(announcement: OutboxAnnouncement): Promise<ToastContent> {
  const locale = document.documentElement.lang;
  // The contact page's catalog holds the outbox's texts; a delivery may be confirmed on any page.
  const i18n = setupI18n({ locale, messages: { [locale]: await pageMessages(locale, 'contact') } });
  const values = announcement.type === 'contact-outbox:rejected' ? { ...announcement, email: business.email } : {};
  const final = (descriptor: MessageDescriptor): MessageDescriptor => {
    const text = translate(i18n, descriptor, values);
    return { id: text, message: text };
  };
  const text = announcement.type === 'contact-outbox:delivered' ? deliveredText : rejectedText;
  return {
    title: final(text.title),
    description: final(text.description),
    variant: announcement.type === 'contact-outbox:delivered' ? 'default' : 'destructive',
  };
}

let started = false;

/**
 * Starts the outbox, once per page load (later calls do nothing): when a form is near sending
 * or messages wait, and before a message is saved. Where background sync exists the worker
 * delivers (src/serviceWorker/worker/contactSync.ts) and this page asks it to
 * again whenever there is reason to; elsewhere this page delivers itself: now,
 * when the connection returns and right after a message was saved. Every
 * settled message (by this page, another tab or the worker) gets a toast.
 */
export function startOutbox(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);

  const announce = (announcement: OutboxAnnouncement) =>
    void toastFor(announcement).then(
      showToast,
      (error: unknown) => console.warn('Could not show the saved contact message toast', error),
    );

  const deliver = async () => {
    // Nothing waiting (the marker is the cheap check): do not even open IndexedDB.
    if (readMarker() === null || !navigator.onLine || (await handOverToWorker())) return;
    try {
      await deliverPending({
        idb: indexedDB,
        locks: navigator.locks,
        send: sendMessage,
        onSettled: (announcement) => {
          channel?.postMessage(announcement);
          announce(announcement);
        },
      });
      await clearMarkerIfEmpty();
    } catch (error) {
      console.warn('Delivering the saved contact message failed; it stays saved', error);
    }
  };

  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isOutboxAnnouncement(event.data)) return;
    announce(event.data);
    void clearMarkerIfEmpty();
  };
  const onChange = () => void deliver();
  channel?.addEventListener('message', onMessage);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  window.addEventListener('online', onChange);
  window.addEventListener(QUEUED_EVENT, onChange);
  void deliver();
}
