import { claims } from '../../src/business/claims';
import type { Page } from '@playwright/test';
import { COUNTER_VALUE, type CountUpModelEvent, countUpTestModel } from '../model/countUp.model';
import { browserModelPaths } from '../support/modelTest';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

const phone = { width: 375, height: 740 };

/** From here on, time (timers and animation frames) moves only when a test says so. */
async function stopTime(page: Page) {
  await page.clock.install({ time: new Date('2026-11-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-02T09:00:01Z'));
}
const firstCounter = (page: Page) => page.locator('[data-part="count-up"]').first();
const shownValue = async (page: Page) => Number((await firstCounter(page).locator('[data-part="count-up-value"]').innerText()).replace(/\D/g, ''));

/** Reduce animations as the accessibility settings apply it: an attribute on <html>. */
const setReducedAttribute = (page: Page, reduced: boolean) =>
  page.evaluate((on) => {
    if (on) document.documentElement.setAttribute('data-motion', 'reduced');
    else document.documentElement.removeAttribute('data-motion');
  }, reduced);

async function perform(page: Page, event: CountUpModelEvent) {
  switch (event.type) {
    case 'MOTION_ALLOWED':
      return setReducedAttribute(page, false);
    case 'REDUCE_MOTION':
      return setReducedAttribute(page, true);
    case 'TEN_PERCENT_VISIBLE':
      // the intersection is reported with a later rendering update: the assertions wait for it
      return firstCounter(page).scrollIntoViewIfNeeded();
    case 'ONE_SECOND_PASSES':
      return page.clock.runFor(1000);
  }
}

const assertions: Record<string, (page: Page) => Promise<void>> = {
  stillBeforeStart: async (page) => {
    await expect(firstCounter(page)).toHaveAttribute('data-state', 'idle');
    expect(await shownValue(page)).toBe(COUNTER_VALUE);
  },
  readyAtZero: async (page) => {
    await expect(firstCounter(page)).toHaveAttribute('data-state', 'idle');
    await expect.poll(() => shownValue(page)).toBe(0);
  },
  countingFirstSecond: async (page) => {
    await expect(firstCounter(page)).toHaveAttribute('data-state', 'counting');
    expect(await shownValue(page)).toBe(0);
  },
  countingSecondSecond: async (page) => {
    await expect(firstCounter(page)).toHaveAttribute('data-state', 'counting');
    // ease-out: about 87.5 % after half the time (frames land every 16 ms)
    const value = await shownValue(page);
    expect(value).toBeGreaterThan(COUNTER_VALUE * 0.8);
    expect(value).toBeLessThan(COUNTER_VALUE);
  },
  done: async (page) => {
    await expect(firstCounter(page)).toHaveAttribute('data-state', 'done');
    expect(await shownValue(page)).toBe(COUNTER_VALUE);
  },
};

test.describe('count-up on the home page, driven by the paths of its test model', () => {
  test.use({ viewport: phone });

  for (const path of browserModelPaths(countUpTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await stopTime(page);
      // Reduce animations is on before the page starts (as a saved setting would be).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => document.documentElement.setAttribute('data-motion', 'reduced'), { once: true });
      });
      await openPage(page, '/');
      // the hero counters start below the fold on a phone
      expect(await firstCounter(page).evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(phone.height);
      // The visitor's first scroll (one pixel): from then on a `visible` island within 200 px of the
      // viewport loads, so the counters just below the fold are ready before they are seen.
      await page.evaluate(() => window.scrollBy(0, 1));
      await assertions[path.initialState]!(page);
      for (const step of path.steps) {
        await perform(page, step.event as CountUpModelEvent);
        const assertion = assertions[step.state];
        expect(assertion, `assertion for ${step.state}`).toBeDefined();
        await assertion!(page);
      }
    });
  }
});

// The claims (150+, #1, 98 %, 10+ in 2026): the years are counted from the founding year.
const heroValues = [`${claims.projects}+`, `#${claims.topRanking}`, `${claims.satisfactionPercent}%`, `${claims.experienceYears}+`];

test.describe('home hero counters', () => {
  test('the prerendered page shows the final values', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    for (const value of heroValues) expect(html).toContain(`data-part="count-up-value">${value}</span>`);
  });

  for (const path of ['/', '/en/', '/fr/']) {
    test(`count up to their values after 2000 ms (${path})`, async ({ page }) => {
      await stopTime(page);
      await openPage(page, path);
      const values = page.locator('[data-part="count-up-value"]');
      await expect(page.locator('[data-part="count-up"][data-state="counting"]')).toHaveCount(4);
      await page.clock.runFor(1000);
      expect(await values.allInnerTexts()).not.toEqual(heroValues);
      await page.clock.runFor(1000);
      await expect(values).toHaveText(heroValues);
      await expect(page.locator('[data-part="count-up"][data-state="done"]')).toHaveCount(4);
      // screen readers get the final value, never the moving digits
      for (const value of heroValues) await expect(page.locator('.visually-hidden', { hasText: value })).toHaveCount(1);
      await expect(page.locator('[data-part="count-up-value"]').first().locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    });
  }

  const reducedMotionWays: Array<[string, string, (page: Page) => Promise<unknown>]> = [
    ['the system setting', '/en/', (page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'reduce animations (data-motion="reduced")',
      '/fr/',
      (page) =>
        page.addInitScript(() => {
          document.addEventListener('readystatechange', () => document.documentElement.setAttribute('data-motion', 'reduced'), { once: true });
        }),
    ],
  ];
  for (const [way, path, reduce] of reducedMotionWays) {
    test(`with reduced motion by ${way} they never move`, async ({ page }) => {
      await reduce(page);
      await stopTime(page);
      await openPage(page, path);
      const values = page.locator('[data-part="count-up-value"]');
      await expect(values).toHaveText(heroValues);
      await page.clock.runFor(300);
      await expect(values).toHaveText(heroValues);
      await expect(page.locator('[data-part="count-up"][data-state="counting"]')).toHaveCount(0);
    });
  }

  test('counting shifts nothing, and the hero passes axe once counted', async ({ page }) => {
    // Real time, and the particles draw behind the hero meanwhile (without a GPU): on a busy
    // 2-core machine the count and the scan took more than the default 30 s (a CI timeout).
    test.slow();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // real time here: axe needs running timers
    await openPage(page, '/');
    await expect(page.locator('[data-part="count-up"][data-state="done"]')).toHaveCount(4, { timeout: 10_000 });
    expect(await accessibilityViolations(page, 'main > section:first-child')).toEqual([]);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the counters show their values and the hero image is there', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('[data-part="count-up-value"]')).toHaveText(heroValues);
    const hero = page.locator('[data-part="lazy-image"] img');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
