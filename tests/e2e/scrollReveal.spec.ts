import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { holdRequests } from './support/holdRequests';
import { afterFrames } from './support/atRest';

/**
 * Scroll reveal (spec section 4, issue 3): content appears once as it scrolls
 * into view, staggered by 100 ms, the hero after 100 ms on a client-side
 * navigation; never hidden in the prerendered HTML, without JavaScript or with
 * reduce animations / screen-reader mode, and content on screen when the page
 * hydrates never disappears.
 */
const pages = ['/', '/en/about', '/fr/developpement-application-web-personnalisee'];
const desktop = { width: 1440, height: 900 };

/** Every revealed element: its machine state, opacity and whether it is inside the viewport. */
function revealStates(page: Page) {
  return page.locator('[data-reveal]').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        state: element.getAttribute('data-state'),
        opacity: getComputedStyle(element).opacity,
        transition: getComputedStyle(element).transitionDuration,
        onScreen: rect.bottom > 0 && rect.top < window.innerHeight,
        // within the 10 % of the viewport's height below it where a reveal already starts (issue 26)
        comingIn: rect.top >= window.innerHeight && rect.top < window.innerHeight * 1.1,
        // inside an island whose code has not come yet (its markup is as prerendered: no state, visible)
        waiting: element.closest('site-island:not([data-hydrated])') !== null,
      };
    }),
  );
}

/**
 * Scrolls the whole page with the wheel, 400 px at a time, so every element has been on screen:
 * each step waits until the page has scrolled that far (or to its end) and, where scripts run,
 * the next frame has been rendered there, in which the reveal's observer reports what came on screen.
 */
async function scrollThrough(page: Page, { scripts = true } = {}) {
  const position = () => page.evaluate(() => ({ y: window.scrollY, end: document.documentElement.scrollHeight - window.innerHeight }));
  for (let at = await position(); at.y < at.end - 1; at = await position()) {
    const target = Math.min(at.y + 400, at.end);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await position()).y, { message: `scrolled to ${target}` }).toBeGreaterThanOrEqual(Math.min(target, (await position()).end) - 1);
    if (scripts) await afterFrames(page, 2);
  }
}

test.describe('scroll reveal', () => {
  test.use({ viewport: desktop });

  for (const url of pages) {
    test(`${url}: the prerendered HTML hides nothing`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      expect(html.match(/data-reveal=/g)?.length ?? 0, 'the page has revealed content').toBeGreaterThan(5);
      expect(html).not.toContain('data-state="hidden"');
      expect(html).not.toMatch(/data-reveal="[a-z]+" data-state=/);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const url of pages) {
      test(`${url}: everything is visible`, async ({ page }) => {
        await page.goto(url);
        await scrollThrough(page, { scripts: false });
        const states = await revealStates(page);
        expect(states.length).toBeGreaterThan(5);
        for (const element of states) expect(element).toMatchObject({ state: null, opacity: '1' });
      });
    }
  });

  for (const url of pages) {
    test(`${url}: what is on screen at hydration stays visible; the rest appears when scrolled to`, async ({ page }) => {
      // Record every state change with where the element was at that moment.
      await page.addInitScript(() => {
        const changes: Array<{ state: string | null; onScreen: boolean }> = [];
        (window as unknown as { revealChanges: typeof changes }).revealChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target as Element;
            const rect = element.getBoundingClientRect();
            changes.push({ state: element.getAttribute('data-state'), onScreen: rect.bottom > 0 && rect.top < window.innerHeight });
          }
        }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
      });
      await openPage(page, url);
      // The first observation has decided for every element the page has hydrated. What is below
      // the first screen is an island (belowFold/) that waits, prerendered and visible, until it
      // comes near: its elements get their state when it hydrates.
      await expect
        .poll(() => page.locator('[data-reveal]:not([data-state])').evaluateAll((elements) => elements.filter((element) => !element.closest('site-island')).length))
        .toBe(0);
      const changes = await page.evaluate(() => (window as unknown as { revealChanges: Array<{ state: string; onScreen: boolean }> }).revealChanges);
      const hiding = ['hidden', 'waiting', 'entering'];
      expect(changes.filter((change) => change.onScreen && hiding.includes(change.state)), 'nothing on screen was hidden').toEqual([]);
      // On screen: shown, or (the top of a below-the-fold island that a short hero brings into the
      // first screen, issue 36) as prerendered until its island hydrates; visible either way.
      await expect
        .poll(async () => (await revealStates(page)).filter((e) => e.onScreen && (e.opacity !== '1' || (e.state !== 'shown' && !(e.state === null && e.waiting)))))
        .toEqual([]);
      // Off screen: hidden, or (inside the island that has not hydrated yet) as prerendered; what is just
      // below the viewport has already started to appear.
      const atStart = await revealStates(page);
      for (const element of atStart.filter((e) => !e.onScreen && !e.comingIn)) expect([{ state: 'hidden', opacity: '0' }, { state: null, opacity: '1' }]).toContainEqual({ state: element.state, opacity: element.opacity });
      expect(atStart.filter((e) => !e.onScreen).length, 'the page has content below the first screen').toBeGreaterThan(0);

      // scrolling brings each element in: it ends visible, and stays so
      const last = page.locator('[data-reveal]').last();
      await scrollThrough(page);
      await expect(last).toHaveAttribute('data-state', 'shown');
      await expect(page.locator('[data-reveal]:not([data-state="shown"])')).toHaveCount(0);
      await expect.poll(async () => (await revealStates(page)).filter((e) => e.opacity !== '1')).toEqual([]);
      await page.mouse.wheel(0, -100_000);
      await expect(page.locator('[data-reveal]:not([data-state="shown"])')).toHaveCount(0);
    });
  }

  test('what the visitor flung past before its part hydrated stays visible; only what is below the screen waits', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/HomeBelowFold-*.js');
    await openPage(page, '/en/');
    // To the end of the page at once, while the lower part's code is on its way.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    release();
    const lowerPart = page.locator('site-island:has(#faq)');
    await expect(lowerPart).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => lowerPart.locator('[data-reveal]:not([data-state])').count()).toBe(0);
    const states = await lowerPart.locator('[data-reveal]').evaluateAll((elements) =>
      elements.map((element) => ({ above: element.getBoundingClientRect().bottom <= 0, state: element.getAttribute('data-state') })),
    );
    expect(states.filter((element) => element.above).length, 'elements scrolled past').toBeGreaterThan(5);
    expect(states.filter((element) => element.state !== 'shown')).toEqual([]);
  });

  test('cards that enter together appear the first at once, the rest 100 ms later', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en/about');
    // from here on, time moves only when the test says so
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // The cards are in the page's lower part, an island hydrated at the first scroll: a pixel's scroll, and they wait hidden.
    await page.mouse.wheel(0, 1);
    await expect(page.locator('site-island:has(#expertise)')).toHaveAttribute('data-hydrated', '');
    const cards = page.locator('#expertise [data-reveal]');
    await expect(cards.first()).toHaveAttribute('data-state', 'hidden');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await page.locator('#expertise').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    // heading block, then the cards in document order: a run of shown, then the waiting ones
    const states = () => cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-state')));
    const shownCount = async () => (await states()).filter((state) => state === 'shown').length;
    await expect.poll(states).toContain('waiting');
    const first = await shownCount();
    expect(first).toBeGreaterThan(0);
    // 100 ms later all the rest (issue 26: a stagger of 100 ms each left the fourth card blank for 300 ms)
    const now = await states();
    expect(now).toEqual([...Array(first).fill('shown'), ...Array(count - first).fill('waiting')]);
    await page.clock.runFor(99);
    expect(await states()).toEqual(now);
    await page.clock.runFor(1);
    await expect.poll(shownCount).toBe(count);
  });

  test('after a client-side navigation the hero appears after 100 ms', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en/about');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.locator('header a[href="/en/"]').first().click();
    await expect(page).toHaveURL(/\/en\/$/);
    const hero = page.locator('main section').first().locator('[data-reveal]');
    await expect(hero).toHaveAttribute('data-state', 'entering');
    await expect(hero).toHaveCSS('opacity', '0');
    await page.clock.runFor(99);
    await expect(hero).toHaveAttribute('data-state', 'entering');
    await page.clock.runFor(1);
    await expect(hero).toHaveAttribute('data-state', 'shown');
    await expect(hero).toHaveCSS('opacity', '1');
  });

  const stillModes = [
    { name: 'reduce animations', settings: { reduceAnimations: true } },
    { name: 'screen-reader mode', settings: { screenReaderMode: true } },
  ];
  for (const mode of stillModes) {
    test(`with ${mode.name} nothing is hidden and nothing moves`, async ({ page }) => {
      await page.addInitScript((settings) => localStorage.setItem('accessibility-settings', JSON.stringify(settings)), mode.settings);
      for (const url of pages) {
        await openPage(page, url);
        await scrollThrough(page);
        const states = await revealStates(page);
        for (const element of states) expect(element).toMatchObject({ state: null, opacity: '1', transition: '0s' });
      }
    });
  }

  test('with the system asking for reduced motion nothing is hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    await scrollThrough(page);
    for (const element of await revealStates(page)) expect(element).toMatchObject({ state: null, opacity: '1' });
  });

  test('switching reduce animations on shows what was still hidden at once', async ({ page }) => {
    await openPage(page, '/');
    // The home page below its hero hydrates at the first scroll; then what is further down waits hidden.
    await page.mouse.wheel(0, 300);
    await expect(page.locator('[data-reveal][data-state="hidden"]').first()).toBeAttached();
    await page.evaluate(() => document.documentElement.setAttribute('data-motion', 'reduced'));
    await expect(page.locator('[data-reveal]:not([data-state="shown"])')).toHaveCount(0);
    for (const element of await revealStates(page)) expect(element.opacity).toBe('1');
  });
});
