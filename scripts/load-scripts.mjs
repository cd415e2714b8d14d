/* global document -- the wait for the page scripts runs in the page */
// What a visitor's browser downloads in JavaScript by only opening a page: every
// script requested from navigation until the page is quiet (islands that hydrate at
// load, on idle or because they are in the first screen included), with no click,
// key or scroll. Shared by the size report (npm run size) and the browser size test.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './site-files.mjs';

/**
 * At most 112 KB of gzipped JavaScript at load, on every page and every screen in LOAD_VIEWPORTS...
 * (110 KB until issue 38: the page recovery, components/PageRecovery, must be in the first code a
 * page runs, before any late file can fail, and costs 1.3 KB; docs/decisions.md.)
 */
export const LOAD_JS_BUDGET_BYTES = 112 * 1024;
/** ...in at most 11 script requests. No page has an exception: what is below a page's first screen is an island (src/pages/{page}/belowFold/). */
export const LOAD_SCRIPT_REQUEST_BUDGET = 10;
/** A small phone: what is "in the first screen" for `visible` islands on the narrowest, tallest page. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };
/** A laptop: a short hero, so more of the page is in the first screen. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** The screens the budget holds on (npm run size measures every page on each). */
export const LOAD_VIEWPORTS = [
  { name: 'phone', viewport: PHONE_VIEWPORT },
  { name: 'desktop', viewport: DESKTOP_VIEWPORT },
];

/**
 * At most 44 KB of the display face (src/styles/fonts.css) requested at load, per page: one
 * woff2 file of its weight axis for the page's letters (the latin file is 40.4 KB). A second file
 * (latin-ext for a heading's rarer letter, a second face or axis) does not fit.
 */
export const DISPLAY_FONT_BUDGET_BYTES = 44 * 1024;
/** The display face's files as the build names them (assets/bricolage-grotesque-latin-wght-normal-[hash].woff2). */
export const DISPLAY_FONT_FILE = /\/assets\/bricolage-grotesque-[^/]*\.woff2$/;

/** How long the page must stay without a new script request to count as settled. */
const QUIET_MS = 1000;

const gzipCache = new Map();
/** Gzipped size (level 9) of a built file, by its URL path; 0 for a file not in the build. */
export function gzipSizeOf(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(distDir, urlPath.replace(/^\//, ''));
    gzipCache.set(urlPath, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(urlPath);
}

/** Size in bytes of a built file, by its URL path (a woff2 is compressed already: served as it is); 0 for one not in the build. */
export function fileSizeOf(urlPath) {
  const file = path.join(distDir, urlPath.replace(/^\//, ''));
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * Opens `url` in `page` (a Playwright page, phone-sized by the caller) and returns the
 * scripts it requested before any interaction: `{ files, bytes, count }`, bytes gzipped;
 * and, measured on the same load, the display face's files: `displayFont: { files, bytes }`.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function scriptsRequestedAtLoad(page, url) {
  const files = new Set();
  const fontFiles = new Set();
  let lastRequest = Date.now();
  const onRequest = (request) => {
    const pathname = new URL(request.url()).pathname;
    if (DISPLAY_FONT_FILE.test(pathname)) fontFiles.add(pathname);
    const type = request.resourceType();
    if (type !== 'script' && !request.url().endsWith('.js')) return;
    files.add(pathname);
    lastRequest = Date.now();
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // The boot script requests the page's scripts after the first paint (or after a safety delay on a
    // busy machine): count from when it has, never a page that has not asked for its code yet.
    await page.waitForFunction(() => !document.getElementById('page-scripts') || document.querySelector('script[type="module"][src]') !== null);
    // Islands that wait for idle time load once the browser has had some.
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 3000 })));
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(QUIET_MS / 4);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  const list = [...files].sort();
  const fonts = [...fontFiles].sort();
  return {
    files: list,
    count: list.length,
    bytes: list.reduce((sum, file) => sum + gzipSizeOf(file), 0),
    displayFont: { files: fonts, bytes: fonts.reduce((sum, file) => sum + fileSizeOf(file), 0) },
  };
}
