/**
 * The outbox of contact messages that could not reach the mail provider
 * (no connection): its names, without its code, so that a check for waiting
 * messages (src/app/backgroundTasks.ts) costs one string, not the outbox. Names shared with the spec:
 * the localStorage key `pending-contact-form` (a marker the page keeps while
 * something is waiting) and the background sync tag `contact-form`.
 */
export const PENDING_STORAGE_KEY = 'pending-contact-form';
export const SYNC_TAG = 'contact-form';
/** Web Lock held while delivering, so the page and the worker never send the same message twice. */
export const OUTBOX_LOCK = 'contact-outbox-delivery';
/** Window event the page fires after it saved a message, so delivery starts on this page load. */
export const QUEUED_EVENT = 'contact-outbox:queued';
/** BroadcastChannel on which every deliverer announces a delivered message to open pages. */
export const OUTBOX_CHANNEL = 'contact-outbox';

/** What a deliverer tells open pages (BroadcastChannel, service worker message) about a settled message. */
export type OutboxAnnouncement =
  | { type: 'contact-outbox:delivered'; id: string; remaining: number }
  /** Refused by the provider for good and removed: the visitor must hear it was not sent. */
  | { type: 'contact-outbox:rejected'; id: string; remaining: number; subject: string; reason: string };

export function isOutboxAnnouncement(value: unknown): value is OutboxAnnouncement {
  const type = (value as OutboxAnnouncement | null)?.type;
  return type === 'contact-outbox:delivered' || type === 'contact-outbox:rejected';
}
