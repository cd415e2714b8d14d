import { expect, openPage, test } from './fixtures';
import { maxScroll, scrollToY, untilObserversReported } from './support/pageWalk';

/*
 * Pages a phone reader finishes (issue 36): on a 375 × 812 phone, each page here is at most
 * `maxHeight` px tall once a reader has scrolled through it and its lazy parts have hydrated.
 * The depth of a page waits behind native disclosures (`<details>`), so the heights are those of
 * the summaries; the disclosures' text stays in the HTML (the pages' own specs check it).
 * This machine's fonts are wider than a phone's (toolchain facts: DejaVu Sans for system-ui),
 * so a phone shows these pages a little shorter still.
 */
const pageHeights: ReadonlyArray<{ path: string; maxHeight: number }> = [
  { path: '/', maxHeight: 11_000 },
  { path: '/en/', maxHeight: 11_000 },
  { path: '/fr/', maxHeight: 11_000 },
  { path: '/eigene-webanwendung-erstellen-lassen', maxHeight: 11_000 },
  { path: '/en/custom-web-application-development', maxHeight: 11_000 },
  { path: '/fr/developpement-application-web-personnalisee', maxHeight: 11_000 },
  { path: '/ueber-mich', maxHeight: 11_000 },
  { path: '/en/about', maxHeight: 11_000 },
  { path: '/fr/a-propos', maxHeight: 11_000 },
];

/** How far one step of the scroll-through moves: less than a screen, as a reader scrolls. */
const STEP = 700;

/** The islands that hydrate by themselves as a reader scrolls (not those waiting for a tap, a key or a signal). */
const lazyParts = ['scroll', 'visible', 'idle', 'scrollDepth'].map((when) => `site-island[data-hydrate="${when}"]`).join(', ');

test.describe('pages a phone reader finishes (issue 36)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, maxHeight } of pageHeights) {
    test(`${path} is at most ${maxHeight.toLocaleString('en')} px tall at 375 px, after a scroll-through`, async ({ page }) => {
      await openPage(page, path);
      // Down the page a step at a time, each step's parts told they are in view; the page may grow as they hydrate.
      for (let y = STEP; y <= (await maxScroll(page)) + STEP; y += STEP) {
        await scrollToY(page, y);
        await untilObserversReported(page);
      }
      const lazy = page.locator(lazyParts);
      await expect(page.locator(`:is(${lazyParts}):not([data-hydrated])`), 'lazy parts not hydrated after the scroll-through').toHaveCount(0);
      expect(await lazy.count()).toBeGreaterThan(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'height', description: `${path}: ${height} px` });
      expect(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(maxHeight);
    });
  }
});
