/// <reference lib="webworker" />
import { type MailConfig, isMailConfigured } from '../../contact/mailConfig';
import { type DeliveryDeps, type DeliveryReport, deliverPending } from '../../leads/deliver';
import { type OutboxAnnouncement, SYNC_TAG } from '../../leads/outboxNames';
import { sendThroughProvider } from '../../leads/sendThroughProvider';

/** The Background Sync event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance?: boolean;
}

export interface WorkerDeliveryDeps extends Omit<DeliveryDeps, 'onSettled'> {
  /** Tells every open page of the site about a settled message (they show the toast). */
  announce: (announcement: OutboxAnnouncement) => Promise<void>;
}

/**
 * One background sync: delivers the contact messages saved while offline,
 * under the same Web Lock as the pages (src/leads/deliver.ts), and tells the
 * open pages about each delivered or refused message. Rejects when a message
 * is still waiting for a reason worth retrying (no connection, provider busy):
 * a failed sync is what makes the browser try again later.
 */
export async function deliverOnSync(deps: WorkerDeliveryDeps): Promise<DeliveryReport> {
  const announced: Promise<void>[] = [];
  const report = await deliverPending({ ...deps, onSettled: (announcement) => void announced.push(deps.announce(announcement)) });
  await Promise.allSettled(announced);
  if (report.stoppedBy) {
    throw new Error(`Contact message not delivered yet (${report.stoppedBy.status} ${report.stoppedBy.text}); the browser will retry`);
  }
  return report;
}

/**
 * The contact form's offline delivery in the worker: on the sync `contact-form`
 * (registered by the page that saved the message) it sends the saved messages
 * to the configured mail provider, with the same request as the page's SDK.
 */
export function registerContactSync(scope: ServiceWorkerGlobalScope, config: MailConfig): void {
  const announce = async (announcement: OutboxAnnouncement) => {
    const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) page.postMessage(announcement);
  };
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SYNC_TAG || !isMailConfigured(config)) return;
    sync.waitUntil(
      deliverOnSync({
        idb: scope.indexedDB,
        locks: scope.navigator.locks,
        send: (params) => sendThroughProvider(config, params),
        announce,
      }),
    );
  });
}
