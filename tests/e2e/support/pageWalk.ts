import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { unreachableControls } from './pageChecks';

/*
 * Moving through a page as a visitor does, for the walk of every page
 * (visitor.spec.ts) and the floating layers' own tests (floatingLayers.spec.ts).
 * The pages are open on Playwright's paused clock (openOnPausedClock): the
 * test decides when the page's time moves.
 */

/** The widths every page is walked at: a common phone and a desktop. */
export const walkWidths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

/** Scrolls to `y` at once and waits for the scroll event (the floating layers hear it first). */
export const scrollToY = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight))) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );

/** How far the page scrolls. */
export const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** One screen less the site header: what scrolling by one step brings into view below it. */
export const screenBelowHeader = (page: Page) =>
  page.evaluate(() => window.innerHeight - (document.getElementById('main-navigation')?.closest('header')?.getBoundingClientRect().height ?? 0));

/**
 * Resolves once the page's IntersectionObservers have reported what the last
 * scroll brought into view (the reveals'). A fresh observer reports its first
 * entry in the rendering update after this call, in the same task as, and
 * after, the observers created before it: by then theirs have run, and any
 * timer they set is on the page's clock. Real frames, not the paused clock's.
 */
export const untilObserversReported = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );

/**
 * Opens the phone menu where the page is scrolled and lists its links and
 * buttons that a finger cannot reach (outside the viewport, or covered where
 * their centre is). Closes it again.
 */
export async function unreachableMenuItems(page: Page, where: string): Promise<string[]> {
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

/**
 * The services page's timed layers, on the paused clock: scrolled past 60 %,
 * the popup opens after its 5 s and is minimised to its tab (Escape, after the
 * 200 ms throttle); on a phone it shows itself minimised, as the compact bar
 * in the button group (issue 36). With motion, by then the social-proof notice
 * shows its first entry (from 3.8 s to 9.8 s after it started; reduced motion
 * keeps it off). Focus leaves the tab, as when the visitor reads on.
 */
export async function bringUpTimedLayers(page: Page, { withNotice }: { withNotice: boolean }) {
  await scrollToY(page, Math.round((await maxScroll(page)) * 0.65));
  // the two islands load their code at this scroll: on a busy machine that takes a while
  await expect(page.locator('[data-part="seo-popup"]')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  if (withNotice) await expect(page.locator('[data-part="social-proof"]')).toHaveAttribute('data-state', 'resting', { timeout: 20_000 });
  await page.clock.runFor(5000);
  if (await page.evaluate(() => matchMedia('(max-width: 47.99rem)').matches)) {
    await expect(page.locator('[data-part="seo-popup"]')).toHaveAttribute('data-state', 'minimised');
    await page.clock.runFor(250);
  } else {
    await expect(page.locator('dialog#seo-popup')).toHaveAttribute('open', '');
    await page.clock.runFor(250);
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('#seo-popup-tab')).toBeVisible();
  if (withNotice) await expect(page.locator('[data-part="social-proof"]')).toHaveAttribute('data-state', 'showing');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Holds the social-proof notice's entry on screen, as a pointer resting on it
 * does, so that the page's time can move on while it stays up. The pointer's
 * entry is dispatched to the notice rather than made with the mouse: the notice
 * gives way (lets the pointer through) where it would cover a control, and the
 * mouse moves for the menu; neither may let it go during the walk.
 */
export async function holdNotice(page: Page) {
  const notice = page.locator('[data-part="social-proof"]');
  await notice.dispatchEvent('pointerover', { pointerType: 'mouse', isPrimary: true });
  await expect(notice).toHaveAttribute('data-held', 'true');
}

/**
 * Waits until the page's transitions and animations have ended, or 2 s (real
 * time: an endless animation never ends, and the paused clock would hold a
 * timer in the page).
 */
export async function untilAtRest(page: Page) {
  const ended = page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)).then(() => undefined));
  await Promise.race([ended.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
