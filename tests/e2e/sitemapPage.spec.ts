import { expect, openPage, test } from './fixtures';

for (const [path, prefix, services, webApp] of [
  ['/sitemap', '', '/leistungen', '/eigene-webanwendung-erstellen-lassen'],
  ['/en/sitemap', '/en', '/en/services', '/en/custom-web-application-development'],
  ['/fr/sitemap', '/fr', '/fr/services', '/fr/developpement-application-web-personnalisee'],
] as const) {
  test(`${path}: three groups, four service cards, every link leads to a page`, async ({ page, request }) => {
    await openPage(page, path);
    const groups = page.locator('main section[aria-labelledby^="sitemap-"]');
    await expect(groups).toHaveCount(3);
    await expect(groups.nth(0).locator('a')).toHaveCount(4);
    const cards = groups.nth(1).locator('li');
    await expect(cards).toHaveCount(4);
    for (let index = 0; index < 3; index++) await expect(cards.nth(index).locator('a')).toHaveAttribute('href', services);
    await expect(cards.nth(3).locator('a')).toHaveAttribute('href', webApp);
    await expect(groups.nth(2).locator('a')).toHaveCount(4);
    expect(prefix === '' || (await groups.nth(2).locator('a').first().getAttribute('href'))!.startsWith(prefix)).toBe(true);

    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });
}
