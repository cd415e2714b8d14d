import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../fixtures';

/**
 * axe on a page whose fake clock is paused (page.clock): axe needs its timers,
 * so page time is moved on a millisecond at a time while it runs (a few dozen
 * milliseconds in all). Returns the violations and how far page time moved, for
 * tests that count time (a calculation's 800 ms).
 */
export async function axeOnPausedClock(page: Page, selector: string): Promise<{ violations: string[]; movedMs: number }> {
  const before = await page.evaluate(() => Date.now());
  let done = false;
  const scan = accessibilityViolations(page, selector).then(
    (found) => ((done = true), found),
    (error: unknown) => ((done = true), Promise.reject(error)),
  );
  scan.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  // Moving it may fail while the page is busy (a navigation); moving it again a moment later is all that is needed.
  while (!done) await page.clock.runFor(1).catch(() => {});
  const violations = await scan;
  return { violations, movedMs: (await page.evaluate(() => Date.now())) - before };
}
