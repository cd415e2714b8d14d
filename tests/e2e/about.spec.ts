import type { Page } from '@playwright/test';
import { claims, foundedYear } from '../../src/business/claims';
import { imageTable } from '../../src/assets/images/imageTable';
import { aboutSectionIds } from '../../src/pages/about/sections';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { keyboardWalkThroughMain, sectionOrder, untranslatedTexts } from './support/pageChecks';

const pages = [
  { url: '/ueber-mich', locale: 'de', contact: '/kontakt', intro: 'Hallo, ich bin', faq: 'Häufige Fragen' },
  { url: '/en/about', locale: 'en', contact: '/en/contact', intro: 'Hello, I am', faq: 'Frequently asked questions' },
  { url: '/fr/a-propos', locale: 'fr', contact: '/fr/contact', intro: 'Bonjour, je suis', faq: 'Questions fréquentes' },
] as const;

for (const { url, locale, contact, intro, faq } of pages) {
  test.describe(`about page in ${locale}`, () => {
    test('shows every section of the spec, in order', async ({ page }) => {
      await openPage(page, url);
      expect(await sectionOrder(page)).toEqual(['page-title', ...aboutSectionIds]);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 2, name: intro })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: faq })).toBeVisible();
      // hero button to the contact page
      await expect(page.locator('section[aria-labelledby="page-title"] a')).toHaveAttribute('href', contact);
      await expect(page.locator('#clients li')).toHaveCount(4);
      await expect(page.locator('#clients p').last()).toContainText(String(claims.projects));
      await expect(page.locator('#education li')).toHaveCount(3);
      for (const badge of ['SCRUM Master', 'PRINCE2 Practitioner']) await expect(page.locator('#education h3', { hasText: badge })).toHaveCount(1);
      await expect(page.locator('#values li')).toHaveCount(3);
      // The spec's six years: the career before the business, then the business from its founding year on
      const years = (await page.locator('#timeline time').allInnerTexts()).map(Number);
      expect(years).toEqual([2013, 2016, 2018, 2020, 2022, 2024]);
      expect(years[1]).toBe(foundedYear);
      expect(years.at(-1)).toBeLessThanOrEqual(new Date().getFullYear());
      await expect(page.locator('#faq [data-part="faq-item"]')).toHaveCount(5);
      await expect(page.locator('#numbers li')).toHaveCount(4);
      await expect(page.locator('#contact-section a[href="' + contact + '"]')).toHaveCount(1);
    });

    test('skills are six meters, named and valued, with the percentage written out', async ({ page }) => {
      // measured at rest: without reduced motion the bars grow in on arrival
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, url);
      const meters = page.locator('#skills [role="meter"]');
      await expect(meters).toHaveCount(6);
      const levels = ['95', '90', '88', '85', '92', '87'];
      for (const [index, level] of levels.entries()) {
        const meter = meters.nth(index);
        await expect(meter).toHaveAttribute('aria-valuenow', level);
        await expect(meter).toHaveAttribute('aria-valuemin', '0');
        await expect(meter).toHaveAttribute('aria-valuemax', '100');
        await expect(meter).toHaveAccessibleName(/\S/);
        await expect(page.locator('#skills li').nth(index)).toContainText(level);
        // the bar's width is the level
        const [bar, track] = await Promise.all([meter.locator('span').boundingBox(), meter.boundingBox()]);
        expect(Math.round((bar!.width / track!.width) * 100)).toBe(Number(level));
      }
    });

    if (locale !== 'en') {
      test('has no English text left', async ({ page }) => {
        await page.goto('/en/about');
        expect(await untranslatedTexts(page, '/en/about', url, [/SCRUM|PRINCE2|Google Ads|Core Web Vitals|React/, /^Möller /])).toEqual([]);
      });
    }
  });
}

test('skill bars do not move when motion is reduced', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/en/about');
  const fill = page.locator('#skills [role="meter"] span').first();
  expect(await fill.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test('a keyboard alone reaches every control of the about page, each visibly focused', async ({ page }) => {
  await openPage(page, '/en/about');
  const visited = await keyboardWalkThroughMain(page);
  expect(visited[0]).toBe('Get in touch');
  for (const question of ['Who do you work for?', 'How does working together start?']) expect(visited).toContain(question);
  expect(visited.at(-1)).toBe('Request a free consultation');
  // Enter on a question opens it, and Tab goes on to the next control
  await page.locator('#faq summary', { hasText: 'Who do you work for?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Who do you work for?' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('#faq summary', { hasText: 'Why a freelancer rather than an agency?' })).toBeFocused();
});

test('the about page passes axe with an answer open', async ({ page }) => {
  await openPage(page, '/fr/a-propos');
  await page.locator('#faq summary').first().click();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('about page counters', () => {
  // The years and the founding year are the claims' (10+ and 2016 in 2026), as on the home page.
  const finalValues = [`${claims.experienceYears}+`, String(foundedYear), '3', '24/7'];
  /** What each counter shows: a quantity's moving digits, the founding year's text. */
  const shown = (page: Page) => page.locator('#numbers [data-part="count-up-value"], #numbers [data-part="year"]');

  for (const url of ['/ueber-mich', '/en/about', '/fr/a-propos']) {
    test(`the quantities count up over 2 s once seen and end on ${finalValues.join(', ')}; the year stands (${url})`, async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-02T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-02T09:00:01Z'));
      await openPage(page, url);
      const counters = page.locator('#numbers [data-part="count-up"]');
      // three quantities count; the founding year is a year, not a counter
      await expect(counters).toHaveCount(3);
      await expect(page.locator('#numbers [data-part="year"]')).toHaveText(String(foundedYear));
      // below the fold: nothing moves before the visitor gets there
      await expect(counters.first()).toHaveAttribute('data-state', 'idle');
      await page.locator('#numbers').scrollIntoViewIfNeeded();
      await expect(page.locator('#numbers [data-part="count-up"][data-state="counting"]')).toHaveCount(3);
      await page.clock.runFor(1000);
      expect(await shown(page).allInnerTexts()).not.toEqual(finalValues);
      await page.clock.runFor(1000);
      await expect(shown(page)).toHaveText(finalValues);
      await expect(page.locator('#numbers [data-part="count-up"][data-state="done"]')).toHaveCount(3);
    });
  }

  test('the founding year shows 2016 from the first paint to the end of the count, never another year', async ({ page }) => {
    // Every text the year's element has, from the parser's first insertion on (before any paint)
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { yearTexts: string[] }).yearTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('#numbers [data-part="year"]')?.textContent;
        if (text !== undefined && text !== null && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.clock.install({ time: new Date('2026-11-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-02T09:00:01Z'));
    await openPage(page, '/en/about');
    const year = page.locator('#numbers [data-part="year"]');
    await year.scrollIntoViewIfNeeded();
    // the quantities beside it are counting, and go on to their end
    await expect(page.locator('#numbers [data-part="count-up"][data-state="counting"]')).toHaveCount(3);
    for (let elapsed = 0; elapsed < 2500; elapsed += 250) {
      await page.clock.runFor(250);
      await expect(year).toHaveText(String(foundedYear));
    }
    await expect(page.locator('#numbers [data-part="count-up"][data-state="done"]')).toHaveCount(3);
    expect(await page.evaluate(() => (window as unknown as { yearTexts: string[] }).yearTexts)).toEqual([String(foundedYear)]);
  });
});

test('the intro picture of the web app page comes through the lazy image component as responsive WebP, described in the page language', async ({ page }) => {
  await openPage(page, '/en/custom-web-application-development');
  const frame = page.locator('#intro [data-part="lazy-image"][data-image="web-app-dashboard"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-state', 'loaded');
  await expect(frame.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/images\/web-app-dashboard-480\.webp 480w/);
  await expect(frame.locator('img')).toHaveAttribute('alt', /^Illustration: a web application dashboard/);
  await expect(frame.locator('img')).toHaveAttribute('width', '1200');
});

// Issue 36: the face is a freelancer's first trust signal. A photo once the owner drops
// src/assets/images/portrait.jpg, a drawing until then, and the description says which.
const portraitAlt = imageTable.portrait.illustration
  ? { '/ueber-mich': 'Illustriertes Porträt von Jan Petersen', '/en/about': 'Illustrated portrait of Jan Petersen', '/fr/a-propos': 'Portrait illustré de Jan Petersen' }
  : { '/ueber-mich': 'Porträt von Jan Petersen', '/en/about': 'Portrait of Jan Petersen', '/fr/a-propos': 'Portrait de Jan Petersen' };

test('the hero shows the portrait: beside the text on a wide screen, round beside the badge on a phone, described in the page language', async ({ page }) => {
  for (const [url, alt] of Object.entries(portraitAlt)) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, url);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const portrait = hero.locator('[data-part="lazy-image"][data-image="portrait"]');
    await expect(portrait).toHaveAttribute('data-state', 'loaded');
    // content, not decoration: described, and fetched first
    await expect(portrait.locator('img')).toHaveAttribute('alt', alt);
    await expect(portrait.locator('img')).toHaveAttribute('fetchpriority', 'high');
    const title = (await hero.locator('h1').boundingBox())!;
    const wide = (await portrait.boundingBox())!;
    expect(wide.x, 'right of the title').toBeGreaterThan(title.x + title.width);
    expect(wide.width / wide.height).toBeCloseTo(4 / 5, 2);
    expect(wide.width).toBeGreaterThan(300);

    await page.setViewportSize({ width: 375, height: 812 });
    const badge = hero.getByText(url === '/ueber-mich' ? 'Über mich' : url === '/en/about' ? 'About me' : 'À propos de moi', { exact: true });
    await expect.poll(async () => {
      const round = (await portrait.boundingBox())!;
      return [Math.round(round.width), Math.round(round.height)];
    }).toEqual([56, 56]);
    const round = (await portrait.boundingBox())!;
    const badgeBox = (await badge.boundingBox())!;
    expect(badgeBox.x, 'the badge beside the picture').toBeGreaterThan(round.x + round.width);
    expect(Math.abs(badgeBox.y + badgeBox.height / 2 - (round.y + round.height / 2))).toBeLessThan(2);
    expect((await hero.locator('h1').boundingBox())!.y).toBeGreaterThan(round.y + round.height);
  }
});
