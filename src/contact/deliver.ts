import { type OutboxAnnouncement, OUTBOX_LOCK, type PendingMessage, pendingMessages, removeMessage } from './outbox';
import type { ProviderAnswer } from './provider';
import type { TemplateParams } from './templateParams';

export interface DeliveryDeps {
  idb: IDBFactory;
  /** `navigator.locks`: present in pages and service workers of current browsers. */
  locks: LockManager | undefined;
  send: (params: TemplateParams) => Promise<ProviderAnswer>;
  /** Called after a message was accepted (status 200) and removed. */
  onDelivered?: (announcement: OutboxAnnouncement, message: PendingMessage) => void;
}

export interface DeliveryReport {
  delivered: number;
  remaining: number;
  /** The answer that stopped delivery (no connection, provider refused), if any. */
  stoppedBy?: ProviderAnswer;
}

/**
 * Sends every waiting message, oldest first, and removes each one the provider
 * accepted. Runs under one exclusive Web Lock shared by every page and the
 * service worker: whoever comes second finds the delivered messages gone, so
 * nothing is sent twice. A refused or failed send stops the run and keeps the
 * message for the next attempt (connection back, next page load, next sync).
 */
export async function deliverPending(deps: DeliveryDeps): Promise<DeliveryReport> {
  const run = async (): Promise<DeliveryReport> => {
    const waiting = await pendingMessages(deps.idb);
    let delivered = 0;
    for (const message of waiting) {
      const answer = await deps.send(message.params);
      if (answer.status !== 200) return { delivered, remaining: waiting.length - delivered, stoppedBy: answer };
      await removeMessage(deps.idb, message.id);
      delivered++;
      deps.onDelivered?.({ type: 'contact-outbox:delivered', id: message.id, remaining: waiting.length - delivered }, message);
    }
    return { delivered, remaining: 0 };
  };
  // Without Web Locks (old browsers) only one context delivers anyway: those have no background sync either.
  return deps.locks ? deps.locks.request(OUTBOX_LOCK, { mode: 'exclusive' }, run) : run();
}
