import type { Locator, Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { type PreviewModelContext, type PreviewModelEvent, type PreviewModelState, previewExpectations, previewModelDevices, previewModelTick, previewTestModel } from '../model/responsivePreview.model';
import { expect, openPage, test } from './fixtures';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { openOnPausedClock, pauseClockSoon } from './support/pauseClock';
import { openLauncher } from './support/launcher';

/**
 * The responsive preview on the services page (issue 15): the tours of its
 * test model in German, English and French on page.clock (device switching,
 * the interactive counter every 2 s and on each change of device, the pause
 * off screen), its code only once it is near, the pause for a hidden tab and
 * for reduced animations, and axe in each device and mode.
 */
const pages = [
  { locale: 'de', url: '/leistungen', devices: ['Desktop', 'Tablet', 'Smartphone'], toggle: 'Interaktiver Modus', title: 'Websites, die gefunden werden' },
  { locale: 'en', url: '/en/services', devices: ['Desktop', 'Tablet', 'Mobile'], toggle: 'Interactive mode', title: 'Websites that get found' },
  { locale: 'fr', url: '/fr/services', devices: ['Ordinateur', 'Tablette', 'Mobile'], toggle: 'Mode interactif', title: 'Des sites web qui se font trouver' },
] as const;
type Labels = (typeof pages)[number];

const preview = (page: Page) => page.locator('[data-part="responsive-preview"]');
const counter = (page: Page) => page.locator('[data-part="preview-interactions"]');
const deviceButton = (page: Page, labels: Labels, device: number): Locator =>
  page.getByRole('group').getByRole('button', { name: new RegExp(`^${labels.devices[device]}\\b`) });

/** Opens the page on a paused fake clock and waits until the preview has hydrated and seen itself on screen. */
async function openPreview(page: Page, url: string, { installClock = true } = {}) {
  if (installClock) await page.clock.install();
  await openPage(page, url);
  await pauseClockSoon(page);
  await openLauncher(page, 'responsive-preview');
  await preview(page).scrollIntoViewIfNeeded();
  // prerendered as held by 'offscreen' and 'motion'; hydrated, it knows better
  await expect(preview(page)).not.toHaveAttribute('data-paused-by', /./);
}

/** What the page shows in a model state, with the counter's exact value (the model keeps it modulo 3). */
async function expectState(page: Page, labels: Labels, state: PreviewModelState, context: PreviewModelContext, count: number) {
  const expected = previewExpectations[state];
  const device = previewModelDevices[context.device]!;
  await expect(preview(page)).toHaveAttribute('data-device', device);
  for (const [index] of previewModelDevices.entries()) {
    await expect(deviceButton(page, labels, index)).toHaveAttribute('aria-pressed', String(index === context.device));
  }
  await expect(preview(page)).toHaveAttribute('data-mode', expected.interactive ? (expected.ticking ? 'ticking' : 'paused') : 'static');
  if (expected.offscreen) await expect(preview(page)).toHaveAttribute('data-paused-by', 'offscreen');
  else await expect(preview(page)).not.toHaveAttribute('data-paused-by', /./);
  await expect(page.getByRole('button', { name: labels.toggle })).toHaveAttribute('aria-pressed', String(expected.interactive));
  if (expected.interactive) await expect(counter(page)).toContainText(new RegExp(`\\b${count}\\b`));
  else await expect(counter(page)).toBeHidden();
}

async function perform(page: Page, labels: Labels, event: PreviewModelEvent, context: PreviewModelContext) {
  // A click that does not scroll the preview into view (Playwright's would), for the steps taken off screen.
  const press = (button: Locator) => button.dispatchEvent('click');
  switch (event.type) {
    case 'SELECT_NEXT_DEVICE':
      return press(deviceButton(page, labels, (context.device + 1) % previewModelDevices.length));
    case 'SELECT_SAME_DEVICE':
      return press(deviceButton(page, labels, context.device));
    case 'TOGGLE_INTERACTIVE':
      return press(page.getByRole('button', { name: labels.toggle }));
    case 'SCROLL_AWAY':
      return page.evaluate(() => window.scrollTo(0, 0));
    case 'SCROLL_BACK':
      return preview(page).scrollIntoViewIfNeeded();
    case 'TWO_SECONDS_PASS':
      return page.clock.runFor(previewModelTick);
  }
}

test.describe('responsive preview, driven by the tours of its test model', () => {
  const tours = browserModelPaths(previewTestModel);
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps)`, async ({ page }) => {
      test.slow();
      await openPreview(page, labels.url);
      let context = tour.initialContext as PreviewModelContext;
      let count = 0;
      await expectState(page, labels, tour.initialState as PreviewModelState, context, count);
      for (const step of tour.steps) {
        await perform(page, labels, step.event, context);
        const next = step.context as PreviewModelContext;
        if (next.count !== context.count) count += 1;
        context = next;
        await expectState(page, labels, step.state as PreviewModelState, context, count);
      }
    });
  }
});

test('the preview requests its code only when it is opened, and shows the home page’s hero in the page’s language', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const previewChunk = (path: string) => /\/assets\/ResponsivePreview-[^/]+\.js$/.test(path);
  await openPage(page, '/fr/services');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(previewChunk)).toEqual([]);
  const request = page.waitForRequest((candidate) => previewChunk(new URL(candidate.url()).pathname));
  await openLauncher(page, 'responsive-preview');
  await preview(page).scrollIntoViewIfNeeded();
  await request;
  // the real hero, as a picture: no second h1, no second page-title, nothing to tab into
  const screen = preview(page).locator('[aria-hidden="true"][inert]');
  await expect(screen).toContainText(pages[2].title);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[id="page-title"]')).toHaveCount(1);
  expect(scripts.filter(previewChunk)).toHaveLength(1);
});

test('the counter waits while the tab is hidden, and runs a full 2 s once it is shown again (en)', async ({ page }) => {
  const labels = pages[1];
  await openPreview(page, labels.url);
  await page.getByRole('button', { name: labels.toggle }).click();
  await expect(preview(page)).toHaveAttribute('data-mode', 'ticking');
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect(preview(page)).toHaveAttribute('data-paused-by', 'hidden');
  await page.clock.runFor(10_000);
  await expect(counter(page)).toContainText(/\b0\b/);
  await setHidden(false);
  await expect(preview(page)).toHaveAttribute('data-mode', 'ticking');
  await page.clock.runFor(1999);
  await expect(counter(page)).toContainText(/\b0\b/);
  await page.clock.runFor(1);
  await expect(counter(page)).toContainText(/\b1\b/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the counter stands still and says it is paused; a change of device still counts (de)', async ({ page }) => {
    const labels = pages[0];
    await openOnPausedClock(page, labels.url);
    await openLauncher(page, 'responsive-preview');
  await preview(page).scrollIntoViewIfNeeded();
    await expect(preview(page)).toHaveAttribute('data-paused-by', 'motion');
    await page.getByRole('button', { name: labels.toggle }).click();
    await expect(preview(page)).toHaveAttribute('data-mode', 'paused');
    await expect(counter(page)).toContainText('(pausiert)');
    // Two ticks' worth, and less than the SEO popup's 5 s: the preview sits past the popup's 60 % line.
    await page.clock.runFor(4_000);
    await expect(counter(page)).toContainText(/\b0\b/);
    await deviceButton(page, labels, 2).click();
    await expect(counter(page)).toContainText(/\b1\b/);
  });
});

test('no axe violations in each device and mode, in German, English and French', async ({ page }) => {
  test.slow();
  for (const [index, labels] of pages.entries()) {
    await openPreview(page, labels.url, { installClock: index === 0 });
    // static on one device, counting on another
    await deviceButton(page, labels, index).click();
    expect((await axeOnPausedClock(page, '#responsive-preview')).violations, `${labels.locale} static`).toEqual([]);
    await page.getByRole('button', { name: labels.toggle }).click();
    await deviceButton(page, labels, (index + 1) % 3).click();
    expect((await axeOnPausedClock(page, '#responsive-preview')).violations, `${labels.locale} interactive`).toEqual([]);
  }
});
