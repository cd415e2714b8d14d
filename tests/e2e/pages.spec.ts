import { allPagePaths } from '../../src/routing/routes';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

const urls = allPagePaths();

/** The text of the single h1 in a raw HTML document. */
function rawH1(html: string): string {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/g);
  expect(match, 'exactly one h1 in the prerendered HTML').toHaveLength(1);
  return match![0].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').trim();
}

function rawTitle(html: string): string {
  return (html.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? '').replace(/&amp;/g, '&');
}

test.describe('prerendered HTML (fetched without running JavaScript)', () => {
  test('every one of the 30 URLs has its own title and h1', async ({ request }) => {
    const titles = new Set<string>();
    const headings = new Set<string>();
    for (const { path } of urls) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      titles.add(rawTitle(html));
      headings.add(`${path.split('/')[1]}:${rawH1(html)}`);
    }
    expect(titles.size).toBe(30);
    expect(headings.size).toBe(30);
  });

  for (const { path, locale, page } of urls) {
    test(`${path} carries lang, head and structured data`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(rawTitle(html).length).toBeGreaterThan(10);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(html).toMatch(/<meta name="robots" content="index, follow"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.webseo-hamburg.example${path}"`);
      for (const hreflang of ['de', 'en', 'fr', 'x-default']) {
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https://[^"]+"`));
      }
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'og:locale']) {
        expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
      expect(jsonLd, 'JSON-LD present').toBeTruthy();
      const data = JSON.parse(jsonLd!) as { '@graph': Array<Record<string, unknown>> };
      const types = data['@graph'].map((node) => node['@type']);
      expect(types).toEqual(expect.arrayContaining(['WebSite', 'ProfessionalService', 'Person']));
      const webPage = data['@graph'].find((node) => String(node['@id']).endsWith('#webpage'))!;
      expect(webPage.inLanguage).toBe({ de: 'de-DE', en: 'en-US', fr: 'fr-FR' }[locale]);
      expect(webPage.url).toBe(`https://www.webseo-hamburg.example${path}`);
      const expectedType = { about: 'AboutPage', contact: 'ContactPage', sitemap: 'CollectionPage' }[page as string] ?? 'WebPage';
      expect(webPage['@type']).toBe(expectedType);
      const business = data['@graph'].find((node) => node['@type'] === 'ProfessionalService')!;
      expect(JSON.stringify(business.address)).toContain('Hamburg');
    });
  }
});

test.describe('every page in the browser', () => {
  for (const { path, locale } of urls) {
    test(`${path} hydrates in ${locale} without errors and passes axe`, async ({ page, request }) => {
      // A whole-page axe scan takes 5 to 15 s on a busy 2-core machine.
      test.slow();
      const raw = await (await request.get(path)).text();
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(rawH1(raw));
      expect(await page.title()).toBe(rawTitle(raw));
      await expect(page.locator('main')).toHaveCount(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});

test('a visitor without JavaScript sees the whole page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/about');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('footer')).toContainText('2016');
  await expect(page.getByRole('link', { name: 'Privacy' }).first()).toBeVisible();
  await context.close();
});
