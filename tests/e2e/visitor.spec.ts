import type { Page } from '@playwright/test';
import { allPagePaths } from '../../src/routing/routes';
import { addTestStyle, expect, openPage, test } from './fixtures';
import { unreachableControls } from './support/pageChecks';
import { horizontalOverflow, invisibleInViewport, splitWords, titleSelector } from './support/visitorChecks';

/*
 * Every page scrolled through as a visitor does, one screen at a time, at a
 * phone's and a desktop's width (issue 26): what automated bars (Lighthouse,
 * axe, HTML validity) never looked at. One scroll-through per page and width
 * keeps it within the suite's time.
 */

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

/** How long a part of the page may stay invisible after it came into the viewport. */
const revealWithinMs = 300;

/**
 * Scrolls to `top` at once, then lets 300 ms of the page's own time pass from
 * the moment the page has seen the new screen, and lists what is still
 * invisible. Two frames first: the browser reports what came into view (the
 * reveal's IntersectionObserver) in a task queued by the frame after the
 * scroll, so any timer the page sets for it is set before the 300 ms timer and
 * runs first, however busy the machine is.
 */
async function invisibleAfterScrollingTo(page: Page, top: number): Promise<string[]> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await page.evaluate(async (ms) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await frame();
  }, revealWithinMs);
  return page.evaluate(invisibleInViewport);
}

/**
 * Opens the phone menu where the page is scrolled and lists its links and
 * buttons that a finger cannot reach (outside the viewport, or covered where
 * their centre is). Closes it again.
 */
async function unreachableMenuItems(page: Page, where: string): Promise<string[]> {
  const toggle = page.locator('#mobile-menu-toggle');
  const panel = page.locator('#mobile-menu');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // slid in: its transform has reached its end
  await expect.poll(() => panel.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
  const unreachable = await unreachableControls(page, '#mobile-menu');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  return unreachable.map((name) => `"${name}" (${where})`);
}

for (const { path, locale } of allPagePaths()) {
  // The French pages are visited with the system asking for reduced motion (nothing may hide then),
  // the German and English ones with motion: each way on every page there is, one visit per width.
  const reducedMotion = locale === 'fr' ? 'reduce' : 'no-preference';
  for (const { name, viewport } of widths) {
    test(`${path} on a ${name} (${viewport.width} px, reduced motion: ${reducedMotion}): seen in full, nothing overflows or splits, the menu reaches everything`, async ({ page }) => {
      test.slow(); // the services pages are about 50 screens tall on a phone
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize(viewport);
      await openPage(page, path);
      // When a part starts to appear is the question, not how long its fade takes (one that has started
      // is visible within a frame or two): reveals are instant here.
      await addTestStyle(page, ':root { --duration-reveal: 0s !important; }');
      const phone = viewport.width < 1024;
      const menu: string[] = [];
      if (phone) menu.push(...(await unreachableMenuItems(page, 'at the top')));

      const invisible = new Set<string>();
      const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      let middleChecked = !phone;
      for (let top = 0; ; top += viewport.height) {
        const last = top >= (await bottom());
        const at = last ? await bottom() : top;
        for (const part of await invisibleAfterScrollingTo(page, at)) invisible.add(`${part} (scrolled to ${Math.round(at)})`);
        if (!middleChecked && at >= (await bottom()) / 2) {
          menu.push(...(await unreachableMenuItems(page, `scrolled to ${Math.round(at)}`)));
          middleChecked = true;
        }
        if (last) break;
      }
      if (phone) menu.push(...(await unreachableMenuItems(page, 'at the bottom')));

      // Everything has been on screen: once its transitions have ended, the page is at rest.
      await page.evaluate(() => Promise.race([Promise.allSettled(document.getAnimations().map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]));
      const overflow = await page.evaluate(horizontalOverflow);
      const splits = await page.evaluate(splitWords, titleSelector);

      expect.soft(invisible.size ? [...invisible] : [], 'parts still invisible 300 ms after they came into the viewport').toEqual([]);
      expect.soft(overflow, 'horizontal overflow').toEqual([]);
      expect.soft(splits, 'words split across two lines without a hyphen').toEqual([]);
      expect.soft(menu, 'phone menu links that cannot be reached').toEqual([]);
    });
  }
}
