import { business } from '../../src/business/profile';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

test('skip links lead to main content, navigation and footer', async ({ page }) => {
  await openPage(page, '/en/');
  await page.keyboard.press('Tab');
  const skipToMain = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipToMain).toBeFocused();
  await expect(skipToMain).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  for (const [name, target] of [
    ['Skip to navigation', '#main-navigation'],
    ['Skip to footer', '#site-footer'],
  ] as const) {
    await page.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(target)).toBeFocused();
  }
  await expect(page.locator('main')).toHaveCount(1);
});

test('the navigation gets its blurred background after 20 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, '/en/');
  // make the page long enough to scroll
  await page.evaluate(() => document.querySelector('main')!.style.setProperty('min-height', '3000px'));
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // the blur is the header's background layer, shown now (not the header's own filter: see the mobile menu spec)
  const background = (property: 'backdropFilter' | 'opacity') =>
    header.evaluate((element, name) => getComputedStyle(element, '::before')[name], property);
  expect(await background('backdropFilter')).toContain('blur');
  await expect.poll(() => background('opacity')).toBe('1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

const headingSelector = 'main h1, main h2, main h3';
const headings = (page: Page) =>
  page.locator(headingSelector).evaluateAll((elements) => elements.map((element) => element.textContent?.trim()));
const prerenderedHeadings = (page: Page, path: string) =>
  page.evaluate(
    async ({ path, selector }) => {
      const html = await (await fetch(path)).text();
      const document = new DOMParser().parseFromString(html, 'text/html');
      return [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
    },
    { path, selector: headingSelector },
  );

test('moving between pages is client-side and keeps the head right', async ({ page }) => {
  await openPage(page, '/en/');
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/en/about');
  await expect(page).toHaveTitle(/About/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.webseo-hamburg.example/en/about');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/ueber-mich$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('AboutPage');
  await expect(page.locator('#main-content')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  // The page's own text, not the previous page's catalog: its headings read as the prerendered ones.
  await expect.poll(() => headings(page)).toEqual(await prerenderedHeadings(page, '/en/about'));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/en/contact');
  await expect.poll(() => headings(page)).toEqual(await prerenderedHeadings(page, '/en/contact'));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/en/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.webseo-hamburg.example/en/');
});

test("a page loads only its own language's catalogs: the shell's and its own", async ({ page }) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = (source: string) => `/${manifest[source]!.file}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/fr/contact');
  await page.waitForLoadState('networkidle');
  expect(requested).toContain(chunk('src/locales/fr/messages.po'));
  expect(requested).toContain(chunk('src/locales/fr/pages/contact.po'));
  for (const other of ['src/locales/de/messages.po', 'src/locales/en/messages.po', 'src/locales/de/pages/contact.po', 'src/locales/fr/pages/about.po']) {
    expect(requested).not.toContain(chunk(other));
  }
});

test('footer: contact details, links and copyright up to this year', async ({ page }) => {
  await openPage(page, '/fr/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`${business.foundedYear}–${new Date().getFullYear()}`);
  await expect(footer.locator('a[href^="tel:+49"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('address')).toHaveCount(2);
  for (const href of ['/fr/', '/fr/services', '/fr/a-propos', '/fr/contact', '/fr/confidentialite', '/fr/mentions-legales', '/fr/conditions', '/fr/accessibilite', '/fr/sitemap']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('desktop navigation: logo, four links, call to action and languages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/');
  const header = page.locator('header');
  await expect(header.locator('a[href="/"]').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link')).toHaveCount(4);
  await expect(header.locator('a[href="/kontakt"]').filter({ hasNotText: 'Kontakt' }).first()).toBeVisible();
  await expect(page.locator('#mobile-menu-toggle')).toBeHidden();
  for (const code of ['DE', 'EN', 'FR']) await expect(header.getByText(code, { exact: true })).toBeVisible();
});

test('the header fits without horizontal scrolling at every width and in every language', async ({ page }) => {
  // 375 px: the walk of every page checks the overflow there (visitor.spec.ts)
  for (const width of [320, 1024, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    for (const path of ['/ueber-mich', '/en/about', '/fr/a-propos']) {
      await openPage(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width}px`).toBe(0);
    }
  }
});

test.describe('when a page cannot be downloaded', () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource|Page crashed|dynamically imported module|Failed to fetch/],
    // page.route cannot fail a file the service worker answers from its cache: no worker here.
    serviceWorkers: 'block',
  });

  test('the visitor gets the translated error screen with ways out, never a blank page', async ({ page }) => {
    await openPage(page, '/fr/');
    await page.route('**/assets/about-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue');
    await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
    await expect(page.locator('main a[href="/fr/"]')).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  });
});
