import { accessibilityViolations, expect, openPage, test } from './fixtures';

const placeholderText = { '/': 'Bild nicht verfügbar', '/en/': 'Image not available', '/fr/': 'Image non disponible' };

test.describe('a broken image', () => {
  // the aborted downloads are reported by the browser itself
  test.use({ allowConsoleErrors: [/Failed to load resource/], serviceWorkers: 'block' });

  for (const [path, text] of Object.entries(placeholderText)) {
    test(`shows the translated placeholder at half opacity (${path})`, async ({ page }) => {
      await page.route('**/images/hero-home-*', (route) => route.abort());
      await openPage(page, path);
      const image = page.locator('[data-part="lazy-image"][data-image="hero-home"]');
      await expect(image).toHaveAttribute('data-state', 'failed');
      const placeholder = image.getByText(text);
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toHaveCSS('opacity', '0.5');
      // the box keeps the image's 16:9 ratio
      const box = (await image.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1920 / 1080, 1);
      // the placeholder itself (the page around it is scanned in pages.spec.ts)
      expect(await accessibilityViolations(page, '[data-part="lazy-image"][data-image="hero-home"]')).toEqual([]);
    });
  }
});

test.describe('the 404 illustration', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('comes from the image pipeline at 800x600, loaded with priority', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/')) requested.push(new URL(request.url()).pathname);
    });
    await openPage(page, '/en/no-such-page');
    const image = page.locator('[data-part="lazy-image"][data-image="not-found"]');
    await expect(image).toHaveAttribute('data-state', 'loaded');
    await expect(image).toHaveAttribute('data-priority', 'true');
    const img = image.locator('img');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    expect(requested.length).toBe(1);
    expect(requested[0]).toMatch(/^\/images\/not-found-(480|768|800)\.webp$/);
    // the picture (the whole 404 page is scanned in routing.spec.ts)
    expect(await accessibilityViolations(page, '[data-part="lazy-image"][data-image="not-found"]')).toEqual([]);
  });
});

test('below the fold, the prerendered image has its files and loads natively, without JavaScript too', async ({ browser, request }) => {
  const html = await (await request.get('/en/custom-web-application-development')).text();
  const img = html.match(/<span[^>]*data-image="web-app-dashboard"[^>]*>[\s\S]*?(<img[^>]*>)/)?.[1] ?? '';
  expect(img).toMatch(/ src="\/images\/web-app-dashboard-[^"]+"/);
  expect(img).toContain('loading="lazy"');
  expect(html).toMatch(/<source type="image\/webp" srcSet="\/images\/web-app-dashboard-480\.webp 480w/i);
  expect(html).not.toContain('<noscript>');

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/en/custom-web-application-development');
  const picture = page.locator('[data-part="lazy-image"][data-image="web-app-dashboard"] img');
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('the hero image is a WebP file of the right width for the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/');
  const image = page.locator('[data-part="lazy-image"][data-image="hero-home"]');
  await expect(image).toHaveAttribute('data-state', 'loaded');
  // decorative: shown at once, but after the text, style and code of the first screen
  await expect(image.locator('img')).toHaveAttribute('fetchpriority', 'low');
  const current = await image.locator('img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  // 327 CSS px at the test's device pixel ratio of 1: the 480 px file
  expect(current).toBe('/images/hero-home-480.webp');
  const response = await page.request.get(current);
  expect(response.headers()['content-type']).toBe('image/webp');
});
