import type { Page } from '@playwright/test';

/**
 * Holds back every request matching the pattern (e.g. a deferred part's chunk)
 * until the returned function is called: what the page does while that code
 * is still on its way.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
