import { addTestStyle, expect, openPage, test } from './fixtures';

/**
 * The console diagnostics of spec section 8 that a visitor never sees: a late
 * largest contentful paint and focus moves that fail are logged as warnings.
 */

test.describe('console diagnostics', () => {
  test('a largest contentful paint later than 2.5 s logs "LCP exceeds 2.5s threshold", under a throttled CPU', async ({ page, consoleWarnings }) => {
    // Hydration and the idle time the background tasks wait for are slow here by design.
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    // A mid-range phone (Lighthouse's 4x CPU slowdown) on a poor line: the HTML and the stylesheet
    // alone take two 1.5 s round trips, so the first paint, let alone the hero image, is past 2.5 s.
    // The CPU alone is not enough: the prerendered page paints long before its scripts run.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 });
    await page.goto('/en/', { timeout: 60_000 });
    // Logged by the background tasks' chunk, which loads once the hydrated page is idle.
    await expect
      .poll(() => consoleWarnings.find((warning) => warning.startsWith('LCP exceeds 2.5s threshold')), { timeout: 60_000 })
      .toMatch(/^LCP exceeds 2\.5s threshold: \d+ ms$/);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(lcp).toBeGreaterThan(2500);
    expect(consoleWarnings.filter((warning) => warning.startsWith('LCP exceeds')), 'warned once').toHaveLength(1);
  });

  test('a focus move that does not land is logged as a warning, and the page goes on working', async ({ page, consoleWarnings }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/en/');
    // The menu's main links hidden (as a broken style would): its first-link focus finds one it cannot focus.
    await addTestStyle(page, '#mobile-menu nav:first-of-type { display: none; }');
    await page.locator('#mobile-menu-toggle').click();
    await expect(page.locator('#mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => consoleWarnings.find((warning) => warning.startsWith('Focus management:')))
      .toBe('Focus management: mobile menu: to its first link: focus did not land on <a>.');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu-toggle')).toBeFocused();
  });
});
