import { type APIRequestContext, type Page, type Route, expect } from '@playwright/test';
import { mailServerUrl } from './ports';

/** Helpers for the contact form's browser tests against the local mail provider. */
export interface ReceivedMail {
  endpoint: string;
  libVersion: string;
  serviceId: string;
  templateId: string;
  params: Record<string, string>;
}

/** A model path played on the contact page: its send requests are held until the path says how the provider answers. */
export interface ContactPathRun {
  page: Page;
  request: APIRequestContext;
  /** The path's own sender address (see uniqueEmail). */
  email: string;
  /** Send requests the page made and the path has not answered yet. */
  held: Route[];
  /** Send requests the page made. */
  requests: number;
}

let counter = 0;
/** A sender address no other test uses, so parallel tests never see each other's mail. */
export function uniqueEmail(tag: string): string {
  counter++;
  return `${tag}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.de`;
}

export async function mailFrom(request: APIRequestContext, email: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${mailServerUrl}/__local/messages`);
  const all = (await response.json()) as ReceivedMail[];
  return all.filter((mail) => mail.params.from_email === email);
}

/** Tells the local provider how to answer messages from this sender. */
export async function providerAnswers(request: APIRequestContext, email: string, status: number) {
  const response = await request.post(`${mailServerUrl}/__local/respond`, { data: { status, fromEmail: email } });
  expect(response.status()).toBe(200);
}

export const form = (page: Page) => page.locator('#contact-form');

/**
 * The form is an island loaded at the visitor's first move: moves the pointer and waits until it is
 * live, for tests of what the form does once its code runs (what it does before is
 * earlyInteractions.spec.ts's).
 */
export async function formLive(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await expect(page.locator('site-island:has(#contact-form)')).toHaveAttribute('data-hydrated', '');
}
export const field = (page: Page, name: string) => page.locator(`#contact-${name}`);
export const submitButton = (page: Page) => page.locator('#contact-submit');
export const toasts = (page: Page) => page.locator('[data-part="toast"]');
export const lastToast = (page: Page) => toasts(page).last();

export interface Typed {
  name: string;
  email: string;
  company?: string;
  subject: string;
  message: string;
}

export const validInput = (email: string): Typed => ({
  name: 'Anna Schmidt',
  email,
  company: '',
  subject: 'New website',
  message: 'We need a new website for our bakery in Altona.',
});

export async function fillForm(page: Page, typed: Typed) {
  for (const [name, value] of Object.entries(typed)) {
    await field(page, name).fill(value ?? '');
    await field(page, name).blur();
  }
}

export async function expectValues(page: Page, typed: Typed) {
  for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value ?? '');
}

/** What the page keeps for later: messages in IndexedDB and the spec's localStorage marker. */
export async function outbox(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('contact-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('pending')) return { waiting: [] as string[], marker: localStorage.getItem('pending-contact-form') };
      const all = await new Promise<Array<{ params: { from_email: string } }>>((resolve, reject) => {
        const request = db.transaction('pending').objectStore('pending').getAll();
        request.onsuccess = () => resolve(request.result as Array<{ params: { from_email: string } }>);
        request.onerror = () => reject(request.error);
      });
      return { waiting: all.map((message) => message.params.from_email), marker: localStorage.getItem('pending-contact-form') };
    } finally {
      db.close();
    }
  });
}
