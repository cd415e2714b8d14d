import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { afterReplay } from './support/afterReplay';
import { holdRequests } from './support/holdRequests';
import { TOAST_EVENT } from '../../src/lib/toastEvent';
import { openLauncher } from './support/launcher';

const distDir = path.resolve(import.meta.dirname, '../../dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
  );
}

/** Every island host of a document with what it holds up to its next tag: its trigger, the files of its code (src/islands/islandCode.ts) and its markup's start. */
const islandsOf = (html: string) => [...html.matchAll(/<site-island data-hydrate="([a-zA-Z]+)" data-island="[^"]+"(?: data-island-code="([^"]*)")?>([\s\S]*?)<\/site-island>/g)];

test.describe('prerendered islands', () => {
  test('no page holds a client-rendered or pending Suspense boundary, and every island has its markup', () => {
    const pages = htmlFiles(distDir);
    expect(pages.length).toBeGreaterThanOrEqual(36); // 30 pages, a 404 and an offline page per language
    let islands = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const name = path.relative(distDir, file);
      // <!--$!--> is a boundary React gave up on the server (client-rendered fallback); <!--$?--> one still pending.
      expect(html, name).not.toMatch(/<!--\$[!?]-->/);
      expect(html, `${name}: an outlined boundary needs an inline script`).not.toContain('<template id="B:');
      const found = islandsOf(html);
      // The offline pages are static documents without the shell or any script.
      if (!html.includes('data-page="offline"')) expect(found.length, `${name} has the shell's islands`).toBeGreaterThanOrEqual(2);
      for (const [, trigger, , content] of found) {
        expect(content, `${name}: a ${trigger} island`).toMatch(/^<!--\$--><[a-z]/);
        islands += 1;
      }
      // The server render's module names never reach a visitor: the prerender made them files.
      expect(html, name).not.toContain('data-island-module');
    }
    expect(islands).toBeGreaterThan(60);
  });

  test('each island names the files of its code that the page does not request anyway, and each of them is in the build', () => {
    const assets = new Set(readdirSync(path.join(distDir, 'assets')).map((file) => `/assets/${file}`));
    let named = 0;
    for (const file of htmlFiles(distDir).filter((candidate) => !readFileSync(candidate, 'utf8').includes('data-page="offline"'))) {
      const html = readFileSync(file, 'utf8');
      const pageScripts = JSON.parse(/<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)![1]!) as { entry: string; preload: string[] };
      for (const [, , code] of islandsOf(html)) {
        if (!code) continue;
        named += 1;
        for (const url of code.split(' ')) {
          expect(assets.has(url), `${path.relative(distDir, file)}: ${url}`).toBe(true);
          expect([pageScripts.entry, ...pageScripts.preload]).not.toContain(url);
        }
      }
    }
    expect(named).toBeGreaterThan(60);
  });
});

test('a tap on a part whose code has not arrived requests it at once, with the code of the island around it, before the page has hydrated', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The page's entry is held: nothing has hydrated, so nothing but the boot script can ask for code.
  const release = await holdRequests(page, '**/assets/index-*.js');
  // Not until `load`: the boot script requests the held entry once the page has painted, and a
  // script requested before the load event holds it back (which way it goes depends on the host's speed).
  await page.goto('/en/services#service-comparison', { waitUntil: 'domcontentloaded' });
  const tabs = page.locator('[data-part="package-tabs"]');
  const code = (await tabs.evaluate((part) => [part.closest('[data-island-code]'), part.closest('[data-island-code]')?.parentElement?.closest('[data-island-code]')].map((host) => host?.getAttribute('data-island-code')))) as [string, string];
  expect(code[0]).toMatch(/\/assets\/PackageTabs-[\w-]+\.js/);
  expect(code[1]).toMatch(/\/assets\/ServicesBelowFold-[\w-]+\.js/);
  const files = code.flatMap((list) => list.split(' '));
  expect(files.filter((url) => requested.includes(url))).toEqual([]);
  await tabs.getByRole('tab').nth(1).click();
  await expect.poll(() => files.filter((url) => !requested.includes(url))).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  release();
  // And the tap still takes effect once, when the part has hydrated.
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
});

/** The URLs of the scripts the page has requested so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('islands in the browser', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('visible: a below-the-fold island requests its code only when it is scrolled near', async ({ page }) => {
    const scripts = scriptRequests(page);
    await openPage(page, '/en/');
    await page.waitForLoadState('networkidle');
    const carouselChunk = (url: string) => /\/assets\/TestimonialCarousel-[^/]+\.js$/.test(url);
    expect(scripts.filter(carouselChunk)).toEqual([]);
    const carousel = page.locator('[data-part="carousel"]');
    await expect(carousel).toBeAttached(); // prerendered markup, no code yet
    const request = page.waitForRequest((candidate) => carouselChunk(new URL(candidate.url()).pathname));
    await carousel.scrollIntoViewIfNeeded();
    await request;
    expect(scripts.filter(carouselChunk)).toHaveLength(1);
  });

  test('the services page’s decision tools request their code only when each is opened or scrolled near', async ({ page }) => {
    const scripts = scriptRequests(page);
    await openPage(page, '/en/services');
    await page.waitForLoadState('networkidle');
    const chunkOf = (name: string) => (url: string) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(url);
    // the advisor and the calculator wait behind their launchers (issue 36): opened as a visitor does
    const tools = [
      { chunk: chunkOf('ServiceAdvisor'), section: '#service-advisor', launcher: 'service-advisor' },
      { chunk: chunkOf('RoiCalculator'), section: '#roi-calculator', launcher: 'roi-calculator' },
      { chunk: chunkOf('QuickQuote'), section: '#quick-quote', launcher: null },
    ];
    for (const { chunk } of tools) expect(scripts.filter(chunk)).toEqual([]);
    // In the page's order: scrolling to one tool must not fetch the ones further down.
    for (const [index, { chunk, section, launcher }] of tools.entries()) {
      const request = page.waitForRequest((candidate) => chunk(new URL(candidate.url()).pathname));
      await page.locator(section).scrollIntoViewIfNeeded();
      if (launcher) await openLauncher(page, launcher);
      await request;
      for (const later of tools.slice(index + 1)) expect(scripts.filter(later.chunk), `${later.section} before it is near`).toEqual([]);
    }
  });

  test('interaction: a press on the phone menu toggle before its code arrives opens the menu exactly once', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/MobileMenu-*.js');
    await openPage(page, '/en/');
    const toggle = page.locator('#mobile-menu-toggle');
    await toggle.click();
    // the code is held back: the browser opened the popover, the toggle states nothing of its own yet
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Exactly once: a second replay would have closed it again.
    await afterReplay(page, '#mobile-menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('signal: the toaster loads at the first toast, and toasts raised while its code is on its way are shown, once each', async ({ page }) => {
    const scripts = scriptRequests(page);
    const toasterChunk = (url: string) => /\/assets\/Toaster-[^/]+\.js$/.test(url);
    await openPage(page, '/en/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(toasterChunk), 'no toaster code before a toast').toEqual([]);
    // The live regions are in the prerendered markup, before any toast.
    await expect(page.locator('[data-part="toaster"] [aria-live="polite"]')).toBeAttached();
    await expect(page.locator('[data-part="toaster"] [aria-live="assertive"]')).toBeAttached();
    const release = await holdRequests(page, '**/assets/Toaster-*.js');
    const requested = page.waitForRequest((request) => toasterChunk(new URL(request.url()).pathname));
    await page.evaluate((type) => {
      for (const message of ['First early toast', 'Second early toast'])
        window.dispatchEvent(new CustomEvent(type, { detail: { title: { id: message, message }, variant: 'default' } }));
    }, TOAST_EVENT);
    await requested; // the first toast asked for the toaster's code, which is held back
    await expect(page.locator('[data-part="toast"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-part="toast"]')).toHaveText(['First early toast', 'Second early toast'].map((text) => new RegExp(text)));
    await expect(page.locator('[data-part="toaster"] [aria-live="polite"]')).toHaveText('Second early toast');
    expect(scripts.filter(toasterChunk)).toHaveLength(1);
  });

  test('interaction: a press on the accessibility button before its code arrives opens the panel exactly once', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/AccessibilityPanel-*.js');
    await openPage(page, '/');
    const button = page.locator('#accessibility-button');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });
});

// Desktop width: the header's page links are visible there.
test.describe('islands while other pages load', () => {
  test('loading another page (hover, focus) leaves the markup of islands still waiting for their code untouched', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/Faq-*.js');
    await openPage(page, '/en/');
    const faqIsland = page.locator('site-island:has(> [data-part="faq"])');
    const before = await faqIsland.innerHTML();
    expect(before).toContain('data-part="faq-item"');
    // Links to other pages preload their code and catalogs: nothing may reach the page on screen.
    for (const name of ['About', 'Contact', 'Services']) {
      const link = page.locator('header nav a', { hasText: name }).first();
      await link.hover();
      await link.focus();
    }
    await page.waitForLoadState('networkidle');
    const requested = page.waitForRequest((request) => /\/assets\/Faq-[^/]+\.js$/.test(new URL(request.url()).pathname));
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await requested; // its chunk is requested now, and held
    // The island's own markup, unchanged (the section around it reveals itself as it scrolls in).
    expect(await faqIsland.innerHTML()).toBe(before);
    release();
  });
});
