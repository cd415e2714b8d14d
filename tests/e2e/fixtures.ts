import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mailSiteUrl } from './ports';

export interface SiteFixtures {
  /** The build configured against the local mail provider: served by npm start, or by nginx in the nginx project. */
  mailSite: string;
  /** Content security policy violations the pages reported (securitypolicyviolation events); any fails the test. */
  cspViolations: string[];
  /** Console messages that a test expects (e.g. a 404 status); anything else of type error fails the test. */
  allowConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Warnings logged by the page, for tests that expect one. */
  consoleWarnings: string[];
  /**
   * Closes the services page's SEO popup whenever it has opened over a test's next action or
   * assertion (Playwright's locator handler, made for such overlays). The popup opens by design
   * 5 s after the visitor scrolls past 60 % of the page, which any long test of a widget down there
   * reaches; seoPopup.spec.ts, about the popup itself, turns this off.
   */
  seoPopupAside: boolean;
}

/** Every test fails on a console error or an uncaught exception (hydration mismatches included). */
export const test = base.extend<SiteFixtures & { closesSeoPopup: void }>({
  allowConsoleErrors: [[], { option: true }],
  mailSite: [mailSiteUrl, { option: true }],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Reported from every document the page loads, before any of its scripts run.
      await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
          void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
        });
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  seoPopupAside: [true, { option: true }],
  closesSeoPopup: [
    async ({ page, seoPopupAside }, use) => {
      if (seoPopupAside) {
        const openPopup = page.locator('dialog#seo-popup[open]');
        // Its close button (after the minimise button): closed, it stays closed for the page load.
        // A press within 200 ms of the opening is ignored (the popup's throttle), so press until it closes.
        await page.addLocatorHandler(openPopup, (dialog) =>
          expect(async () => {
            await dialog.locator('button[type="button"]').nth(1).click();
            await expect(dialog).toBeHidden({ timeout: 500 });
          }).toPass({ timeout: 10_000 }),
        );
      }
      await use();
    },
    { auto: true },
  ],
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

/**
 * Adds a style sheet for a test, as a constructed sheet: the site's content policy allows no
 * <style> element (page.addStyleTag), and a constructed sheet is no violation. Returns its remover.
 */
export async function addTestStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const id = await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const sheets = ((window as unknown as { __testSheets?: CSSStyleSheet[] }).__testSheets ??= []);
    return sheets.push(sheet) - 1;
  }, css);
  return () =>
    page.evaluate((index) => {
      const sheet = (window as unknown as { __testSheets: CSSStyleSheet[] }).__testSheets[index];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }, id);
}

/**
 * Opens a URL and waits until the client has hydrated (or rendered) it and, on a page whose
 * sections waited for their layout while it loaded (the services pages, src/lib/deferredLayout.ts),
 * laid them out, so page height and positions are final. Other pages never wait for the latter.
 */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-app', /hydrated|rendered/);
  await expect(page.locator('html')).not.toHaveAttribute('data-layout', 'deferred');
  return response;
}

/** axe-core with WCAG 2.x A/AA and best-practice rules; returns readable violations. */
export async function accessibilityViolations(page: Page, include?: string) {
  // axe.run in the page itself (legacy mode): the default runs axe in every frame, then opens a
  // blank page to merge the results, which doubles a scan's time (services page, measured: 2.4 s
  // against 1.3 s). The site has no frames (checked here), so the merge has nothing to add. (Deprecated for
  // @axe-core/playwright 5: then call axe-core's `axe.run` directly.)
  if (page.frames().length > 1) throw new Error('The page has frames: scan them with axe\'s default mode (drop setLegacyMode).');
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  // axe judges the page at rest: a fade caught halfway (e.g. the carousel advancing during the scan)
  // would read as low contrast. Animations and transitions jump to their end meanwhile, as
  // Playwright's screenshots do with `animations: 'disabled'`.
  const atRest = await addTestStyle(
    page,
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  );
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
  const result = await builder.analyze().finally(atRest);
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
