import { allPagePaths } from '../../src/routing/routes';
import { expect, test } from './fixtures';

const site = 'https://www.webseo-hamburg.example';

test('sitemap.xml lists the 30 pages, each served by the build, with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  expect(urls).toHaveLength(30);
  const locs = urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)![1]!);
  expect(new Set(locs)).toEqual(new Set(allPagePaths().map(({ path }) => `${site}${path}`)));
  for (const url of urls) {
    expect([...url.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual(['de', 'en', 'fr', 'x-default']);
  }
  for (const loc of locs) {
    const served = await request.get(loc.replace(site, ''), { maxRedirects: 0 });
    expect(served.status(), loc).toBe(200);
    expect(await served.text()).toContain('name="robots" content="index, follow"');
  }
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(robots).toContain('User-agent: *');
});

test.describe('no third parties, no cookies', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('every page of the built site stays on its own origin and sets no cookie', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
    });
    for (const { path } of [...allPagePaths(), { path: '/en/missing-page' }]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.cookie), path).toBe('');
    }
    expect(foreign).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });
});
