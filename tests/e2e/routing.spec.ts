import { readFileSync } from 'node:fs';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

const notFoundStatus = /status of 404/;

test.describe('language switcher', () => {
  test('maps the current page to the same page in each language, client-side', async ({ page }) => {
    await openPage(page, '/ueber-mich');
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    const languages = page.getByRole('navigation', { name: /Language|Sprache|Langue/ });

    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('navigation', { name: /Language|Sprache|Langue/ }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/a-propos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-propos$/);

    await page.getByRole('navigation', { name: /Language|Sprache|Langue/ }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/ueber-mich');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test.describe('on a missing page', () => {
    test.use({ allowConsoleErrors: [notFoundStatus] });
    test("falls back to each language's home", async ({ page }) => {
      await openPage(page, '/en/does-not-exist');
      const languages = page.getByRole('navigation', { name: 'Language' });
      await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/');
      await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/');
    });
  });
});

test.describe('redirects replace the history entry', { tag: '@served' }, () => {
  for (const [from, to] of [
    ['/seo-freelancer', '/'],
    ['/en/webdesign-freelancer', '/en/'],
    ['/fr/web-design-freelancer', '/fr/'],
    ['/en/kontakt', '/en/contact'],
    ['/fr/about', '/fr/a-propos'],
    ['/privacy', '/datenschutz'],
    ['/fr/imprint', '/fr/mentions-legales'],
    ['/services', '/leistungen'],
  ] as const) {
    test(`${from} → ${to} (server and client)`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);

      // In the running app (e.g. a link in content): the alias never stays in history.
      await openPage(page, '/sitemap');
      const lengthBefore = await page.evaluate(() => history.length);
      await page.evaluate((path) => history.pushState(null, '', path), from);
      await expect(page).toHaveURL(to);
      expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
      await page.goBack();
      await expect(page).toHaveURL('/sitemap');
    });
  }

  test('a host without redirects still ends on the canonical URL', async ({ page }) => {
    // Simulate a static host that serves the 404 page for an alias.
    await page.route('**/en/kontakt', async (route) => {
      await route.fulfill({ status: 200, contentType: 'text/html', body: readFileSync('dist/en/404.html', 'utf8') });
    });
    await page.goto('/en/kontakt');
    await expect(page).toHaveURL('/en/contact');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'rendered');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/contact$/);
  });
});

// Old links and some tools name a directory's index file: a 301 to the clean URL, from npm start and from nginx.
test.describe('a directory index file answers 301 to the clean URL', { tag: '@served' }, () => {
  for (const [file, clean] of [
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/fr/index.html', '/fr/'],
    ['/de/Index.html', '/'],
    ['/en/about/index.html', '/en/about'],
  ] as const) {
    test(`${file} → ${clean}`, async ({ page, request }) => {
      const response = await request.get(file, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(clean);
      await openPage(page, file);
      await expect(page).toHaveURL(clean);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('odd URLs end on the canonical form', { tag: '@served' }, () => {
  for (const [odd, canonical] of [
    ['/EN/About', '/en/about'],
    ['/en/about/', '/en/about'],
    ['//en//about', '/en/about'],
    ['/en', '/en/'],
    ['/Kontakt', '/kontakt'],
    ['/de/kontakt', '/kontakt'],
    ['/fr/a%2Dpropos', '/fr/a-propos'],
  ] as const) {
    test(`${odd} → ${canonical}`, async ({ page, baseURL }) => {
      // the full URL, or '//en//about' would be read as a host name
      await openPage(page, `${baseURL}${odd}`);
      await expect(page).toHaveURL(canonical);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('404 page', () => {
  test.use({ allowConsoleErrors: [notFoundStatus] });

  const cases = [
    { path: '/gibt-es-nicht', locale: 'de', home: '/', contact: '/kontakt' },
    { path: '/en/nothing/here', locale: 'en', home: '/en/', contact: '/en/contact' },
    { path: '/fr/rien', locale: 'fr', home: '/fr/', contact: '/fr/contact' },
    // Odd paths: the same page as above, so its markup is not scanned by axe again.
    { path: '/en/%E0%A4%A', locale: 'en', home: '/en/', contact: '/en/contact', odd: true },
    { path: `/fr/${'x'.repeat(3000)}`, locale: 'fr', home: '/fr/', contact: '/fr/contact', odd: true },
  ];
  for (const { path, locale, home, contact, odd } of cases) {
    // nginx answers broken percent-encoding with 400 Bad Request (docs/deployment.md): not tried there.
    test(`${path.slice(0, 30)} shows the ${locale} 404 page`, { tag: path.includes('%') ? [] : ['@served'] }, async ({ page, consoleWarnings }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      const illustration = page.locator('main img').first();
      await expect(illustration).toHaveAttribute('width', '800');
      await expect(illustration).toHaveAttribute('height', '600');
      await expect(page.locator(`main a[href="${home}"]`).first()).toBeVisible();
      await expect(page.locator(`main a[href="${contact}"]`).first()).toBeVisible();
      await expect(page.locator('main nav a')).toHaveCount(4);
      await expect.poll(() => consoleWarnings.some((warning) => warning.includes('404'))).toBe(true);
      expect(await page.context().cookies()).toEqual([]);
      if (!odd) expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
