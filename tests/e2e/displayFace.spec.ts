import { DISPLAY_FONT_FILE } from '../../scripts/load-scripts.mjs';
import { expect, openPage, test } from './fixtures';

// Issue 36: headings in a self-hosted display face (src/styles/fonts.css) at weights finer than
// bold, one latin file per page (its budget is enforced on every page in pages.spec.ts), and a
// metric-matched fallback so the swap moves nothing.

const FAMILY = 'Bricolage Grotesque Variable';
const TITLE_FAMILY = 'Bricolage Grotesque Title';

test('headings are set in the self-hosted display face at finer weights than bold; a French page fetches its latin file only', async ({ page, baseURL }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (DISPLAY_FONT_FILE.test(url.pathname)) fontFiles.push(url.href);
  });
  await openPage(page, '/fr/');
  await expect.poll(() => page.evaluate((family) => document.fonts.check(`640 16px "${family}"`), FAMILY)).toBe(true);

  const style = (selector: string) =>
    page.locator(selector).first().evaluate((element) => {
      const computed = getComputedStyle(element);
      return { family: computed.fontFamily, weight: computed.fontWeight };
    });
  // the title: the same file under its own name, never swapped in after the first paint
  expect(await style('h1')).toEqual({ family: expect.stringMatching(new RegExp(`^"${TITLE_FAMILY}", "Bricolage Fallback Arial", "Bricolage Fallback Roboto"`)), weight: '640' });
  expect((await style('main h2')).family).toMatch(new RegExp(`^"${FAMILY}", "Bricolage Fallback Arial"`));
  expect((await style('main h2')).weight).toBe('600');
  expect((await style('main h3')).weight).toBe('560');
  // running text stays on the system stack
  expect((await style('main p')).family).not.toContain(FAMILY);

  // French text (« », œ, €) needs nothing beyond the latin file, from the site's own origin
  expect(fontFiles).toHaveLength(1);
  expect(fontFiles[0]).toMatch(/\/assets\/bricolage-grotesque-latin-wght-normal-[^/]+\.woff2$/);
  expect(new URL(fontFiles[0]!).origin).toBe(new URL(baseURL!).origin);
  const response = await page.request.get(fontFiles[0]!);
  expect(response.headers()['content-type']).toBe('font/woff2');

  // swap, and fallbacks that carry the face's metrics
  const faces = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
        display: rule.style.getPropertyValue('font-display'),
        src: rule.style.getPropertyValue('src'),
        overrides: ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'].map((name) => rule.style.getPropertyValue(name)),
      })),
  );
  const display = faces.filter((face) => face.family === FAMILY);
  expect(display.length).toBeGreaterThan(0);
  for (const face of display) expect(face.display).toBe('swap');
  const title = faces.filter((face) => face.family === TITLE_FAMILY);
  expect(title).toHaveLength(1);
  expect(title[0]!.display).toBe('optional');
  // one file for both names, fetched once (above); not preloaded, which would hold back the first paint on a slow line
  expect(title[0]!.src).toContain(new URL(fontFiles[0]!).pathname);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  for (const name of ['Bricolage Fallback Arial', 'Bricolage Fallback Roboto']) {
    const fallback = faces.find((face) => face.family === name)!;
    expect(fallback.src).toMatch(/^local\(/);
    for (const value of fallback.overrides) expect(value).toMatch(/^\d+(\.\d+)?%$/);
  }
});

// The face held back until the page is laid out and painted in the fallback: the worst case, a
// slow connection. The title (font-display: optional) keeps its fallback then, so its lines stay;
// the other headings swap, their fallback as wide as the face on average (scripts/fonts/fallback-
// metrics.mjs), so the first screen moves by less than a twentieth of what counts as good (0.1).
// The cases are the pages and widths where a title swapped in did rewrap (6 of 150 page x phone-width
// cases, 360-430 px), and three wide ones. Loaded in time (a fast connection, the next page) nothing
// swaps at all.
test.describe('when the display face arrives late', () => {
  const cases: [path: string, width: number][] = [
    ['/datenschutz', 360],
    ['/en/services', 360],
    ['/en/accessibility', 375],
    ['/fr/developpement-application-web-personnalisee', 412],
    ['/fr/accessibilite', 412],
    ['/en/about', 430],
    ['/', 1440],
    ['/en/contact', 1440],
    ['/fr/a-propos', 1440],
  ];
  for (const [path, width] of cases) {
    test(`the title keeps its lines and the first screen hardly moves (${path}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 812 : 900 });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(DISPLAY_FONT_FILE, async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Not openPage: the load event waits for the held-back face.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-app', /hydrated|rendered/);
      await expect(page.locator('html')).not.toHaveAttribute('data-layout', 'deferred');
      const loaded = () => page.evaluate((family) => document.fonts.check(`640 16px "${family}"`), FAMILY);
      expect(await loaded(), 'still in the fallback').toBe(false);
      const hero = page.locator('section[aria-labelledby="page-title"]');
      const heights = async () => [Math.round((await hero.locator('h1').boundingBox())!.height), Math.round((await hero.boundingBox())!.height)];
      const before = await heights();

      release();
      await expect.poll(loaded).toBe(true);
      // two frames: the swap has been laid out and painted
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await heights(), 'the title and the hero keep their height').toEqual(before);
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      expect(shift, 'cumulative layout shift').toBeLessThan(0.005);
    });
  }
});
