/* global document, window -- used only inside page.evaluate(), which runs in the browser */
// Screenshots of pages at a phone and a desktop width, for looking at what a change did:
//   node scripts/screenshots.mjs [base URL] [path ...]
// Serve a build first (npm start). Writes full-page PNGs to screenshots/ (not versioned),
// waiting until the page has hydrated and its counters and images have settled.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const [base = 'http://127.0.0.1:4321', ...requested] = process.argv.slice(2);
const paths = requested.length ? requested : ['/', '/en/', '/fr/'];
const widths = [375, 1440];
const outDir = 'screenshots';

const found = findChromium();
if (!found) throw new Error('No Chromium found: run scripts/ensure-browser.mjs first');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: found.path, args: chromiumArgs });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(new URL(path, base).href);
      await page.waitForSelector('html[data-app]');
      // scroll through the page so lazy images load and counters run, then back to the top
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150); // let the intersection observers see each screen
      }
      await page.waitForTimeout(2500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(2500);
      const name = `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'de'}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
