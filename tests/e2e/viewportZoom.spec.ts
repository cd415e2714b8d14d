import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { viewportZoomModelDurations, viewportZoomModelEvents, viewportZoomTestModel } from '../model/viewportZoom.model';
import { expect, openPage, test } from './fixtures';
import { pauseClockSoon } from './support/pauseClock';

type ModelEvent = (typeof viewportZoomModelEvents)[number];

const viewportContent = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');
const original = 'width=device-width, initial-scale=1';

/** Two text fields, so every focus is a new one (focusing the focused field again does nothing). */
async function addFields(page: Page) {
  await page.evaluate(() => {
    for (const name of ['first', 'second']) {
      const input = document.createElement('input');
      input.type = 'text';
      input.setAttribute('aria-label', name);
      input.id = `zoom-test-${name}`;
      document.querySelector('main')!.prepend(input);
    }
  });
}

/**
 * Opens a page with a paused clock once the zoom rule listens: it starts from its own chunk
 * after hydration, so a field focused before that (on a busy machine) would not lock the zoom.
 * Importing the same chunk again resolves once it has run, and the page's own `then`, which
 * starts the rule, was registered first.
 */
async function openWithZoomRule(page: Page, url: string) {
  // The background tasks' chunk: the `afterHydration` group of vite.config.ts (chunkGroups).
  const zoomCode = page.waitForResponse(/\/assets\/afterHydration-[^/]*\.js$/);
  await page.clock.install();
  await openPage(page, url);
  const chunk = (await zoomCode).url();
  await page.evaluate((src) => import(src), chunk);
  await pauseClockSoon(page);
}

let nextField = 0;

async function perform(page: Page, event: ModelEvent) {
  if (event.type === 'FOCUS_INPUT') {
    nextField = 1 - nextField;
    return page.locator(nextField ? '#zoom-test-first' : '#zoom-test-second').focus();
  }
  return page.clock.runFor(viewportZoomModelDurations[event.type]);
}

const locked = async (page: Page) => {
  const content = await viewportContent(page);
  expect(content).toContain('maximum-scale=1');
  expect(content).toContain('user-scalable=no');
  expect(content).toContain('width=device-width');
};

const assertions: Record<string, (page: Page) => Promise<void>> = {
  zoomable: async (page) => expect(await viewportContent(page)).toBe(original),
  locked,
  lockedLate: locked,
  relocked: locked,
  relockedLate: locked,
};

test.describe('viewport zoom, driven by the paths of its test model', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of browserModelPaths(viewportZoomTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await openWithZoomRule(page, '/en/');
      await addFields(page);
      nextField = 0;
      await assertions[path.initialState]!(page);
      for (const step of path.steps) {
        await perform(page, step.event as ModelEvent);
        await assertions[step.state]!(page);
      }
    });
  }
});

test.describe('viewport zoom', () => {
  test('restores exactly what the viewport said before, maximum-scale and user-scalable included', async ({ page }) => {
    await openWithZoomRule(page, '/fr/');
    const custom = 'width=device-width, initial-scale=1, maximum-scale=5, user-scalable=yes';
    await page.evaluate((content) => document.querySelector('meta[name="viewport"]')!.setAttribute('content', content), custom);
    await addFields(page);
    await page.locator('#zoom-test-first').focus();
    expect(await viewportContent(page)).toBe('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no');
    await page.clock.runFor(499);
    expect(await viewportContent(page)).not.toBe(custom);
    await page.clock.runFor(1);
    expect(await viewportContent(page)).toBe(custom);
  });

  test('switches, checkboxes and buttons do not lock the zoom; textareas and selects do', async ({ page }) => {
    await openWithZoomRule(page, '/en/');
    await page.locator('#accessibility-button').click();
    // React reveals the panel's lazily loaded controls on a short timer
    await page.clock.runFor(500);
    await page.getByRole('switch', { name: 'High contrast' }).focus();
    expect(await viewportContent(page)).toBe(original);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const area = document.createElement('textarea');
      area.setAttribute('aria-label', 'message');
      const select = document.createElement('select');
      select.setAttribute('aria-label', 'choice');
      document.querySelector('main')!.prepend(area, select);
    });
    await page.getByRole('textbox', { name: 'message' }).focus();
    expect(await viewportContent(page)).toContain('user-scalable=no');
    await page.clock.runFor(500);
    expect(await viewportContent(page)).toBe(original);
    await page.getByRole('combobox', { name: 'choice' }).focus();
    expect(await viewportContent(page)).toContain('user-scalable=no');
    await page.clock.runFor(500);
    expect(await viewportContent(page)).toBe(original);
  });
});
