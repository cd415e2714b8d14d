import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

// About the service worker: it is not blocked here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Chromium logs the offline page's 503 status like any error status of a page. */
const offlineStatus = /status of 503/;

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const isSaved = (page: Page, path: string) => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path);
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.describe('service worker', { tag: '@served' }, () => {
  test('is registered on page load, and the outcome is logged', async ({ page }) => {
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await openPage(page, '/en/');
    await expect.poll(() => infos.some((text) => text.startsWith('Service worker registered'))).toBe(true);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
    await controlled(page);
    // Network-first page loads start while the worker boots.
    const preload = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
    expect(preload.enabled).toBe(true);
  });

  test.describe('offline', () => {
    test.use({ allowConsoleErrors: [offlineStatus] });

    test('the site opens offline after one visit', async ({ page, context }) => {
      await openPage(page, '/en/about');
      await controlled(page);
      await expect.poll(() => isSaved(page, '/en/about'), 'the page load is saved').toBe(true);
      // A page opened by client-side navigation is saved too.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL('/en/services');
      await expect.poll(() => isSaved(page, '/en/services'), 'the client-side visit is saved').toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'services');

      const about = await openPage(page, '/en/about');
      expect(about?.status()).toBe(200);
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'about');
      // Client-side navigation offline still works: every script of the build was saved at install.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL('/en/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    const unvisited = [
      { path: '/en/contact', lang: 'en', title: 'You are offline', home: '/en/', button: 'Go to the home page' },
      { path: '/fr/a-propos', lang: 'fr', title: 'Vous êtes hors ligne', home: '/fr/', button: 'Aller à l’accueil' },
      { path: '/leistungen', lang: 'de', title: 'Sie sind offline', home: '/', button: 'Zur Startseite' },
    ];

    test('a page never visited shows the offline page in its language', async ({ page, context }) => {
      await openPage(page, '/en/privacy');
      await controlled(page);
      await expect.poll(() => isSaved(page, '/en/privacy')).toBe(true);
      await context.setOffline(true);

      for (const { path, lang, title, home, button } of unvisited) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(503);
        await expect(page).toHaveURL(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
        await expect(page.getByRole('link', { name: button, exact: true })).toHaveAttribute('href', home);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
        await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
        expect(await accessibilityViolations(page), path).toEqual([]);
      }

      // Back online, a page load saves the page; offline it then opens.
      await context.setOffline(false);
      await page.goto('/en/contact');
      await context.setOffline(true);
      await page.goto('/en/contact'); // saved by the load just before
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'contact');
    });

    test('"Try again" on the offline page loads the page once the connection is back', async ({ page, context }) => {
      await openPage(page, '/fr/');
      await controlled(page);
      await context.setOffline(true);
      await page.goto('/fr/conditions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'terms');
      expect(new URL(page.url()).pathname).toBe('/fr/conditions');
    });
  });

  test('sw.js is revalidated on every visit, hashed files are cached for a year', async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const precached: string[] = JSON.parse(/"precache":(\[[^\]]*\])/.exec((await worker.text()).replace(/\\"/g, '"'))?.[1] ?? '[]');
    const asset = precached.find((url) => url.startsWith('/assets/'));
    expect(asset).toBeDefined();
    expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/offline.html', '/en/offline.html', '/fr/offline.html', '/manifest.json']) {
      expect(precached, url).toContain(url);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    // The offline pages run no script and are in no sitemap.
    expect(await (await request.get('/en/offline.html')).text()).not.toContain('<script type="module"');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('offline');
  });
});

test('the web manifest is complete and linked from every page', { tag: '@served' }, async ({ request }) => {
  const manifest = await (await request.get('/manifest.json')).json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'de',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = manifest.icons;
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const png = await (await request.get(icon!.src)).body();
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon!.src).toEqual([size, size]);
    }
  }
  for (const url of ['/', '/en/services', '/fr/contact', '/en/404-nowhere', '/offline.html']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<link rel="manifest" href="/manifest.json" />');
  }
});

test.describe('a new deployment', () => {
  let server: ChildProcess | undefined;
  let dist = '';

  test.afterEach(() => {
    server?.kill();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  /** Serves a copy of the build on a free port, so the test can "deploy" a change to it. */
  async function serveCopy(): Promise<string> {
    dist = mkdtempSync(path.join(tmpdir(), 'site-deploy-'));
    // With their times, as a deployment copies (rsync -a): npm start then takes the build's
    // .br/.gz copies as current, instead of compressing every file again at the first visit.
    cpSync('dist', dist, { recursive: true, preserveTimestamps: true });
    server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: '0', DIST_DIR: dist } });
    return new Promise((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        const match = /Site running at (http:\/\/\S+)\//.exec(chunk.toString());
        if (match) resolve(match[1]!);
      });
      server!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }

  test('is picked up on the next visit, and the old cache is deleted', async ({ page, context }) => {
    const origin = await serveCopy();
    await openPage(page, `${origin}/en/about`);
    await controlled(page);
    await expect.poll(() => isSaved(page, '/en/about')).toBe(true);
    const [oldCache, ...others] = await cacheNames(page);
    expect(others).toEqual([]);
    const oldBuild = oldCache!.replace('jp-site-', '');

    // Deploy: new page HTML and a new worker with a new build id.
    const aboutFile = path.join(dist, 'en', 'about.html');
    writeFileSync(aboutFile, readFileSync(aboutFile, 'utf8').replace('<div id="root"', '<div data-deployment="next" id="root"'));
    const workerFile = path.join(dist, 'sw.js');
    writeFileSync(workerFile, readFileSync(workerFile, 'utf8').replaceAll(oldBuild, 'next-deployment'));

    await openPage(page, `${origin}/en/about`);
    await expect(page.locator('#root')).toHaveAttribute('data-deployment', 'next');
    // The new worker installs (saving the whole build) and activates in the background.
    await expect
      .poll(() => cacheNames(page), { message: 'only the new deployment’s cache is left', timeout: 20_000 })
      .toEqual(['jp-site-next-deployment']);
    // The page saved by the old deployment was saved again, fresh, by the new one.
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('jp-site-next-deployment')).match('/en/about'))?.text()),
      )
      .toContain('data-deployment="next"');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-deployment', 'next');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
  });
});
