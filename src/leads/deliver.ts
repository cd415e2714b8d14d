import { NETWORK_FAILURE_STATUS, type ProviderAnswer } from '../contact/provider';
import type { TemplateParams } from '../contact/templateParams';
import { type PendingMessage, pendingMessages, removeMessage } from './outbox';
import { type OutboxAnnouncement, OUTBOX_LOCK } from './outboxNames';

export interface DeliveryDeps {
  idb: IDBFactory;
  /** `navigator.locks`: present in pages and service workers of current browsers. */
  locks: LockManager | undefined;
  send: (params: TemplateParams) => Promise<ProviderAnswer>;
  /** Called after each message that was delivered (status 200) or refused for good, once it is removed. */
  onSettled?: (announcement: OutboxAnnouncement, message: PendingMessage) => void;
}

export interface DeliveryReport {
  delivered: number;
  /** Messages the provider refused for good: removed and announced, never retried. */
  rejected: number;
  remaining: number;
  /** The answer that stopped delivery (no connection, provider busy), if any: try again later. */
  stoppedBy?: ProviderAnswer;
}

/**
 * Is it worth sending this again later? No connection (status 0), the provider
 * throttling (429) or failing (5xx), or a send that broke without an answer (-1):
 * yes. Any other refusal (400 missing ids, 403 blocked value, 451 headless…)
 * would be refused again, however often it is retried.
 */
export function isWorthRetrying(answer: ProviderAnswer): boolean {
  return answer.status === NETWORK_FAILURE_STATUS || answer.status === 429 || answer.status >= 500 || answer.status < 0;
}

/**
 * Sends every waiting message, oldest first. A message the provider accepted
 * (status 200) is removed and announced as delivered; one it refused for good
 * is removed and announced as rejected (keeping it would retry it forever); an
 * answer worth retrying stops the run and keeps that message and the rest for
 * the next attempt (connection back, next page load, next sync).
 * Runs under one exclusive Web Lock shared by every page and the service
 * worker: whoever comes second finds the settled messages gone, so nothing is
 * sent twice.
 */
export async function deliverPending(deps: DeliveryDeps): Promise<DeliveryReport> {
  const run = async (): Promise<DeliveryReport> => {
    const waiting = await pendingMessages(deps.idb);
    let delivered = 0;
    let rejected = 0;
    for (const message of waiting) {
      const answer = await deps.send(message.params);
      const accepted = answer.status === 200;
      if (!accepted && isWorthRetrying(answer)) {
        return { delivered, rejected, remaining: waiting.length - delivered - rejected, stoppedBy: answer };
      }
      await removeMessage(deps.idb, message.id);
      if (accepted) delivered++;
      else rejected++;
      const remaining = waiting.length - delivered - rejected;
      deps.onSettled?.(
        accepted
          ? { type: 'contact-outbox:delivered', id: message.id, remaining }
          : { type: 'contact-outbox:rejected', id: message.id, remaining, subject: message.params.subject, reason: answer.text || String(answer.status) },
        message,
      );
    }
    return { delivered, rejected, remaining: 0 };
  };
  // Without Web Locks (old browsers) only one context delivers anyway: those have no background sync either.
  return deps.locks ? deps.locks.request(OUTBOX_LOCK, { mode: 'exclusive' }, run) : run();
}
