import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

/**
 * Particle background of the home hero (spec sections 2 and 9, issue 3): a
 * decorative canvas loaded after the page is interactive, animating while the
 * hero is on screen and the tab visible, paused otherwise, absent with reduce
 * animations or screen-reader mode. The machine's state is on the field as
 * `data-state` (running, paused, off) with `data-paused-by`; that frames stop
 * is checked on the canvas's pixels. The particles are drawn off the main
 * thread: the canvas is transferred to a dedicated worker
 * (`data-renderer="worker"`), with the main thread as the fallback where that
 * is not possible (`"main"`).
 */
const field = (page: Page) => page.locator('[data-part="particles"]');
const canvas = (page: Page) => field(page).locator('canvas');
// A canvas transferred to a worker still gives its latest frame to toDataURL.
const picture = (page: Page) => canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL());
const particleWorkers = (page: Page) => page.workers().filter((worker) => /particles\.worker/.test(worker.url()));

/** Two pictures of the canvas some frames apart. */
async function framesChange(page: Page): Promise<boolean> {
  const before = await picture(page);
  await page.waitForTimeout(400);
  return before !== (await picture(page));
}

/** Whether the page's canvas was handed to a worker: the page can no longer get a context of its own on it. */
const transferredOffscreen = (page: Page) =>
  canvas(page).evaluate((element: HTMLCanvasElement) => {
    try {
      return element.getContext('2d') === null;
    } catch (error) {
      return error instanceof DOMException && error.name === 'InvalidStateError';
    }
  });

/** The URLs of the main-thread frame loop's chunk requested from now on (only the fallback needs it). */
function trackFallbackCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/frameLoop-.*\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Makes the tab look hidden or visible to the page, as switching tabs does. */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('particle background', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is not in the prerendered HTML, and the page is interactive without its code', async ({ page, request }) => {
    const html = await (await request.get('/en/')).text();
    expect(html).not.toContain('<canvas');
    expect(html).not.toContain('ParticleField');
    // Even if its chunk never arrives, the page hydrates and works.
    await page.route(/ParticleField-.*\.js$/, () => {});
    await openPage(page, '/en/');
    const question = page.locator('#faq button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page)).toHaveCount(0);
  });

  for (const url of ['/', '/en/', '/fr/']) {
    test(`${url}: animates in the hero, behind the content, silent for assistive technology`, async ({ page }) => {
      const fallbackCode = trackFallbackCode(page);
      await openPage(page, url);
      await expect(field(page)).toHaveAttribute('data-state', 'running');
      await expect(canvas(page)).toHaveCount(1);
      await expect(field(page)).toHaveAttribute('aria-hidden', 'true');
      expect(await framesChange(page)).toBe(true);
      // drawn off the main thread: the canvas belongs to the one particle worker
      await expect(field(page)).toHaveAttribute('data-renderer', 'worker');
      expect(await transferredOffscreen(page)).toBe(true);
      expect(particleWorkers(page)).toHaveLength(1);
      expect(fallbackCode, 'the main-thread frame loop is not fetched').toEqual([]);
      // inside the hero, under its text, and never a focus stop
      const hero = page.locator('main section').first();
      await expect(hero.locator('[data-part="particles"]')).toHaveCount(1);
      await expect(field(page)).toHaveCSS('z-index', '-1');
      await expect(field(page)).toHaveCSS('pointer-events', 'none');
      await expect(canvas(page)).not.toHaveAttribute('tabindex', /.*/);
      const box = await canvas(page).boundingBox();
      const heroBox = await hero.boundingBox();
      expect(box?.width).toBeCloseTo(heroBox!.width, 0);
      expect(box?.height).toBeCloseTo(heroBox!.height, 0);
      // Scanned at rest, as the fixture stills CSS animations: a drawing worker would only compete with the scan for the CPU.
      await setTabHidden(page, true);
      await expect(field(page)).toHaveAttribute('data-state', 'paused');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('pauses while the hero is scrolled out of view, and goes on when it is back', async ({ page }) => {
    await openPage(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await expect(field(page)).toHaveAttribute('data-paused-by', 'offscreen');
    expect(await framesChange(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    expect(await framesChange(page)).toBe(true);
  });

  test('pauses while the tab is hidden, for either reason until both are gone', async ({ page }) => {
    await openPage(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await setTabHidden(page, true);
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await expect(field(page)).toHaveAttribute('data-paused-by', 'hidden');
    expect(await framesChange(page)).toBe(false);
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute('data-paused-by', 'hidden offscreen');
    await setTabHidden(page, false);
    await expect(field(page)).toHaveAttribute('data-paused-by', 'offscreen');
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    expect(await framesChange(page)).toBe(true);
  });

  const stillModes = [
    { name: 'reduce animations', settings: { reduceAnimations: true } },
    { name: 'screen-reader mode', settings: { screenReaderMode: true } },
  ];
  for (const mode of stillModes) {
    test(`is absent with ${mode.name}, and its code is never loaded`, async ({ page }) => {
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (/ParticleField-/.test(request.url())) loaded.push(request.url());
      });
      await page.addInitScript((settings) => localStorage.setItem('accessibility-settings', JSON.stringify(settings)), mode.settings);
      await openPage(page, '/en/');
      await page.waitForTimeout(1500);
      await expect(field(page)).toHaveCount(0);
      await expect(page.locator('canvas')).toHaveCount(0);
      expect(loaded).toEqual([]);
      expect(particleWorkers(page)).toHaveLength(0);
    });
  }

  test('goes away at once when reduce animations is switched on, and comes back when it is off', async ({ page }) => {
    await openPage(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expect.poll(() => particleWorkers(page).length).toBe(1);
    const firstWorker = particleWorkers(page)[0]!;
    await page.evaluate(() => document.documentElement.setAttribute('data-motion', 'reduced'));
    await expect(field(page)).toHaveAttribute('data-state', 'off');
    await expect(canvas(page)).toHaveCount(0);
    // its worker ends with its canvas
    await expect.poll(() => particleWorkers(page).length).toBe(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-motion', 'full'));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    expect(await framesChange(page)).toBe(true);
    // a new canvas element, transferred to a new worker (a canvas can be transferred only once)
    await expect(field(page)).toHaveAttribute('data-renderer', 'worker');
    expect(await transferredOffscreen(page)).toBe(true);
    await expect.poll(() => particleWorkers(page).length).toBe(1);
    expect(particleWorkers(page)[0]).not.toBe(firstWorker);
  });

  test('takes the colour token to the worker when high contrast changes it, repainting a paused field', async ({ page }) => {
    await openPage(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expect(field(page)).toHaveAttribute('data-renderer', 'worker');
    await setTabHidden(page, true);
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    expect(await framesChange(page)).toBe(false);
    const before = await picture(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-contrast', 'high'));
    await expect.poll(() => picture(page)).not.toBe(before);
    expect(await framesChange(page)).toBe(false);
  });

  test('draws on the main thread where a canvas cannot be transferred, pausing as in the worker', async ({ page }) => {
    await page.addInitScript(() => {
      // as in a browser without OffscreenCanvas
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    const fallbackCode = trackFallbackCode(page);
    await openPage(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expect(field(page)).toHaveAttribute('data-renderer', 'main');
    expect(fallbackCode).toHaveLength(1);
    expect(await transferredOffscreen(page)).toBe(false);
    expect(await framesChange(page)).toBe(true);
    expect(particleWorkers(page)).toHaveLength(0);
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    expect(await framesChange(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    expect(await framesChange(page)).toBe(true);
  });

  test.describe('when its worker cannot start', () => {
    // The worker's script is refused below; the browser logs the failed request.
    test.use({ allowConsoleErrors: [/Failed to load resource/], serviceWorkers: 'block' });

    test('falls back to the main thread, on a new canvas', async ({ page }) => {
      await page.route(/particles\.worker-.*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
      await openPage(page, '/en/');
      await expect(field(page)).toHaveAttribute('data-renderer', 'main');
      await expect(field(page)).toHaveAttribute('data-state', 'running');
      expect(await transferredOffscreen(page)).toBe(false);
      expect(await framesChange(page)).toBe(true);
    });
  });

  test('is only on the home page', async ({ page }) => {
    await openPage(page, '/en/about');
    await page.waitForTimeout(1500);
    await expect(field(page)).toHaveCount(0);
    expect(particleWorkers(page)).toHaveLength(0);
  });
});
