// npm run size: prints, per page, the JavaScript a phone and a laptop request by only
// opening it (gzip and number of requests), measured in the project's Chromium against
// the build in dist/, and the bytes of the display face's woff2 files requested on the same
// load (issue 36). Exits 1 above either budget on any screen. --files lists the scripts and
// font files. The browser test suite enforces the same budgets with the same measurement, on
// each page's visit (tests/e2e/pages.spec.ts).
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-browser.mjs';
import {
  DISPLAY_FONT_BUDGET_BYTES,
  LOAD_JS_BUDGET_BYTES,
  LOAD_SCRIPT_REQUEST_BUDGET,
  LOAD_VIEWPORTS,
  scriptsRequestedAtLoad,
} from './load-scripts.mjs';
import { createSiteServer } from './serve.mjs';
import { securityHeadersFor } from './security-headers.mjs';
import { loadServerBuild } from './site-files.mjs';

const site = await loadServerBuild();
const server = createSiteServer({ site, securityHeaders: securityHeadersFor(site.mailConfig.origin) });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const executable = findChromium();
if (!executable) throw new Error('No Chromium found: run "node scripts/ensure-browser.mjs" first');
const browser = await chromium.launch({ executablePath: executable.path, args: chromiumArgs });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;
const listFiles = process.argv.includes('--files');
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
try {
  const screens = LOAD_VIEWPORTS.map(({ name, viewport }) => `${name} ${viewport.width}×${viewport.height}`);
  console.log(`JavaScript requested at load, no interaction (gzip, requests) and display face (woff2): ${screens.join(' | ')}`);
  for (const { path } of site.allPagePaths()) {
    if (only.length > 0 && !only.includes(path)) continue;
    const cells = [];
    const lists = [];
    for (const { name, viewport } of LOAD_VIEWPORTS) {
      // A fresh context per page and screen: nothing cached from the page before.
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      const { bytes, count, files, displayFont } = await scriptsRequestedAtLoad(page, `${origin}${path}`);
      await context.close();
      const overBudget = bytes > LOAD_JS_BUDGET_BYTES || count > LOAD_SCRIPT_REQUEST_BUDGET;
      const fontOverBudget = displayFont.bytes > DISPLAY_FONT_BUDGET_BYTES;
      over ||= overBudget || fontOverBudget;
      cells.push(
        `${kb(bytes).padStart(9)} ${String(count).padStart(3)}${overBudget ? ' over' : '     '} font ${kb(displayFont.bytes).padStart(8)}${fontOverBudget ? ' over' : '     '}`,
      );
      if (listFiles) lists.push(`    ${name}: ${[...files, ...displayFont.files].join(' ')}`);
    }
    console.log(`  ${path.padEnd(50)} ${cells.join(' | ')}`);
    for (const line of lists) console.log(line);
  }
  console.log(
    `Budget: ${kb(LOAD_JS_BUDGET_BYTES)} of JavaScript in at most ${LOAD_SCRIPT_REQUEST_BUDGET} requests, ${kb(DISPLAY_FONT_BUDGET_BYTES)} of the display face per page.`,
  );
} finally {
  await browser.close();
  server.close();
}
if (over) process.exit(1);
