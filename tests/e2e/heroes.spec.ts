import sharp from 'sharp';
import { claims } from '../../src/business/claims';
import { serviceOffers } from '../../src/business/offers';
import { expect, openPage, test } from './fixtures';

// Issue 36: each page's hero has its own shape from 1024 px; on a phone every hero stays one short
// column (its pages only get shorter); the scrolled header stays white over dark sections.

const hero = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="page-title"]');

test('services: the right half of the hero is the page at a glance: the four services with their prices, each a link to its card, and the clients’ rating under them; not on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/en/services');
  const panel = hero(page).getByText('Four services, one contact').locator('..');
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x, 'in the right half').toBeGreaterThanOrEqual(720);
  expect(box.x + box.width, 'filling it to the content’s edge').toBeGreaterThan(1440 - 160);
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    expect(href).toMatch(/^#service-/);
    await expect(page.locator(href)).toHaveCount(1);
  }
  // the figures of the one price table and of the claims, never typed here
  await expect(links.first()).toContainText(`SEO web developmentfrom €${serviceOffers['seo-web-development'].fromEur.toLocaleString('en-GB')} one-time`);
  const rating = hero(page).locator('[data-part="social-proof-dock"]');
  await expect(rating).toContainText(`${claims.averageRating.toFixed(1)}/${claims.ratingScale} average client rating`);
  await expect(rating).toContainText(`${claims.satisfactionPercent}% satisfied clients`);
  const under = (await rating.boundingBox())!;
  expect(under.y, 'under the panel').toBeGreaterThan(box.y + box.height);
  const text = (await hero(page).locator('h1').locator('..').boundingBox())!;
  expect(under.y + under.height - box.y, 'the panel and the rating about as tall as the text beside them: no empty half').toBeGreaterThan(0.75 * text.height);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel).toBeHidden();
  await expect(rating).toBeHidden();
});

test('web app: the title runs across the page, the promise and the project panel side by side under it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/en/custom-web-application-development');
  const title = (await hero(page).locator('h1').boundingBox())!;
  const description = (await hero(page).locator('h1 + p').boundingBox())!;
  const panel = hero(page).getByText('Your project at a glance').locator('..');
  await expect(panel).toContainText('from €8,000 net');
  const box = (await panel.boundingBox())!;
  expect(box.y, 'under the title').toBeGreaterThan(title.y + title.height);
  expect(box.x, 'beside the promise').toBeGreaterThan(description.x + description.width);
  expect(title.x + title.width, 'the title spans beyond the text column').toBeGreaterThan(box.x);
});

test('contact: the reply promise beside the text on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/kontakt');
  const panel = hero(page).getByText('Persönliche Antwort').locator('..');
  await expect(panel).toContainText('Antwort innerhalb von 24 Stunden');
  expect((await panel.boundingBox())!.x).toBeGreaterThanOrEqual(720);
});

test('legal pages: a plainer document hero, lined up with the text under it', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/en/privacy');
    await expect(hero(page)).toHaveAttribute('data-tone', 'document');
    const title = (await hero(page).locator('h1').boundingBox())!;
    const text = (await page.locator('main h2').first().boundingBox())!;
    expect(Math.abs(title.x - text.x)).toBeLessThan(1);
  }
});

// The heroes' heights at 375 px before issue 36 in the test browser: a hero may only get shorter.
const phoneHeroHeightsBefore = {
  '/en/': 1337,
  '/en/services': 819,
  '/leistungen': 809,
  '/fr/services': 809,
  '/en/custom-web-application-development': 650,
  '/en/about': 688,
  '/en/contact': 532,
  '/en/privacy': 436,
};

test('on a phone no hero is taller than before (its pages only get shorter)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, before] of Object.entries(phoneHeroHeightsBefore)) {
    await openPage(page, path);
    await page.evaluate(() => document.fonts.ready);
    expect((await hero(page).boundingBox())!.height, path).toBeLessThanOrEqual(before);
  }
});

test('the scrolled header stays white over a dark section, never grey', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/en/');
  // a dark section under the header (the home page's certifications band)
  const top = await page.evaluate(() => {
    const dark = [...document.querySelectorAll('main section')].slice(1).find((section) => getComputedStyle(section).backgroundColor === 'rgb(11, 20, 36)');
    return dark!.getBoundingClientRect().top + window.scrollY;
  });
  await page.evaluate((y) => window.scrollTo(0, y + 200), top);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // once its fade to the scrolled look has ended
  await expect.poll(() => header.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  // between the logo and the navigation: nothing but the header's background
  const pixels = await sharp(await page.screenshot({ clip: { x: 400, y: 4, width: 100, height: 12 } }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let darkest = 255;
  for (let index = 0; index < pixels.data.length; index += pixels.info.channels) {
    darkest = Math.min(darkest, pixels.data[index]!, pixels.data[index + 1]!, pixels.data[index + 2]!);
  }
  expect(darkest, 'darkest channel of the header background').toBeGreaterThanOrEqual(235);
});
