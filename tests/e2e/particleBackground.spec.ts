import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { afterFrames, pageAtRest } from './support/atRest';

/**
 * Particle background of the home hero (spec sections 2 and 9): an island (an
 * empty, silent box in the prerendered HTML) whose canvas comes at the visitor's first move, animating while the
 * hero is on screen and the tab visible, paused otherwise, absent with reduce
 * animations or screen-reader mode. The machine's state is on the field as
 * `data-state` (running, paused, off) with `data-paused-by`; that frames stop
 * is checked on the canvas's pixels.
 */
const field = (page: Page) => page.locator('[data-part="particles"]');
const canvas = (page: Page) => field(page).locator('canvas');
const picture = (page: Page) => canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL());

/**
 * The files of the particles' island, as the prerendered page names them on its host (the chunk
 * policy decides the names): a request for any of them is the particles' code loading.
 */
async function particleCode(request: APIRequestContext): Promise<(url: string) => boolean> {
  const html = await (await request.get('/en/')).text();
  const host = /<site-island[^>]*data-hydrate="firstMove"[^>]*data-island-code="([^"]+)"[^>]*>(?:<!--\$-->)?<div[^>]*data-part="particles"/.exec(html);
  expect(host, 'the particles’ island names its code').not.toBeNull();
  const files = host![1]!.split(' ');
  return (url) => files.includes(new URL(url).pathname);
}

/** The animation draws: a new picture comes (polled, without a pause of the test's own). */
async function expectDrawing(page: Page) {
  const before = await picture(page);
  await expect.poll(() => picture(page), { message: 'a new frame is drawn' }).not.toBe(before);
}

/**
 * The picture stands still: the same before and after 20 animation frames, in which a running
 * animation draws 20 new ones. Polled: the worker may finish a frame already under way when the
 * pause reaches it, on a busy machine after the state has changed.
 */
async function expectStill(page: Page) {
  await expect
    .poll(
      async () => {
        const before = await picture(page);
        await afterFrames(page, 20);
        return before === (await picture(page));
      },
      { message: 'the picture stands still once the pause has reached the drawing' },
    )
    .toBe(true);
}

/** The visitor moves the mouse over the page: the particles' code loads at the first move. */
async function openAndMove(page: Page, url: string) {
  await openPage(page, url);
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
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

  test('is an empty, silent box in the prerendered HTML, and the page is interactive without its code', async ({ page, request }) => {
    const html = await (await request.get('/en/')).text();
    expect(html).not.toContain('<canvas');
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-part="particles"[^>]*data-state="off"[^>]*><\/div>/);
    // Even if its chunk never arrives, the page hydrates and works.
    const isParticleCode = await particleCode(request);
    await page.route((url) => isParticleCode(url.href), () => {});
    await openPage(page, '/en/');
    const question = page.locator('#faq summary').first();
    await question.click();
    await expect(question.locator('xpath=..')).toHaveJSProperty('open', true);
    await expect(field(page)).toHaveAttribute('data-state', 'off');
    await expect(canvas(page)).toHaveCount(0);
  });

  test('loads its code at the first move of the pointer, not with the page', async ({ page, request }) => {
    const isParticleCode = await particleCode(request);
    const loaded: string[] = [];
    page.on('request', (sent) => {
      if (isParticleCode(sent.url())) loaded.push(sent.url());
    });
    await openPage(page, '/en/');
    await pageAtRest(page);
    expect(loaded).toEqual([]);
    await expect(field(page)).toHaveAttribute('data-state', 'off');
    await page.mouse.move(400, 300);
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    // Its files, each fetched once.
    expect(loaded.length).toBeGreaterThan(0);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  for (const url of ['/', '/en/', '/fr/']) {
    test(`${url}: animates in the hero, behind the content, silent for assistive technology`, async ({ page }) => {
      await openAndMove(page, url);
      await expect(field(page)).toHaveAttribute('data-state', 'running');
      await expect(canvas(page)).toHaveCount(1);
      // drawn by a worker on the transferred canvas: no frame costs the main thread
      await expect(field(page)).toHaveAttribute('data-renderer', 'worker');
      await expect(field(page)).toHaveAttribute('aria-hidden', 'true');
      await expectDrawing(page);
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
      // The hero is scanned at rest: a field drawing every frame only competes with axe for the CPU.
      await setTabHidden(page, true);
      await expect(field(page)).toHaveAttribute('data-state', 'paused');
      expect(await accessibilityViolations(page, 'main > section:first-child')).toEqual([]);
    });
  }

  test('pauses while the hero is scrolled out of view, and goes on when it is back', async ({ page }) => {
    await openAndMove(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await expect(field(page)).toHaveAttribute('data-paused-by', 'offscreen');
    await expectStill(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expectDrawing(page);
  });

  test('pauses while the tab is hidden, for either reason until both are gone', async ({ page }) => {
    await openAndMove(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await setTabHidden(page, true);
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await expect(field(page)).toHaveAttribute('data-paused-by', 'hidden');
    await expectStill(page);
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(field(page)).toHaveAttribute('data-paused-by', 'hidden offscreen');
    await setTabHidden(page, false);
    await expect(field(page)).toHaveAttribute('data-paused-by', 'offscreen');
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expectDrawing(page);
  });

  test('draws on the main thread where a canvas cannot be handed to a worker, and pauses alike', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await openAndMove(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expect(field(page)).toHaveAttribute('data-renderer', 'main');
    await expectDrawing(page);
    await setTabHidden(page, true);
    await expect(field(page)).toHaveAttribute('data-state', 'paused');
    await expectStill(page);
  });

  const stillModes = [
    { name: 'reduce animations', settings: { reduceAnimations: true } },
    { name: 'screen-reader mode', settings: { screenReaderMode: true } },
  ];
  for (const mode of stillModes) {
    test(`draws nothing with ${mode.name}: no canvas, no worker`, async ({ page }) => {
      // The setting is not a media condition, so the island's code may load at the first move; its machine stays off.
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.addInitScript((settings) => localStorage.setItem('accessibility-settings', JSON.stringify(settings)), mode.settings);
      await openAndMove(page, '/en/');
      // its code has loaded at the move and the field has hydrated: it would have started here
      await expect(page.locator('site-island:has(> [data-part="particles"])')).toHaveAttribute('data-hydrated', '');
      await expect(field(page)).toHaveAttribute('data-state', 'off');
      await expect(page.locator('canvas')).toHaveCount(0);
      expect(workers).toEqual([]);
    });
  }

  const neverLoaded = [
    // Below 48rem the hero keeps its battery, data and main thread for the page (PARTICLES_MEDIA).
    { name: 'on a phone-sized screen', viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' as const },
    { name: 'when the system asks for reduced motion', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const },
  ];
  for (const { name, viewport, reducedMotion } of neverLoaded) {
    test(`stays an empty box ${name}, and its code is never loaded`, async ({ page, request }) => {
      const isParticleCode = await particleCode(request);
      const loaded: string[] = [];
      page.on('request', (sent) => {
        if (isParticleCode(sent.url())) loaded.push(sent.url());
      });
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize(viewport);
      await openAndMove(page, '/en/');
      await pageAtRest(page);
      await expect(field(page)).toHaveAttribute('data-state', 'off');
      await expect(canvas(page)).toHaveCount(0);
      expect(loaded).toEqual([]);
    });
  }

  test('goes away at once when reduce animations is switched on, and comes back when it is off', async ({ page }) => {
    await openAndMove(page, '/en/');
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await page.evaluate(() => document.documentElement.setAttribute('data-motion', 'reduced'));
    await expect(field(page)).toHaveAttribute('data-state', 'off');
    await expect(canvas(page)).toHaveCount(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-motion', 'full'));
    await expect(field(page)).toHaveAttribute('data-state', 'running');
    await expectDrawing(page);
  });

  test('is only on the home page', async ({ page }) => {
    await openPage(page, '/en/about');
    await expect(field(page)).toHaveCount(0);
  });
});
