import type { Page } from '@playwright/test';

/**
 * The page has handled what it was given so far: the browser has been idle since (its tasks,
 * and the promises they started, have run), so a request they make has been issued.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * What the page loads and sends by itself has been loaded and sent: the browser has been idle
 * (the tasks that wait for idle time, src/app/backgroundTasks.ts, have started theirs) and the
 * network quiet since (Playwright's `networkidle`: no request for 500 ms). For a test that checks
 * that something did not happen: it has had every chance to.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await pageIdle(page);
  await page.waitForLoadState('networkidle');
}

/** Resolves after `count` of the page's animation frames (intersection observers report in the next one). */
export const afterFrames = (page: Page, count: number): Promise<void> =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
