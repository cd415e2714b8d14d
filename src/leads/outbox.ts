import type { TemplateParams } from '../contact/templateParams';

/**
 * The outbox of contact messages that could not reach the mail provider
 * (no connection). It lives in IndexedDB so that both the page and the service
 * worker can read it; no DOM, usable in either. Its names are in outboxNames.ts.
 */
const DB_NAME = 'contact-outbox';
const DB_VERSION = 1;
const STORE = 'pending';

export interface PendingMessage {
  /** Derived from the content: the same message queued twice is stored once. */
  id: string;
  params: TemplateParams;
  queuedAt: number;
}

/** FNV-1a over the message's content: a stable id without async crypto. */
export function messageId(params: TemplateParams): string {
  const text = JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `msg-${hash.toString(16).padStart(8, '0')}-${text.length}`;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openOutbox(idb: IDBFactory): Promise<IDBDatabase> {
  const request = idb.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return requestResult(request);
}

async function withStore<T>(idb: IDBFactory, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openOutbox(idb);
  try {
    const transaction = db.transaction(STORE, mode);
    const result = requestResult(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    return await result;
  } finally {
    db.close();
  }
}

/** Stores a message; one already waiting with the same content keeps its place. */
export async function enqueueMessage(idb: IDBFactory, params: TemplateParams, now: number): Promise<PendingMessage> {
  const message: PendingMessage = { id: messageId(params), params, queuedAt: now };
  const waiting = await withStore(idb, 'readonly', (store) => store.get(message.id) as IDBRequest<PendingMessage | undefined>);
  if (waiting) return waiting;
  await withStore(idb, 'readwrite', (store) => store.put(message));
  return message;
}

/** Oldest first. */
export async function pendingMessages(idb: IDBFactory): Promise<PendingMessage[]> {
  const all = await withStore(idb, 'readonly', (store) => store.getAll() as IDBRequest<PendingMessage[]>);
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function removeMessage(idb: IDBFactory, id: string): Promise<void> {
  await withStore(idb, 'readwrite', (store) => store.delete(id));
}
