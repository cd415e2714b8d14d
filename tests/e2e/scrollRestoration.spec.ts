import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { holdRequests } from './support/holdRequests';
import { sectionTop } from './support/pageChecks';


const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Opens a page and lets the machine place it (50/100 ms). */
async function open(page: Page, url: string) {
  await openPage(page, url);
  await page.clock.runFor(150);
}

/**
 * Lets fake time pass in small steps until `check` holds: the machine's timer starts only once
 * React has shown the next page, which may be after the address changed (a deferred render), so
 * one fixed step could pass before the timer exists and the page would never be placed.
 */
async function passTimeUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(25);
    await check();
  }).toPass({ timeout: 5000 });
}

/** After a navigation: the address, then where the machine placed the page (after 50 ms). */
async function expectPlaced(page: Page, url: string, y: number) {
  await expect(page).toHaveURL(url);
  await passTimeUntil(page, async () => expect(await scrollY(page)).toBe(y));
}

/** Scrolls like a visitor, then lets the once-a-second save happen. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.clock.runFor(1100);
}

test.describe('scroll restoration', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a new page opens at the top; back restores where the visitor was', async ({ page }) => {
    await open(page, '/en/privacy');
    await scrollTo(page, 1500);
    // the fixed header's link: clicking it does not scroll the page first
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expectPlaced(page, '/en/contact', 0);

    await page.goBack();
    await expectPlaced(page, '/en/privacy', 1500);

    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('scroll-positions') ?? '{}'));
    expect(saved['/en/privacy']).toMatchObject({ x: 0, y: 1500, timestamp: expect.any(Number) });
  });

  test('forward returns to where the visitor left the next page', async ({ page }) => {
    await open(page, '/en/privacy');
    await scrollTo(page, 1500);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
    await expectPlaced(page, '/en/about', 0);
    await scrollTo(page, 800);

    await page.goBack();
    await expectPlaced(page, '/en/privacy', 1500);

    await page.goForward();
    await expectPlaced(page, '/en/about', 800);
  });

  test('a reload comes back to the same place', async ({ page }) => {
    await open(page, '/fr/conditions');
    await scrollTo(page, 900);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    await page.clock.runFor(60);
    await expect.poll(() => scrollY(page)).toBe(900);
  });

  test('a reload of the long services page comes back to the same place, though its sections wait for their layout while it loads', async ({ page }) => {
    await open(page, '/en/services');
    const faqY = await page.locator('#faq').evaluate((faq) => Math.round(faq.getBoundingClientRect().top + window.scrollY));
    await scrollTo(page, faqY);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    await page.clock.runFor(60);
    await expect.poll(() => scrollY(page)).toBe(faqY);
    // the same place in the content, not only the same number: the page was laid out in full before restoring
    expect(Math.abs(await sectionTop(page, 'faq'))).toBe(0);
  });

  test('the page the browser loaded stays where the visitor scrolled it before the code arrived', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    // Not 'load': the boot script may have asked for the held scripts before it, and then load waits for them.
    await page.goto('/en/privacy', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBe(800);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    await page.clock.runFor(150);
    expect(await scrollY(page)).toBe(800);
    // A later move to another page still opens it at the top.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expectPlaced(page, '/en/contact', 0);
  });

  test('a saved position older than one hour is not restored', async ({ page }) => {
    await open(page, '/agb');
    await scrollTo(page, 700);
    const termsTitle = await page.locator('h1').textContent();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
    // The position of /agb is saved when the next page is shown: only then may the hour pass.
    await expect(page.locator('h1')).not.toHaveText(termsTitle ?? '');
    await page.clock.runFor(60);
    await page.clock.runFor(60 * 60 * 1000);
    await page.goBack();
    await page.clock.runFor(60);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a #hash is scrolled to', async ({ page }) => {
    await openPage(page, '/en/privacy#rights');
    await page.clock.runFor(150);
    await expect(page.locator('#rights')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(500);
  });

  test('a client-side navigation to another page\'s #hash scrolls to it', async ({ page }) => {
    await open(page, '/en/contact');
    // What an in-app link does: wouter pushes the address and follows history events.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/privacy#rights');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toContainText('Privacy');
    await page.clock.runFor(150);
    await expect(page.locator('#rights')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(500);
  });

  test('back to an address with a #hash scrolls to the hash, not to a saved position', async ({ page }) => {
    await openPage(page, '/en/privacy#rights');
    await page.clock.runFor(150);
    await expect(page.locator('#rights')).toBeInViewport();
    await scrollTo(page, 200);
    const privacyTitle = await page.locator('h1').textContent();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/en/contact');
    // The contact page is shown (not only addressed): going back now really returns to privacy.
    await expect(page.locator('h1')).not.toHaveText(privacyTitle ?? '');
    await page.clock.runFor(60);

    await page.goBack();
    await expect(page).toHaveURL('/en/privacy#rights');
    await passTimeUntil(page, () => expect(page.locator('#rights')).toBeInViewport({ timeout: 1000 }));
    expect(await scrollY(page)).toBeGreaterThan(500);
  });

  test('unreadable saved positions leave a working page', async ({ page, consoleWarnings }) => {
    await page.addInitScript(() => localStorage.setItem('scroll-positions', '{broken'));
    await open(page, '/en/terms');
    await expect(page.locator('h1')).toBeVisible();
    expect(consoleWarnings.some((warning) => warning.includes('scroll positions'))).toBe(true);
    await scrollTo(page, 400);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('scroll-positions') ?? '{}'));
    expect(saved['/en/terms']).toMatchObject({ y: 400 });
  });
});
