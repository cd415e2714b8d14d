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

// No third parties and no cookies: checked on every page's visit in pages.spec.ts, and on the 404 pages in routing.spec.ts.
