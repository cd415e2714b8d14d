import type { Page } from '@playwright/test';
import { addTestStyle, expect, openPage, test } from './fixtures';
import { scrollRestorationMachine } from '../../src/machines/scrollRestoration';
import { holdRequests } from './support/holdRequests';
import { pauseClockSoon } from './support/pauseClock';
import { sectionTop } from './support/pageChecks';

/**
 * Deferred layout, opt-in per page (src/lib/deferredLayout.ts, docs/decisions.md "Deferred
 * layout: opt-in for the services pages"): while the services page loads, its sections below the
 * first screen are laid out only near the viewport; once it has hydrated the app lays them out
 * one per task and marks the document complete. Every other page is plain CSS from the start. What a visitor must never notice:
 * a page that moves under them, a wrong page height, content missing for readers
 * without JavaScript.
 */

const hashScrollDelay = scrollRestorationMachine.implementations.delays.hashScrollDelay as number;

const deferredSections = (page: Page) =>
  page.locator('[data-deferred-layout]').evaluateAll((sections) =>
    sections.map((section) => ({ id: section.id, contentVisibility: getComputedStyle(section).contentVisibility })),
  );

test.use({ viewport: { width: 390, height: 844 } });

test('the stylesheet comes before the first script in <head>, so the body is never laid out without it', async ({ request }) => {
  const html = await (await request.get('/en/services')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheet = head.search(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  const firstClassicScript = head.search(/<script>/);
  expect(stylesheet).toBeGreaterThan(0);
  expect(firstClassicScript).toBeGreaterThan(stylesheet);
});

test('every other page is plain CSS from the start: nothing waits, nothing is marked', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/*.js');
  for (const url of ['/en/', '/en/about', '/ueber-mich', '/fr/confidentialite']) {
    // parsed, boot script run: the held scripts would keep the load event from coming
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-layout');
    await expect(page.locator('[data-deferred-layout]')).toHaveCount(0);
  }
  release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is deferred: estimated heights would put the anchors in the wrong place', async ({ page }) => {
    await page.goto('/en/services');
    const sections = await deferredSections(page);
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sections.map((section) => section.contentVisibility))).toEqual(new Set(['visible']));
    await page.goto('/en/services#faq');
    await expect.poll(() => sectionTop(page, 'faq')).toBeLessThan(100);
  });
});

test('while the page loads, the sections below the first screen wait for their layout', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/en/services', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'deferred');
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  const sections = await deferredSections(page);
  expect(new Set(sections.map((section) => section.contentVisibility))).toEqual(new Set(['auto']));
  // far below the first screen: skipped by the browser's rendering, yet in the accessibility tree
  // the last question shown (the rest wait behind "5 more questions", issue 36)
  const lastQuestion = page.locator('#faq [data-part="faq"] > [data-part="faq-item"]').last();
  expect(await lastQuestion.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toHaveCount(1);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'complete');
  expect(await lastQuestion.evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
});

test('with JavaScript every section is laid out once the page has started: the page height is final', async ({ page }) => {
  await openPage(page, '/en/services'); // waits for <html data-layout="complete">
  const sections = await deferredSections(page);
  expect(sections.map((section) => section.contentVisibility).filter((value) => value !== 'visible')).toEqual([]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await addTestStyle(page, '[data-deferred-layout] { content-visibility: visible !important; }');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  // the real page (about 9,000 px at 1280 px since issue 36), not estimates (40rem a section: about 5,500 px)
  expect(height).toBeGreaterThan(7_000);
});

test('a visitor who scrolled deep before the code arrived keeps their place while the sections above are laid out', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/en/services', { waitUntil: 'domcontentloaded' });
  await page.locator('#faq').evaluate((faq) => faq.scrollIntoView({ block: 'start', behavior: 'instant' }));
  // The browser renders what comes near the viewport (the section above may grow): wait until it rests.
  const top = await restingTop(page, 'faq');
  // sections scrolled past were never near the viewport: still estimates, not laid out
  expect(await page.locator('#success-stories h2').evaluate((item) => item.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'complete');
  // their real heights differ from the estimate; the browser's scroll anchoring keeps the FAQ in place
  expect(Math.abs((await sectionTop(page, 'faq')) - top)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5_000); // the FAQ, deep in the real page (about 6,500 px since issue 36)
});

/** Waits until the section stops moving (the browser renders what comes near the viewport), returns its top. */
async function restingTop(page: Page, id: string): Promise<number> {
  let top = Number.NaN;
  await expect(async () => {
    const before = top;
    top = await sectionTop(page, id);
    expect(top).toBe(before);
  }).toPass();
  return top;
}

/**
 * Lets the code in on a paused clock and runs it to the scroll restoration's hash scroll (100 ms
 * after hydration, scrollRestoration machine), which scrolls at once with reduced motion: the
 * position the page has after it is the one it keeps.
 */
async function hydrateThroughHashScroll(page: Page, release: () => void) {
  await pauseClockSoon(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'complete');
  await page.clock.runFor(hashScrollDelay);
}

for (const hash of ['service-comparison', 'success-stories', 'faq']) {
  test(`a link to #${hash} lands on its section before the code, on the real layout, and it stays there`, async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`/en/services#${hash}`, { waitUntil: 'domcontentloaded' });
    // A section above it laid out late would push it down by the estimate's error (a screen or more).
    const top = await restingTop(page, hash);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120); // just below the sticky header (scroll-margin)
    expect(new Set((await deferredSections(page)).map((section) => section.contentVisibility))).toEqual(new Set(['visible']));
    await hydrateThroughHashScroll(page, release);
    expect(Math.abs((await sectionTop(page, hash)) - top)).toBeLessThanOrEqual(1);
  });
}

test('a link within the page tapped before the code lands on its section', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/*.js');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/en/services', { waitUntil: 'domcontentloaded' });
  await page.locator('main a[href="#contact-section"]').first().click();
  const top = await restingTop(page, 'contact-section');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
  await hydrateThroughHashScroll(page, release);
  expect(Math.abs((await sectionTop(page, 'contact-section')) - top)).toBeLessThanOrEqual(1);
});
