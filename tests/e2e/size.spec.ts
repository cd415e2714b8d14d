import { INTERACTIVE_JS_BUDGET_BYTES, interactiveSizes } from '../../scripts/size-report.mjs';
import { expect, test } from './fixtures';

test('no page needs more than 110 KB of gzipped JavaScript before it is interactive', async () => {
  const rows = await interactiveSizes();
  expect(rows).toHaveLength(30);
  for (const row of rows) {
    expect(row.files.length, `${row.path} loads an entry, a page chunk and a catalog`).toBeGreaterThanOrEqual(3);
    expect(row.bytes, row.path).toBeLessThanOrEqual(INTERACTIVE_JS_BUDGET_BYTES);
  }
});
