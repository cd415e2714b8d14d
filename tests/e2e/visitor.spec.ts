import type { Page } from '@playwright/test';
import { allPagePaths } from '../../src/routing/routes';
import { addTestStyle, expect, test } from './fixtures';
import { bringUpTimedLayers, holdNotice, maxScroll, screenBelowHeader, scrollToY, unreachableMenuItems, untilAtRest, untilObserversReported, walkWidths } from './support/pageWalk';
import { openOnPausedClock } from './support/pauseClock';
import { type Cover, floatingLayerCovers, horizontalOverflow, invisibleInViewport, layersOverReading, splitWords, titleSelector } from './support/visitorChecks';

/*
 * Every page walked through as a visitor does, one screen at a time, at a
 * phone's and a desktop's width (issue 26): what automated bars (Lighthouse,
 * axe, HTML validity) never looked at. A page load and a walk are the cost of
 * these tests, so each page and width is opened and walked once, and every
 * check looks at that one walk:
 *   - at each screen, no floating layer is over a control of the page
 *     (docs/architecture.md, "Floating layers");
 *   - at each screen, nothing in the viewport is still invisible 300 ms after
 *     the page has seen it;
 *   - on a phone, the menu reaches every one of its links at the top, in the
 *     middle and at the bottom;
 *   - at the end, at rest: no horizontal overflow, no word split over two lines.
 * The page's time is Playwright's paused clock, moved by the test: on the
 * services pages the SEO offer is opened and minimised to its tab and the first
 * social-proof notice brought up first, and both stay up for the whole walk.
 */

/** How long a part of the page may stay invisible after it came into the viewport. */
const revealWithinMs = 300;
/** One frame of the page's time: what follows a scroll (rAF-throttled listeners) has run. */
const frameMs = 20;

type ReducedMotion = 'reduce' | 'no-preference';

/**
 * The visits: every URL at both widths. The French pages are visited with the
 * system asking for reduced motion (nothing may hide then), the German and
 * English ones with motion: each way on every page there is. The French
 * services page is visited in motion too, because its social-proof notice, a
 * floating layer, only shows in motion.
 */
function visits() {
  return allPagePaths().flatMap(({ page, path, locale }) => {
    const motions: ReducedMotion[] = locale === 'fr' ? ['reduce'] : ['no-preference'];
    if (locale === 'fr' && page === 'services') motions.push('no-preference');
    return motions.flatMap((reducedMotion) => walkWidths.map((width) => ({ page, path, reducedMotion, ...width })));
  });
}

/**
 * Polls the covers at this scroll position for up to `waitMs` (real time; the
 * layers' watcher loads at the first scroll, src/app/backgroundTasks.ts) and
 * returns what is still covered then.
 */
async function coversAfterSettling(page: Page, check: () => Cover[], waitMs: number): Promise<Cover[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const covers = await page.evaluate(check);
    if (covers.length === 0 || Date.now() > deadline) return covers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The walk checks the floating layers themselves: the SEO popup stays up (fixtures.ts would close it).
test.use({ seoPopupAside: false });

for (const { page: pageId, path, reducedMotion, name, viewport } of visits()) {
  const where = `${path} at ${viewport.width} px (reduced motion: ${reducedMotion})`;
  test(`${path} on a ${name} (${viewport.width} px, reduced motion: ${reducedMotion}): seen in full, nothing overflows or splits, the menu reaches everything, no floating layer covers a control`, async ({
    page,
  }) => {
    test.slow(); // the services pages are about 50 screens tall on a phone
    const services = pageId === 'services';
    const withNotice = services && reducedMotion === 'no-preference';
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize(viewport);
    await openOnPausedClock(page, path);
    // When a part starts to appear is the question, not how long its fade takes (one that has started
    // is visible within a frame or two): fades and slides are instant here. They run on real time, not
    // on the page's clock: one started by a jump of the clock (a carousel's next slide) would still be
    // at its start when the test looks, 300 ms of the page's time later.
    await addTestStyle(page, '*, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }');
    const phone = viewport.width < 1024;
    const menu: string[] = [];
    if (phone) menu.push(...(await unreachableMenuItems(page, 'at the top')));
    if (services) await bringUpTimedLayers(page, { withNotice });
    // the page's time moves on during the walk: a pointer on it holds the notice's entry on screen
    if (withNotice) await holdNotice(page);

    const invisible = new Set<string>();
    const covers: Cover[] = [];
    const end = await maxScroll(page);
    const step = await screenBelowHeader(page);
    let middleChecked = !phone;
    for (let y = 0; ; y = Math.min(end, y + step)) {
      await scrollToY(page, y);
      await untilObserversReported(page);
      await page.clock.runFor(frameMs);
      // once a layer has been found over a control, the rest of the walk is not waited for
      covers.push(...(await coversAfterSettling(page, phone ? layersOverReading : floatingLayerCovers, covers.length ? 0 : 3000)));
      // An image still downloading is not a stuck reveal (a lazy image fades in once its bytes are
      // there, which takes real time, not the page's): wait for the bytes of those on screen, then
      // give the page its 300 ms. One that arrived and stays invisible is still found.
      await page.waitForFunction(() =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          // not rendered (inside a closed disclosure) or beside the screen (a row that scrolls sideways): not on screen
          return img.complete || !img.checkVisibility() || box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth;
        }),
      );
      // 300 ms of the page's time from the moment it has seen this screen
      await page.clock.runFor(revealWithinMs - frameMs);
      for (const part of await page.evaluate(invisibleInViewport)) invisible.add(`${part} (scrolled to ${y})`);
      if (!middleChecked && y >= end / 2) {
        menu.push(...(await unreachableMenuItems(page, `scrolled to ${y}`)));
        middleChecked = true;
      }
      if (y >= end) break;
    }
    if (services) {
      // the timed layers were up for the whole walk
      await expect(page.locator('#seo-popup-tab'), `the SEO offer's tab after the walk on ${where}`).toBeAttached();
      if (withNotice) await expect(page.locator('[data-part="social-proof"]'), `the social-proof notice after the walk on ${where}`).toHaveAttribute('data-state', 'showing');
    }
    if (phone) menu.push(...(await unreachableMenuItems(page, 'at the bottom')));

    // Everything has been on screen: once its transitions have ended, the page is at rest.
    await untilAtRest(page);
    const overflow = await page.evaluate(horizontalOverflow);
    const splits = await page.evaluate(splitWords, titleSelector);

    expect.soft(covers, `floating layers over the page's ${phone ? 'text or ' : ''}controls on ${where}`).toEqual([]);
    expect.soft([...invisible], `parts still invisible ${revealWithinMs} ms after they came into the viewport on ${where}`).toEqual([]);
    expect.soft(overflow, `horizontal overflow on ${where}`).toEqual([]);
    expect.soft(splits, `words split across two lines without a hyphen on ${where}`).toEqual([]);
    expect.soft(menu, `phone menu links that cannot be reached on ${where}`).toEqual([]);
  });
}
