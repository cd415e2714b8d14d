import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyContactForm } from '../../src/contact/formValues';
import type { MailConfig } from '../../src/contact/mailConfig';
import { type TemplateParams, toTemplateParams } from '../../src/contact/templateParams';
import { enqueueMessage, messageId, pendingMessages } from '../../src/leads/outbox';
import { type OutboxAnnouncement, SYNC_TAG } from '../../src/leads/outboxNames';
import { deliverOnSync, registerContactSync } from '../../src/serviceWorker/worker/contactSync';

const params = (n: number): TemplateParams =>
  toTemplateParams({ ...emptyContactForm, name: `Sender ${n}`, email: `s${n}@example.de`, subject: `Offline ${n}`, message: `Message number ${n}` });

const config: MailConfig = { serviceId: 'service_1', templateId: 'template_1', publicKey: 'pk_live', origin: 'https://mail.example' };

/** The worker scope as far as the sync handler uses it. */
function fakeWorker(idb: IDBFactory) {
  let onSync: ((event: Event) => void) | undefined;
  const posted: unknown[] = [];
  const waited: Promise<unknown>[] = [];
  const scope = {
    indexedDB: idb,
    navigator: { locks: undefined },
    clients: { matchAll: async () => [{ postMessage: (data: unknown) => void posted.push(data) }] },
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (type === 'sync') onSync = listener;
    },
  } as unknown as ServiceWorkerGlobalScope;
  const fireSync = (tag: string) => {
    const event = { tag, waitUntil: (promise: Promise<unknown>) => void waited.push(promise) } as unknown as Event;
    onSync?.(event);
  };
  return { scope, posted, waited, fireSync };
}

/** The mail provider behind fetch: what arrived, and how it answers. */
function fakeProvider(answer: (body: { template_params: TemplateParams }) => Response | Promise<Response>) {
  const requests: Array<{ url: string; contentType: string | null; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { template_params: TemplateParams };
    requests.push({ url, contentType: new Headers(init.headers).get('content-type'), body });
    return answer(body);
  });
  // the SDK reads the page's path for its (unused) rate limit; a worker has one too
  vi.stubGlobal('location', { pathname: '/sw.js' });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service worker: background sync "contact-form"', () => {
  it('sends each saved message once with the JSON the mail SDK sends, removes it and tells the open pages', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    await enqueueMessage(idb, params(2), 2);
    const requests = fakeProvider(() => new Response('OK', { status: 200 }));
    const worker = fakeWorker(idb);
    registerContactSync(worker.scope, config);

    worker.fireSync(SYNC_TAG);
    expect(worker.waited).toHaveLength(1);
    await expect(worker.waited[0]).resolves.toMatchObject({ delivered: 2, rejected: 0, remaining: 0 });

    expect(requests).toEqual(
      [1, 2].map((n) => ({
        url: 'https://mail.example/api/v1.0/email/send',
        contentType: 'application/json',
        body: { lib_version: '4.4.1', user_id: 'pk_live', service_id: 'service_1', template_id: 'template_1', template_params: params(n) },
      })),
    );
    expect(await pendingMessages(idb)).toEqual([]);
    expect(worker.posted).toEqual([
      { type: 'contact-outbox:delivered', id: messageId(params(1)), remaining: 1 },
      { type: 'contact-outbox:delivered', id: messageId(params(2)), remaining: 0 },
    ]);
  });

  it('ignores other sync tags and does nothing in a build without mail keys', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    const requests = fakeProvider(() => new Response('OK', { status: 200 }));
    const other = fakeWorker(idb);
    registerContactSync(other.scope, config);
    other.fireSync('something-else');
    const unconfigured = fakeWorker(idb);
    registerContactSync(unconfigured.scope, { ...config, publicKey: 'YOUR_PUBLIC_KEY' });
    unconfigured.fireSync(SYNC_TAG);
    expect([...other.waited, ...unconfigured.waited]).toEqual([]);
    expect(requests).toEqual([]);
    expect(await pendingMessages(idb)).toHaveLength(1);
  });

  it('no connection: the message stays and the sync fails, so the browser retries it later', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    vi.stubGlobal('location', { pathname: '/sw.js' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const worker = fakeWorker(idb);
    registerContactSync(worker.scope, config);
    worker.fireSync(SYNC_TAG);
    await expect(worker.waited[0]).rejects.toThrow(/not delivered yet \(0 Network Error\)/);
    expect((await pendingMessages(idb)).map((message) => message.id)).toEqual([messageId(params(1))]);
    expect(worker.posted).toEqual([]);
  });

  it('a provider refusal drops the message and reports it to the open pages; the next one is still sent', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    await enqueueMessage(idb, params(2), 2);
    const requests = fakeProvider(({ template_params }) =>
      template_params.from_name === 'Sender 1' ? new Response('Forbidden', { status: 403 }) : new Response('OK', { status: 200 }),
    );
    const worker = fakeWorker(idb);
    registerContactSync(worker.scope, config);
    worker.fireSync(SYNC_TAG);
    await expect(worker.waited[0]).resolves.toMatchObject({ delivered: 1, rejected: 1, remaining: 0 });
    expect(requests).toHaveLength(2);
    expect(worker.posted).toEqual([
      { type: 'contact-outbox:rejected', id: messageId(params(1)), remaining: 1, subject: 'Offline 1', reason: 'Forbidden' },
      { type: 'contact-outbox:delivered', id: messageId(params(2)), remaining: 0 },
    ]);
    expect(await pendingMessages(idb)).toEqual([]);
  });

  it('waits for the open pages to be told before the sync counts as done', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    const told: OutboxAnnouncement[] = [];
    let release: (() => void) | undefined;
    const announce = (announcement: OutboxAnnouncement) =>
      new Promise<void>((resolve) => {
        told.push(announcement);
        release = resolve;
      });
    let done = false;
    const sync = deliverOnSync({ idb, locks: undefined, send: async () => ({ status: 200, text: 'OK' }), announce }).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(told).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release?.();
    await sync;
    expect(done).toBe(true);
  });
});
