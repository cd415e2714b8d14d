import type { Page, Route } from '@playwright/test';
import type { LeadSendingModelEvent } from '../../model/leadSending.model';
import { expect } from '../fixtures';
import { shownToasts } from './toasts';

/**
 * The sends of a lead form's model tour (the quick quote's, the SEO popup's) against the local
 * mail provider: each send request is held until the model says how it ends.
 */
export interface LeadSends {
  /** The send request of the submission on its way, held until the model says how it ends. */
  held: Route[];
  awaitingRequest: boolean;
  submissions: number;
  /** Leads the provider accepted: each must arrive exactly once. */
  delivered: number;
  lastFailure: 'refused' | 'offline';
}

/**
 * Holds the tour's next send request; any other one (the outbox retrying a lead saved offline)
 * finds no connection.
 */
export async function holdLeadSends(page: Page): Promise<LeadSends> {
  const sends: LeadSends = { held: [], awaitingRequest: false, submissions: 0, delivered: 0, lastFailure: 'refused' };
  await page.route('**/api/v1.0/email/send', async (route) => {
    if (route.request().method() !== 'POST') return route.continue(); // a CORS preflight
    if (sends.awaitingRequest) {
      sends.awaitingRequest = false;
      sends.held.push(route);
    } else {
      await route.abort('internetdisconnected');
    }
  });
  return sends;
}

/** Before a submit that sends: each submission starts the page's 30 s throttle, so an earlier one's passes first. */
export async function beforeLeadSubmit(page: Page, sends: LeadSends): Promise<void> {
  if (sends.submissions > 0) await page.clock.runFor(30_000);
  sends.submissions += 1;
  sends.awaitingRequest = true;
}

/**
 * Answers the held send request as the model's event says: on to the local provider, which
 * accepts it; refused (403); or the connection breaks (the sender keeps the lead in the outbox).
 */
export async function answerHeldSend(page: Page, sends: LeadSends, event: Exclude<LeadSendingModelEvent['type'], 'TWO_SECONDS_PASS'>): Promise<void> {
  await expect.poll(() => sends.held.length, 'the send request has been made').toBe(1);
  const route = sends.held.shift()!;
  if (event === 'SEND_SUCCEEDS') {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/email/send') && response.request().method() === 'POST');
    await route.continue();
    await answered;
    sends.delivered += 1;
  } else if (event === 'SEND_FAILS') {
    sends.lastFailure = 'refused';
    await route.fulfill({ status: 403, contentType: 'text/plain', body: 'Forbidden' });
  } else {
    sends.lastFailure = 'offline';
    await route.abort('internetdisconnected');
  }
}

/** Text with its narrow and no-break spaces as plain ones (French typography), to compare. */
const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The toast of a lead form's model step: none new, or exactly one, `default` when sent and
 * `destructive` otherwise, whose text (spaces normalised) says what the labels say: sent, or why
 * not (offline, or refused).
 */
export async function expectToastOfStep(
  page: Page,
  { toast, before, sends, labels }: { toast: 'none' | 'sent' | 'failed'; before: number; sends: LeadSends; labels: { sent: string; offline: string; failed: string } },
): Promise<string | undefined> {
  if (toast === 'none') {
    expect((await shownToasts(page)).length, 'no new toast').toBe(before);
    return undefined;
  }
  await expect.poll(async () => (await shownToasts(page)).length, 'one new toast').toBe(before + 1);
  const shown = (await shownToasts(page)).at(-1)!;
  expect(shown.variant).toBe(toast === 'sent' ? 'default' : 'destructive');
  const text = normalizeSpaces(shown.text);
  expect(text).toContain(normalizeSpaces(toast === 'sent' ? labels.sent : sends.lastFailure === 'offline' ? labels.offline : labels.failed));
  return text;
}
