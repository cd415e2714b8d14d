import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { emptyContactForm } from '../../src/contact/formValues';
import type { ProviderAnswer } from '../../src/contact/provider';
import { type TemplateParams, toTemplateParams } from '../../src/contact/templateParams';
import { deliverPending, isWorthRetrying } from '../../src/leads/deliver';
import { enqueueMessage, messageId, pendingMessages } from '../../src/leads/outbox';
import type { OutboxAnnouncement } from '../../src/leads/outboxNames';

const params = (n: number): TemplateParams =>
  toTemplateParams({ ...emptyContactForm, name: `Sender ${n}`, email: `s${n}@example.de`, subject: 'Offline', message: `Message number ${n}` });

/** A LockManager with the one behaviour we rely on: exclusive requests run one after another. */
function exclusiveLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, optionsOrCallback: unknown, maybeCallback?: unknown) => {
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as () => Promise<unknown>;
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      tails.set(name, run.catch(() => {}));
      return run;
    },
    query: () => Promise.resolve({ held: [], pending: [] }),
  } as unknown as LockManager;
}

/** The provider: remembers what arrived, answers after a tick (like the network). */
function provider(answer: (params: TemplateParams) => ProviderAnswer = () => ({ status: 200, text: 'OK' })) {
  const received: TemplateParams[] = [];
  const send = async (sent: TemplateParams) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = answer(sent);
    if (reply.status === 200) received.push(sent);
    return reply;
  };
  return { received, send };
}

describe('offline outbox (IndexedDB)', () => {
  it('stores messages oldest first and the same message only once', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(2), 2000);
    await enqueueMessage(idb, params(1), 1000);
    await enqueueMessage(idb, params(1), 3000);
    const waiting = await pendingMessages(idb);
    expect(waiting.map((message) => message.params.from_name)).toEqual(['Sender 1', 'Sender 2']);
    expect(waiting[0]!.id).toBe(messageId(params(1)));
    expect(messageId(params(1))).not.toBe(messageId(params(2)));
  });

  it('delivers each message once and removes it, even when the page and the worker try at the same time', async () => {
    const idb = new IDBFactory();
    for (const n of [1, 2, 3]) await enqueueMessage(idb, params(n), n);
    const { received, send } = provider();
    const locks = exclusiveLocks();
    const delivered: string[] = [];
    const onSettled = (announcement: { id: string }) => void delivered.push(announcement.id);
    const [page, worker] = await Promise.all([
      deliverPending({ idb, locks, send, onSettled }),
      deliverPending({ idb, locks, send, onSettled }),
    ]);
    expect(received.map((message) => message.from_name)).toEqual(['Sender 1', 'Sender 2', 'Sender 3']);
    expect(page.delivered + worker.delivered).toBe(3);
    expect(delivered).toHaveLength(3);
    expect(await pendingMessages(idb)).toEqual([]);
  });

  it('without the lock two deliverers would send twice (why the lock is there)', async () => {
    const idb = new IDBFactory();
    await enqueueMessage(idb, params(1), 1);
    const { received, send } = provider();
    await Promise.all([deliverPending({ idb, locks: undefined, send }), deliverPending({ idb, locks: undefined, send })]);
    expect(received).toHaveLength(2);
  });

  it('keeps a message that is worth retrying (no connection, provider busy), and stops there', async () => {
    const idb = new IDBFactory();
    for (const n of [1, 2]) await enqueueMessage(idb, params(n), n);
    const offline = provider(() => ({ status: 0, text: 'Network Error' }));
    const report = await deliverPending({ idb, locks: exclusiveLocks(), send: offline.send });
    expect(report).toEqual({ delivered: 0, rejected: 0, remaining: 2, stoppedBy: { status: 0, text: 'Network Error' } });
    const refusing = provider((sent) => (sent.from_name === 'Sender 2' ? { status: 429, text: 'Too Many Requests' } : { status: 200, text: 'OK' }));
    expect(await deliverPending({ idb, locks: exclusiveLocks(), send: refusing.send })).toMatchObject({ delivered: 1, remaining: 1 });
    expect((await pendingMessages(idb)).map((message) => message.params.from_name)).toEqual(['Sender 2']);
    const back = provider();
    expect(await deliverPending({ idb, locks: exclusiveLocks(), send: back.send })).toEqual({ delivered: 1, rejected: 0, remaining: 0 });
    expect(back.received.map((message) => message.from_name)).toEqual(['Sender 2']);
  });

  it('removes and announces a message the provider refused for good, and goes on with the next', async () => {
    const idb = new IDBFactory();
    for (const n of [1, 2, 3]) await enqueueMessage(idb, params(n), n);
    const refusing = provider((sent) => (sent.from_name === 'Sender 1' ? { status: 403, text: 'Forbidden' } : { status: 200, text: 'OK' }));
    const announcements: OutboxAnnouncement[] = [];
    const report = await deliverPending({ idb, locks: exclusiveLocks(), send: refusing.send, onSettled: (a) => void announcements.push(a) });
    expect(report).toEqual({ delivered: 2, rejected: 1, remaining: 0 });
    expect(announcements).toEqual([
      { type: 'contact-outbox:rejected', id: messageId(params(1)), remaining: 2, subject: 'Offline', reason: 'Forbidden' },
      { type: 'contact-outbox:delivered', id: messageId(params(2)), remaining: 1 },
      { type: 'contact-outbox:delivered', id: messageId(params(3)), remaining: 0 },
    ]);
    expect(await pendingMessages(idb)).toEqual([]);
  });

  it.each([
    [0, true],
    [429, true],
    [500, true],
    [503, true],
    [-1, true],
    [400, false],
    [403, false],
    [451, false],
    [201, false],
  ])('status %i is worth retrying: %s', (status, retry) => {
    expect(isWorthRetrying({ status, text: '' })).toBe(retry);
  });
});
