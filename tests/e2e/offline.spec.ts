import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

// About the service worker: it is not blocked here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// Install saves about 150 files one at a time (Workbox does so on purpose, so the
// install never floods the line), and most tests here wait for it to finish.
test.describe.configure({ timeout: 90_000 });

/** Chromium logs the offline page's 503 status like any error status of a page. */
const offlineStatus = /status of 503/;

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
/** Workbox keys a precached file with its revision as a query parameter. */
const isSaved = (page: Page, path: string) =>
  page.evaluate(async (url) => (await caches.match(url, { ignoreSearch: true })) !== undefined, path);
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
/** The keys (path and query) of one path in every cache whose name starts with the prefix. */
const savedCopies = (page: Page, cachePrefix: string, path: string) =>
  page.evaluate(
    async ([prefix, pathname]) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
      const keys = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return keys.map((request) => new URL(request.url)).filter((url) => url.pathname === pathname).map((url) => url.pathname + url.search);
    },
    [cachePrefix, path] as const,
  );
/** The images shown on the screen now (in the viewport, not hidden) that have not arrived. */
const imagesOnScreenPending = () =>
  [...document.images]
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && img.checkVisibility();
    })
    // A lazy image the browser has not started yet counts as complete in Chromium, with no currentSrc.
    .filter((img) => !img.currentSrc || !img.complete || img.naturalWidth === 0)
    .map((img) => img.currentSrc || img.src);
/** The precache list dist/sw.js holds (scripts/service-worker.mjs writes it). */
const precacheList = (worker: string) => [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
const md5 = (content: string | Buffer) => createHash('md5').update(content).digest('hex');

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
    // Network-first page loads start while the worker boots: on from its activation on. The page is
    // claimed during the activation, so being controlled does not mean the activation has finished.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    const preload = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
    expect(preload.enabled).toBe(true);
  });

  test.describe('offline', () => {
    test.use({ allowConsoleErrors: [offlineStatus] });

    test('the site opens offline after one visit, every page of it', async ({ page, context }) => {
      // A visit reads the pages: their images are saved at run time as they show them (a reload
      // offline requests those near the first screen, which the browser's lazy loading fetches
      // ahead), and the first page's, loaded before the worker took over, are handed to it. Every
      // image from the first request on is checked below: one missed would fail offline.
      const images = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.add(new URL(request.url()).pathname);
      });
      await openPage(page, '/en/about');
      await controlled(page);
      // Install saved every page, also those never visited.
      for (const path of ['/en/about', '/en/services', '/en/contact', '/fr/a-propos', '/leistungen']) {
        await expect.poll(() => isSaved(page, path), path).toBe(true);
      }
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL('/en/services');
      // The page whole: its lower sections (their own chunks) may render after the navigation.
      await expect(page.locator('[data-part="video-testimonials"]')).toBeAttached();
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
        // Scrolled there for real: the navigation's own scroll to the top may still come after a first try.
        await expect(async () => {
          const [at, target] = await page.evaluate((top) => {
            window.scrollTo({ top, behavior: 'instant' });
            return [window.scrollY, Math.min(top, document.documentElement.scrollHeight - window.innerHeight)];
          }, y);
          expect(Math.abs(at - target)).toBeLessThanOrEqual(1);
        }).toPass();
        // Read, as a visitor does: every image shown on this screen has arrived before scrolling on.
        await expect.poll(() => page.evaluate(imagesOnScreenPending), `images on screen at ${y}`).toEqual([]);
      }
      await page.waitForLoadState('networkidle');
      for (const image of images) await expect.poll(() => isSaved(page, image), image).toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'services');

      // Client-side navigation offline still works: every script of the build was saved at install.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL('/en/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A page never visited, with a query string, opens from the precache too (with the
      // portrait the English page showed: images are saved as pages show them).
      const about = await page.goto('/fr/a-propos?utm_source=mail');
      expect(about?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    // Addresses the build has no page for: an unknown one and redirects to a page (the server answers those).
    const notPages = [
      { path: '/en/nowhere', lang: 'en', title: 'You are offline', home: '/en/', button: 'Go to the home page' },
      { path: '/fr/a-propos/', lang: 'fr', title: 'Vous êtes hors ligne', home: '/fr/', button: 'Aller à l’accueil' },
      { path: '/leistungen/', lang: 'de', title: 'Sie sind offline', home: '/', button: 'Zur Startseite' },
    ];

    test('an address that is no page of the build shows the offline page in its language', async ({ page, context }) => {
      await openPage(page, '/en/privacy');
      await controlled(page);
      await expect.poll(() => isSaved(page, '/en/offline.html')).toBe(true);
      await context.setOffline(true);

      for (const { path, lang, title, home, button } of notPages) {
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
    });

    test('"Try again" on the offline page loads the page once the connection is back', async ({ page, context }) => {
      await openPage(page, '/fr/');
      await controlled(page);
      await context.setOffline(true);
      await page.goto('/fr/conditions/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.locator('#root')).toHaveAttribute('data-page', 'terms');
      expect(new URL(page.url()).pathname).toBe('/fr/conditions');
    });

    test.describe('images', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('only the width the page shows is saved, at run time, and it shows offline', async ({ page, context }) => {
        await openPage(page, '/en/');
        await controlled(page);
        const hero = page.locator('img[src*="hero-home"]');
        const shown = await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
        expect(shown).toBe('/images/hero-home-480.webp');
        // Loaded before the worker took over; the page reports it, the worker saves it.
        await expect.poll(() => savedCopies(page, 'jp-site-images-', shown)).toEqual([shown]);
        const savedHeroes = await page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('jp-site-images-'));
          const keys = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
          return keys.map((request) => new URL(request.url).pathname).filter((path) => path.includes('hero-home'));
        });
        expect(savedHeroes).toEqual([shown]);

        await context.setOffline(true);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
        await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(shown);
      });
    });
  });

  test('sw.js is revalidated on every visit, hashed files are cached for a year', async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const precached = precacheList(await worker.text());
    // Pages under their address, the code, the shell; images are saved at run time, 404 pages never.
    for (const url of ['/', '/en/', '/en/about', '/fr/a-propos', '/leistungen', '/favicon.svg']) expect(precached, url).toContain(url);
    expect(precached.filter((url) => url.startsWith('/images/') || url.endsWith('404.html'))).toEqual([]);
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

  test('waits while a page of the old one is open, takes over once it is closed, and what the old one saved is replaced', async ({ page, context }) => {
    const origin = await serveCopy();
    await openPage(page, `${origin}/en/about`);
    await controlled(page);
    await expect.poll(() => isSaved(page, '/en/about')).toBe(true);
    // A cache of the hand-written worker before Workbox, and a cache that is not ours.
    await page.evaluate(async () => {
      await caches.open('jp-site-0123456789abcdef');
      await caches.open('another-app');
    });

    // Deploy: new page HTML, and in the worker that page's new revision (the build writes the MD5 of the file).
    const aboutFile = path.join(dist, 'en', 'about.html');
    const oldAbout = readFileSync(aboutFile, 'utf8');
    const newAbout = oldAbout.replace('<div id="root"', '<div data-deployment="next" id="root"');
    writeFileSync(aboutFile, newAbout);
    const workerFile = path.join(dist, 'sw.js');
    const worker = readFileSync(workerFile, 'utf8');
    expect(worker).toContain(`{"revision":"${md5(oldAbout)}","url":"/en/about"}`);
    writeFileSync(workerFile, worker.replace(md5(oldAbout), md5(newAbout)));

    await openPage(page, `${origin}/en/about`);
    await expect(page.locator('#root')).toHaveAttribute('data-deployment', 'next');
    // The new worker installs (saving what changed) and waits: the open page is the old worker's,
    // and every file the old deployment saved stays for it.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), {
        message: 'the new worker installs and waits',
        timeout: 20_000,
      })
      .toBe('installed');
    expect((await savedCopies(page, 'jp-site-precache', '/en/about')).sort()).toEqual(
      [`/en/about?__WB_REVISION__=${md5(newAbout)}`, `/en/about?__WB_REVISION__=${md5(oldAbout)}`].sort(),
    );
    expect(await cacheNames(page)).toContain('jp-site-0123456789abcdef');

    // The visitor closes the tab and comes back: the new worker takes over, one copy of the page is
    // left, the new one.
    await page.close();
    await expect
      .poll(() => Promise.all(context.serviceWorkers().map((worker) => worker.evaluate(() => (self as unknown as ServiceWorkerGlobalScope).serviceWorker.state).catch(() => 'stopped'))), {
        message: 'the waiting worker activates once no page uses the old one',
      })
      .not.toContain('installed');
    const next = await context.newPage();
    await openPage(next, `${origin}/en/about`);
    await expect(next.locator('html')).toHaveAttribute('data-app', 'hydrated');
    await expect
      .poll(() => savedCopies(next, 'jp-site-precache', '/en/about'), { message: 'the new revision replaces the old', timeout: 20_000 })
      .toEqual([`/en/about?__WB_REVISION__=${md5(newAbout)}`]);
    await expect.poll(() => cacheNames(next), { message: 'the hand-written worker’s cache is deleted' }).not.toContain('jp-site-0123456789abcdef');
    expect(await cacheNames(next)).toContain('another-app');

    await context.setOffline(true);
    await next.reload();
    await expect(next.locator('#root')).toHaveAttribute('data-deployment', 'next');
    await expect(next.locator('html')).toHaveAttribute('data-app', 'hydrated');
  });
});
