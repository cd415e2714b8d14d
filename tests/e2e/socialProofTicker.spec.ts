import { readFileSync } from 'node:fs';
import { claims } from '../../src/business/claims';
import { freeConsultation } from '../../src/business/offers';
import type { Locator, Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import {
  type TickerModelContext,
  type TickerModelEvent,
  createTickerTestModel,
  entryShownIn,
  parseTickerModelState,
  tickerModelRestMs,
  tickerModelVisibleMs,
} from '../model/socialProofTicker.model';
import { expect, openPage, test } from './fixtures';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { openOnPausedClock } from './support/pauseClock';
import { layersOverReading } from './support/visitorChecks';
import { pageAtRest } from './support/atRest';

/**
 * The social-proof ticker on the services page (issue 15): its test model's
 * tours on page.clock, each tour in one of the three languages in turn (not a
 * millisecond early); each entry announced once, in the catalog's words, and
 * axe with an entry showing, in de, en and fr; hover and keyboard focus hold
 * it; the close button ends it for the page load; reduce animations and
 * screen-reader mode keep it off; nothing of it is requested before the first
 * scroll. Where it lives (issue 36): on a wide screen in the slot the services
 * hero's summary panel keeps for it, where it covers no text and moves nothing;
 * on a tablet top right; on a phone a band in the page's flow that covers
 * nothing and moves nothing.
 */
const pages = [
  { locale: 'de', url: '/leistungen', activity: 'Kundenergebnis', urgency: 'Gut zu wissen', home: 'Startseite' },
  { locale: 'en', url: '/en/services', activity: 'Client result', urgency: 'Good to know', home: 'Home' },
  { locale: 'fr', url: '/fr/services', activity: 'Résultat client', urgency: 'Bon à savoir', home: 'Accueil' },
] as const;
type Labels = (typeof pages)[number];

/** The entries the page has (six: three activity, three urgency). */
const entryCount = 6;

const card = (page: Page) => page.locator('[data-part="social-proof"]');
const closeButton = (page: Page) => page.locator('[data-part="social-proof-close"]');

/** The figures the notices state, by their placeholder: the one source of facts (src/business). */
const noticeFigures: Record<string, number> = { ...claims, ...freeConsultation };

/** The ticker's entries in a language, as its catalog has them with the figures filled in (notices are marked by their translator comment). */
function catalogEntries(locale: string): string[] {
  const po = readFileSync(new URL(`../../src/locales/${locale}/belowFold/services.po`, import.meta.url), 'utf8');
  return po
    .split('\n\n')
    .filter((block) => block.includes('#. Social-proof notice'))
    .map((block) => JSON.parse(block.match(/^msgstr (".*")$/m)![1]!) as string)
    .map((entry) => entry.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(noticeFigures[name] ?? placeholder)));
}

/** React has hydrated the element (the prerendered card looks the same until its machine moves). */
const isHydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Opens a services page on a paused clock and scrolls, which loads the ticker; resolves once it has hydrated. */
async function openTicker(page: Page, url: string, settings?: { reduceAnimations?: boolean; screenReaderMode?: boolean }) {
  if (settings) await page.addInitScript((saved) => localStorage.setItem('accessibility-settings', JSON.stringify(saved)), settings);
  await openOnPausedClock(page, url);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => isHydrated(card(page)), 'the ticker has hydrated').toBe(true);
}

const setMotion = (page: Page, motion: 'reduced' | 'full') => page.evaluate((value) => document.documentElement.setAttribute('data-motion', value), motion);

/** What the visitor sees in a model state. */
async function expectTicker(page: Page, key: string, context: TickerModelContext, labels: Labels) {
  const { ticker } = parseTickerModelState(key);
  if (ticker === 'closed') return expect(card(page)).toHaveCount(0);
  await expect(card(page)).toHaveAttribute('data-state', ticker === 'pointedAt' ? 'showing' : ticker);
  if (!entryShownIn(ticker)) return expect(card(page)).toBeHidden();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-entry', String(context.index));
  await expect(card(page).locator('p').first()).toHaveText(context.index % 2 === 0 ? labels.activity : labels.urgency);
  if (ticker === 'pointedAt') await expect(card(page)).toHaveAttribute('data-held', 'true');
  else await expect(card(page)).not.toHaveAttribute('data-held');
}

/** Time passes: a millisecond early nothing has changed, then the step happens. */
async function passTime(page: Page, ms: number) {
  if ((await card(page).count()) === 0) return page.clock.runFor(ms); // closed: the next check sees it stays so
  const before = await card(page).evaluate((element) => [element.getAttribute('data-state'), element.getAttribute('data-entry')]);
  await page.clock.runFor(ms - 1);
  expect(await card(page).evaluate((element) => [element.getAttribute('data-state'), element.getAttribute('data-entry')])).toEqual(before);
  await page.clock.runFor(1);
}

/** A model event on the real page, as a visitor (or the accessibility panel) does it. */
async function perform(page: Page, event: TickerModelEvent) {
  switch (event.type) {
    case 'MOTION_ON':
      return setMotion(page, 'full');
    case 'MOTION_OFF':
      return setMotion(page, 'reduced');
    case 'POINTER_ENTERS':
      return card(page).hover();
    case 'POINTER_LEAVES':
      return page.mouse.move(100, 400);
    case 'PRESS_CLOSE':
      return closeButton(page).click();
    case 'REST_PASSES':
      return passTime(page, tickerModelRestMs);
    case 'SIX_SECONDS_PASS':
      return passTime(page, tickerModelVisibleMs);
  }
}

test.describe('social-proof ticker, driven by the tours of its test model', () => {
  const tours = browserModelPaths(createTickerTestModel(entryCount));
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`${labels.locale}: ${tour.description}`, async ({ page }) => {
      test.slow();
      // the model starts with reduce animations on: switching it off is part of every tour
      await openTicker(page, labels.url, { reduceAnimations: true });
      await page.mouse.move(100, 400);
      await expectTicker(page, tour.initialState, tour.initialContext as TickerModelContext, labels);
      for (const step of tour.steps) {
        await perform(page, step.event as TickerModelEvent);
        await expectTicker(page, step.state, step.context as TickerModelContext, labels);
      }
    });
  }
});

for (const labels of pages) {
  test.describe(`social-proof ticker in ${labels.locale}`, () => {
    test('announces each entry once, in turn, in the catalog’s words, passes axe while one shows, then stays quiet', async ({ page }) => {
      test.slow();
      await openTicker(page, labels.url);
      await expect(card(page)).toHaveAttribute('data-state', 'resting');
      const region = card(page).locator('[data-part="social-proof-text"]');
      await expect(region).toHaveAttribute('aria-live', 'polite');
      await expect(region).toHaveText('');
      // every change of the live region's text, as a screen reader would be told
      await region.evaluate((element) => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        new MutationObserver(() => heard.push(element.textContent ?? '')).observe(element, { childList: true, subtree: true, characterData: true });
      });
      for (let index = 0; index < entryCount; index += 1) {
        await passTime(page, tickerModelRestMs);
        await expect(card(page)).toBeVisible();
        await expect(card(page)).toHaveAttribute('data-entry', String(index));
        // the scan moves no page time (axeOnPausedClock)
        if (index === 0) expect((await axeOnPausedClock(page, '[data-part="social-proof"]')).violations).toEqual([]);
        await page.clock.runFor(tickerModelVisibleMs);
        await expect(card(page)).toBeHidden();
      }
      await page.clock.runFor(60_000);
      await expect(card(page)).toHaveAttribute('data-state', 'finished');
      await expect(card(page)).toBeHidden();
      const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard.filter((text, at, all) => text !== all[at - 1]));
      const expected = catalogEntries(labels.locale);
      expect(expected).toHaveLength(entryCount);
      expect(heard).toHaveLength(entryCount);
      heard.forEach((text, index) => expect(text.startsWith(index % 2 === 0 ? labels.activity : labels.urgency)).toBe(true));
      expect(new Set(heard.map((text) => expected.find((entry) => text.endsWith(entry))))).toEqual(new Set(expected));
    });
  });
}

test.describe('social-proof ticker, never in the way', () => {
  test('keyboard focus on its close button holds the entry; Enter closes it for the page load and leaves focus in the main content', async ({ page }) => {
    await openTicker(page, '/en/services');
    await page.clock.runFor(tickerModelRestMs);
    await expect(card(page)).toBeVisible();
    await closeButton(page).focus();
    await page.clock.runFor(60_000);
    await expect(card(page)).toHaveAttribute('data-held', 'true');
    await expect(card(page)).toHaveAttribute('data-entry', '0');
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveCount(0);
    // the focus it had moves to the main content, not back to the top of the document
    await expect(page.locator('main')).toBeFocused();
    // away and back within the page load: it does not start again
    await page.getByRole('banner').getByRole('link', { name: pages[1].home, exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/services$/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.clock.runFor(60_000);
    await expect(card(page)).toHaveCount(0);
  });

  for (const mode of [
    { name: 'reduce animations', settings: { reduceAnimations: true } },
    { name: 'screen-reader mode', settings: { screenReaderMode: true } },
  ]) {
    test(`shows nothing with ${mode.name}`, async ({ page }) => {
      await openTicker(page, '/fr/services', mode.settings);
      await page.clock.runFor(60_000);
      await expect(card(page)).toHaveAttribute('data-state', 'off');
      await expect(card(page)).toBeHidden();
    });
  }

  test('its code and the video testimonials’ are not requested before their triggers', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const match = /\/(SocialProofTicker|VideoTestimonials)-[^/]*\.js$/.exec(request.url());
      if (match) requested.push(match[1]!);
    });
    await openPage(page, '/leistungen');
    await pageAtRest(page); // past the islands that load at idle time
    expect(requested).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => requested).toEqual(['SocialProofTicker']);
    await page.locator('#video-testimonials').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.includes('VideoTestimonials')).toBe(true);
  });
});

test.describe('social-proof ticker, where it lives (issue 36)', () => {
  for (const labels of pages) {
    test(`${labels.locale} at 1440 px: its first entry, right after load, is seen in the slot under the hero's panel, covering no heading or text and moving nothing`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openOnPausedClock(page, labels.url);
      const dock = page.locator('[data-part="social-proof-dock"]');
      const rating = dock.getByRole('list');
      await expect(rating, 'the slot holds the clients’ rating at load').toBeVisible();
      const heroHeight = () => page.evaluate(() => document.querySelector('section[aria-labelledby="page-title"]')!.getBoundingClientRect().height);
      const before = await heroHeight();
      // the visitor's first scroll (which loads the ticker and the layers' watcher), still at the top
      await page.evaluate(() => window.scrollTo(0, 5));
      await expect.poll(() => isHydrated(card(page)), 'the ticker has hydrated').toBe(true);
      await expect(dock.locator('[data-part="social-proof"]'), 'docked under the panel').toHaveCount(1);
      await passTime(page, tickerModelRestMs);
      await expect(card(page)).toHaveAttribute('data-state', 'showing');
      await expect(card(page)).toBeInViewport({ ratio: 1 });
      expect(await card(page).evaluate((element) => getComputedStyle(element).position), 'part of the page, no layer').not.toBe('fixed');
      // the layers' watcher has judged the page (it loads at the first move, then decides at once)
      await expect.poll(() => page.evaluate(layersOverReading)).toEqual([]);
      await expect(card(page), 'never hidden away').not.toHaveAttribute('data-giving-way');
      // it takes the rating's place in the slot: the rating steps aside, the slot and the hero keep their size
      await expect(rating).toBeHidden();
      const [slot, notice] = await Promise.all([dock.boundingBox(), card(page).boundingBox()]);
      expect(notice!.y).toBeGreaterThanOrEqual(slot!.y);
      expect(notice!.y + notice!.height, 'the slot holds the whole notice').toBeLessThanOrEqual(slot!.y + slot!.height + 0.5);
      expect(notice!.x + notice!.width).toBeLessThanOrEqual(slot!.x + slot!.width + 0.5);
      expect(await heroHeight()).toBe(before);
      await page.clock.runFor(tickerModelVisibleMs);
      await expect(card(page)).toBeHidden();
      await expect(rating).toBeVisible();
      expect(await heroHeight()).toBe(before);
    });
  }

  test('on a tablet (en, 900 px), where the hero has no panel, it docks top right under the header', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 1000 });
    await openTicker(page, '/en/services');
    await expect(page.locator('[data-part="social-proof-dock"]')).toBeHidden();
    await page.clock.runFor(tickerModelRestMs);
    await expect(card(page)).toHaveAttribute('data-state', 'showing');
    await expect(card(page)).toHaveAttribute('data-dock', 'page');
    expect(await card(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // and into the panel once the window is wide enough for it, the entry kept
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(card(page)).toHaveAttribute('data-dock', 'heroPanel');
    await expect(page.locator('[data-part="social-proof-dock"] [data-part="social-proof"]')).toHaveAttribute('data-entry', '0');
  });

  test('on a phone (de) it is a band in the flow under the hero: nothing moves when an entry comes and goes, nothing is covered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openTicker(page, '/leistungen');
    const band = page.locator('[data-part="social-proof-slot"]');
    const layout = () =>
      page.evaluate(() => {
        const slot = document.querySelector('[data-part="social-proof-slot"]')!.getBoundingClientRect();
        return { slotHeight: slot.height, next: Math.round(document.getElementById('services-section')!.getBoundingClientRect().top + window.scrollY) };
      });
    await expect(card(page)).toHaveAttribute('data-state', 'resting');
    const before = await layout();
    expect(before.slotHeight).toBeGreaterThan(0);
    await page.clock.runFor(tickerModelRestMs);
    await expect(card(page)).toHaveAttribute('data-state', 'showing');
    await card(page).scrollIntoViewIfNeeded();
    expect(await card(page).evaluate((element) => getComputedStyle(element).position), 'in the flow, no layer').not.toBe('fixed');
    expect(await page.evaluate(layersOverReading)).toEqual([]);
    // the card fits its band: the band did not grow, nothing after it moved
    expect(await layout()).toEqual(before);
    const inBand = await page.evaluate(() => {
      const slot = document.querySelector('[data-part="social-proof-slot"]')!.getBoundingClientRect();
      const notice = document.querySelector('[data-part="social-proof"]')!.getBoundingClientRect();
      return notice.top >= slot.top && notice.bottom <= slot.bottom && notice.right <= slot.right;
    });
    expect(inBand).toBe(true);
    await page.clock.runFor(tickerModelVisibleMs);
    await expect(card(page)).toBeHidden();
    expect(await layout()).toEqual(before);
    // closed by the visitor, the band goes with it
    await page.clock.runFor(tickerModelRestMs);
    await closeButton(page).click();
    await expect(card(page)).toHaveCount(0);
    await expect(band).toBeHidden();
  });

  test('a window narrowed from 1440 px to a phone (en): the band is there in the first frame at the new width, so nothing moves when the card comes back from the panel', async ({ page }) => {
    // Registered before the page's own observers, so it runs first in the frame after the resize:
    // what the visitor sees then, before the ticker has moved its card out of the panel.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { bandAtPhoneWidth: number[] }).bandAtPhoneWidth = seen;
      const observer = new ResizeObserver(() => {
        const slot = document.querySelector('[data-part="social-proof-slot"]');
        if (slot && window.innerWidth <= 375) seen.push(slot.getBoundingClientRect().height);
      });
      document.addEventListener('DOMContentLoaded', () => observer.observe(document.documentElement));
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTicker(page, '/en/services');
    await expect(page.locator('[data-part="social-proof-dock"] [data-part="social-proof"]'), 'docked under the panel').toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator('[data-part="social-proof-slot"] [data-part="social-proof"]'), 'back in the band').toHaveCount(1);
    const bands = await page.evaluate(() => (window as unknown as { bandAtPhoneWidth: number[] }).bandAtPhoneWidth);
    expect(bands.length).toBeGreaterThan(0);
    expect(bands[0], 'the band in the first frame').toBeGreaterThan(100);
    expect(new Set(bands).size, 'its height never changed').toBe(1);
  });

  test('on a phone with reduced motion (fr) there is no band', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openTicker(page, '/fr/services', { reduceAnimations: true });
    await expect(page.locator('[data-part="social-proof-slot"]')).toBeHidden();
  });
});
