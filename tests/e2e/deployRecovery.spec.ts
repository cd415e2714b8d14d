import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { field, fillForm, formLive, lastToast, mailFrom, submitButton, uniqueEmail, validInput } from './contactSupport';
import { openLauncher } from './support/launcher';

/**
 * A deployment in the middle of a visit (issue 38): the hashed files the open page still asks for
 * are gone. Played here as a deploy does it to a first-time visitor (no service worker to hold
 * the old files): from `deploy()` on, every file under /assets/ the open page requests answers 404
 * (removed), while the page loaded after that (the new deployment's HTML) gets its files. The page
 * must recover by itself with at most one reload, keep what the visitor typed and did, and never
 * reload in a loop.
 */
test.use({
  serviceWorkers: 'block',
  // The 404s of the removed files: what a visitor's console shows during a deployment, and what the recovery answers.
  allowConsoleErrors: [/Failed to load resource|dynamically imported module|Failed to fetch/],
});

/** The site as a deployment changes it under the page: counts the page loads and removes the files of the old one. */
async function siteUnder(page: Page) {
  let loads = 0;
  let removedFor = 0;
  let held: Array<() => void> | null = null;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    const removed = removedFor === loads && new URL(request.url()).pathname.startsWith('/assets/');
    // The page's check whether a failed file is really gone (a HEAD request) waits while the test holds it.
    if (removed && request.method() === 'HEAD' && held) await new Promise<void>((resolve) => held!.push(resolve));
    return removed ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }) : route.continue();
  });
  return {
    /** Page loads so far (the first one included). */
    loads: () => loads,
    /** A new deployment: the page shown now loses every file it has not fetched yet. */
    deploy: () => void (removedFor = loads),
    /** Holds the page's checks, so that the visitor can go on with the page before it reloads. */
    holdChecks: () => void (held = []),
    releaseChecks: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

const packageTabs = (page: Page) => page.locator('[data-part="package-tabs"]');
const advisor = (page: Page) => page.locator('[data-part="service-advisor"]');

test('services: a package tab and an advisor answer take effect after at most one reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const site = await siteUnder(page);
  await openPage(page, '/en/services');
  await openLauncher(page, 'service-advisor'); // a native disclosure: no code needed
  await page.waitForLoadState('networkidle'); // what loads by itself (on idle) is in: only the visitor's taps find files gone
  site.deploy();

  const seaTab = packageTabs(page).getByRole('tab', { name: 'SEA', exact: true });
  // The page finds out while the visitor's tap is on its way (it may reload before a slower tap: then the tap works on the new page).
  site.holdChecks();
  await seaTab.click();
  site.releaseChecks();
  await expect(seaTab).toHaveAttribute('aria-selected', 'true');
  expect(site.loads(), 'one reload at most').toBeLessThanOrEqual(2);

  // The advisor's first answer, on whichever page is shown now; the launcher stayed open over the reload.
  await openLauncher(page, 'service-advisor');
  const firstAnswer = advisor(page).locator('input[type="radio"]').first();
  await firstAnswer.click();
  await expect(firstAnswer).toBeChecked();
  await expect(advisor(page).locator('[data-part="advisor-next"]')).toBeEnabled();
  expect(site.loads(), 'one reload at most').toBeLessThanOrEqual(2);
});

test('services: what was pressed before the code came is done after the reload, with the text and the place kept', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const site = await siteUnder(page);
  await openPage(page, '/en/services');
  // The tabs' code has not come yet: the deploy removes it before the first tap.
  await expect(packageTabs(page).locator('xpath=ancestor::site-island[1]')).not.toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  site.deploy();
  const seaTab = packageTabs(page).getByRole('tab', { name: 'SEA', exact: true });
  site.holdChecks();
  await seaTab.click();
  site.releaseChecks();

  await expect.poll(site.loads, 'the page reloaded once').toBe(2);
  await expect(seaTab).toHaveAttribute('aria-selected', 'true');
  await expect(packageTabs(page).getByRole('tabpanel')).toBeVisible();
  // Where the visitor was reading: the tab they tapped is on the screen again, not the top of the page.
  await expect.poll(() => seaTab.evaluate((tab) => tab.getBoundingClientRect().top)).toBeGreaterThan(0);
  expect(await seaTab.evaluate((tab) => tab.getBoundingClientRect().bottom)).toBeLessThan(812);
});

test('contact: a message sent during a deployment reaches the provider exactly once, the text kept', async ({ page, request, mailSite }) => {
  const site = await siteUnder(page);
  const email = uniqueEmail('deploy');
  const typed = validInput(email);
  await openPage(page, `${mailSite}/en/contact`);
  site.deploy();
  // The form's code was not there yet: the visitor types and sends before the page has found out.
  site.holdChecks();
  await fillForm(page, typed);
  await submitButton(page).click();
  site.releaseChecks();

  // The page reloads once and gives the text back; nothing went out, and the page says so.
  await expect.poll(site.loads, 'the page reloaded once').toBe(2);
  for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value ?? '');
  await expect(lastToast(page)).toContainText('Your message has not been sent yet');
  expect(await mailFrom(request, email)).toHaveLength(0);

  // The visitor sends again: it goes out once.
  await submitButton(page).click();
  await expect.poll(async () => (await mailFrom(request, email)).length).toBe(1);
  await expect(lastToast(page)).toContainText('Message sent!');
  expect(await mailFrom(request, email)).toHaveLength(1);
  expect(site.loads()).toBe(2);
});

test('contact: a message that went out before the deployment is not sent again by the reload', async ({ page, request, mailSite }) => {
  const site = await siteUnder(page);
  const email = uniqueEmail('deployed');
  await openPage(page, `${mailSite}/en/contact`);
  await formLive(page);
  await fillForm(page, validInput(email));
  // The sending code, fetched as the visitor types, is in before the deployment: this message goes out.
  await page.waitForLoadState('networkidle');
  site.deploy();
  await submitButton(page).click();
  await expect.poll(async () => (await mailFrom(request, email)).length).toBe(1);
  // Whatever the page still fetches after the send (its toast) is gone: it may reload; the message stays one.
  await expect(page.locator('html')).toHaveAttribute('data-app', /hydrated|rendered/);
  await expect(field(page, 'message')).toHaveValue('');
  expect(await mailFrom(request, email)).toHaveLength(1);
  expect(site.loads()).toBeLessThanOrEqual(2);
});

test.describe('when the reload did not help', () => {
  // React reports the error the page recovery throws to show the screen (ErrorBoundary, PageOutOfDate).
  test.use({ allowConsoleErrors: [/Failed to load resource|dynamically imported module|Failed to fetch|PageOutOfDate/] });

  test('a second failure soon after the reload shows a reload button instead of reloading again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const site = await siteUnder(page);
    await openPage(page, '/fr/services');
    await page.waitForLoadState('networkidle');
    site.deploy();
    const seaTab = packageTabs(page).getByRole('tab', { name: 'SEA', exact: true });
    site.holdChecks();
    await seaTab.click();
    site.releaseChecks();
    await expect.poll(site.loads, 'the page reloaded once').toBe(2);
    await expect(seaTab).toHaveAttribute('aria-selected', 'true');

    // Another deployment, right after: the reloaded page loses the files it has not fetched yet.
    await page.waitForLoadState('networkidle');
    site.deploy();
    // The accessibility panel's code comes at the first press of its button: now it is gone.
    await page.locator('#accessibility-button').click();
    const notice = page.getByRole('alert').filter({ hasText: 'Cette page a été mise à jour' });
    await expect(notice).toBeVisible();
    expect(site.loads(), 'no second automatic reload').toBe(2);

    // The visitor's own reload fetches the new deployment.
    await notice.getByRole('button', { name: 'Recharger la page' }).click();
    await expect.poll(site.loads).toBe(3);
    await expect(notice).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
  });
});
