import { LOAD_JS_BUDGET_BYTES as budget, LOAD_SCRIPT_REQUEST_BUDGET as requests, PHONE_VIEWPORT, scriptsRequestedAtLoad } from '../../scripts/load-scripts.mjs';
import { allPagePaths } from '../../src/routing/routes';
import { expect, test } from './fixtures';

// The budget of issue 12, measured as a visitor's browser pays it: every script requested
// by only opening the page on a phone, until it is quiet (npm run size prints the figures).
test.describe('JavaScript at load', () => {
  test.use({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });

  for (const { path } of allPagePaths()) {
    test(`${path}: at most ${budget / 1024} KB gzip in at most ${requests} script requests`, async ({ page }) => {
      const { files, bytes, count } = await scriptsRequestedAtLoad(page, path);
      expect(files.some((file) => /\/assets\/index-[^/]+\.js$/.test(file)), 'the entry script was measured').toBe(true);
      expect(bytes, files.join('\n')).toBeLessThanOrEqual(budget);
      expect(count, files.join('\n')).toBeLessThanOrEqual(requests);
    });
  }
});
