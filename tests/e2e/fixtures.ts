import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console messages that a test expects (e.g. a 404 status); anything else of type error fails the test. */
  allowConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Warnings logged by the page, for tests that expect one. */
  consoleWarnings: string[];
}

/** Every test fails on a console error or an uncaught exception (hydration mismatches included). */
export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await use(warnings);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsoleErrors.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a URL and waits until the client has hydrated (or rendered) it. */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-app', /hydrated|rendered/);
  return response;
}

/** axe-core with WCAG 2.x A/AA and best-practice rules; returns readable violations. */
export async function accessibilityViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  // axe judges the page at rest: a fade caught halfway (e.g. the carousel advancing during the scan)
  // would read as low contrast. Animations and transitions jump to their end meanwhile, as
  // Playwright's screenshots do with `animations: 'disabled'`.
  const atRest = await page.addStyleTag({
    content: '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  // A transition already running keeps its own duration (the style above only applies to new
  // ones): e.g. a scroll reveal started by the resize before the scan. Jump those to their end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an endless animation has no end to jump to
      }
    }
  });
  const result = await builder.analyze().finally(() => atRest.evaluate((style) => (style as Element).remove()));
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
