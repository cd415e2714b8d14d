import type { Page } from '@playwright/test';
import { openPage } from '../fixtures';

/**
 * Pauses the page's (installed) fake clock shortly after its current time, so
 * that from here on only the test moves time. On a busy machine more than the
 * margin can pass between reading the time and pausing ("Cannot fast-forward to
 * the past"): then it reads the time again and pauses a little further ahead.
 */
export async function pauseClockSoon(page: Page, marginMs = 1000): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/** Opens a page on Playwright's fake clock, paused once it has hydrated: from then on only the test moves time. */
export async function openOnPausedClock(page: Page, url: string) {
  await page.clock.install();
  const response = await openPage(page, url);
  await pauseClockSoon(page);
  return response;
}
