import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { pageAtRest } from './support/atRest';
import { type Typed, expectValues, fillForm, lastToast, mailFrom, outbox, providerAnswers, submitButton, toasts, uniqueEmail, validInput } from './contactSupport';

// About the service worker: it is not blocked here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The offline fallback that really delivers (issue 4): a message sent without a
 * connection is kept (IndexedDB, marker `pending-contact-form`) and delivered
 * exactly once when the connection returns: by the service worker's background
 * sync where the browser has it, by the page otherwise. Against the local mail
 * provider, through the real SDK and real HTTP.
 */
/** The contact page of the build configured against the local mail provider (the mailSite fixture). */
const contactOn = (mailSite: string) => `${mailSite}/en/contact`;

// The browser logs the send that failed for lack of a connection, and the provider's refusal.
test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 403/] });

/** Who delivered: the sender (page or service worker) of each send the provider accepted. */
function deliverers(context: BrowserContext): Array<'page' | 'worker'> {
  const seen: Array<'page' | 'worker'> = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/v1.0/email/send') && response.status() === 200) {
      seen.push(response.request().serviceWorker() ? 'worker' : 'page');
    }
  });
  return seen;
}

/** Fills the form, loses the connection and submits: the visitor is told it waits, and keeps every value. */
async function submitOffline(page: Page, context: BrowserContext, typed: Typed) {
  await fillForm(page, typed);
  await context.setOffline(true);
  await submitButton(page).click();
  await expect(lastToast(page)).toContainText('Currently offline. Your message will be sent when connection is restored.');
  await expectValues(page, typed);
  await expect.poll(async () => (await outbox(page)).waiting).toEqual([typed.email]);
  expect((await outbox(page)).marker).toContain(typed.email);
}

/**
 * Sends offline (nothing may arrive), reconnects: the message arrives exactly
 * once, the outbox is empty, the page confirms it. Returns who delivered it.
 */
async function offlineThenOnline(page: Page, request: APIRequestContext, contact: string, tag: string): Promise<Array<'page' | 'worker'>> {
  const email = uniqueEmail(tag);
  const deliveredBy = deliverers(page.context());
  await submitOffline(page, page.context(), validInput(email));
  // The send failed and the message waits in the outbox (submitOffline): nothing has gone out.
  expect(await mailFrom(request, email)).toEqual([]);

  await page.context().setOffline(false);
  await expect(lastToast(page)).toContainText('Message sent!');
  await expect(lastToast(page)).toContainText('Your saved message has been sent now that you are back online.');
  await expect.poll(async () => (await mailFrom(request, email)).length).toBe(1);
  await expect.poll(() => outbox(page)).toEqual({ waiting: [], marker: null });
  // A second reconnection and a reload send nothing again.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await openPage(page, contact);
  await pageAtRest(page); // the reloaded page's outbox check (an idle-time task) has run
  expect(await mailFrom(request, email)).toHaveLength(1);
  return deliveredBy;
}

test.describe('offline, then back online', { tag: '@served' }, () => {
  test('with background sync: the service worker delivers the message exactly once and the page confirms it', async ({ page, request, mailSite }) => {
    await openPage(page, contactOn(mailSite));
    // the worker must be active for a background sync; it registers after the page has loaded
    expect(await page.evaluate(async () => 'SyncManager' in window && Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    expect(await offlineThenOnline(page, request, contactOn(mailSite), 'offline-sync')).toEqual(['worker']);
  });

  test.describe('without background sync', () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => {
        delete (window as { SyncManager?: unknown }).SyncManager;
      });
    });

    test('the page delivers the message exactly once when the connection returns', async ({ page, request, mailSite }) => {
      await openPage(page, contactOn(mailSite));
      expect(await offlineThenOnline(page, request, contactOn(mailSite), 'offline-page')).toEqual(['page']);
    });

    test('a message saved before the tab was closed is delivered on the next page load, confirmed in its language', async ({
      page,
      context,
      request,
      mailSite,
    }) => {
      const email = uniqueEmail('offline-next-visit');
      await openPage(page, contactOn(mailSite));
      await submitOffline(page, context, validInput(email));
      await page.close();
      await context.setOffline(false);

      const next = await context.newPage();
      await openPage(next, `${mailSite}/`);
      await expect(lastToast(next)).toContainText('Nachricht gesendet!');
      await expect(lastToast(next)).toContainText('Ihre gespeicherte Nachricht wurde gesendet');
      await expect.poll(async () => (await mailFrom(request, email)).length).toBe(1);
      await expect.poll(() => outbox(next)).toEqual({ waiting: [], marker: null });
    });

    test('a saved message the provider refuses is dropped and the visitor is told it was not sent', async ({ page, context, request, mailSite }) => {
      const email = uniqueEmail('offline-refused');
      await providerAnswers(request, email, 403);
      await openPage(page, contactOn(mailSite));
      await submitOffline(page, context, { ...validInput(email), subject: 'Our new shop' });
      await context.setOffline(false);

      await expect(lastToast(page)).toHaveAttribute('data-variant', 'destructive');
      await expect(lastToast(page)).toContainText('Your saved message "Our new shop" could not be sent: Forbidden. Please contact us directly at');
      await expect.poll(() => outbox(page)).toEqual({ waiting: [], marker: null });
      expect(await mailFrom(request, email)).toEqual([]);
      await expect(toasts(page).filter({ hasText: 'Message sent!' })).toHaveCount(0);
    });
  });
});
