import { business } from '../../src/business/profile';
import { expect, openPage, test } from './fixtures';

const languages = ['de', 'en', 'fr'] as const;
type Language = (typeof languages)[number];

const august2025: Record<Language, string> = { de: 'August 2025', en: 'August 2025', fr: 'août 2025' };

const pages = {
  privacy: { paths: { de: '/datenschutz', en: '/en/privacy', fr: '/fr/confidentialite' }, sections: 8 },
  imprint: { paths: { de: '/impressum', en: '/en/imprint', fr: '/fr/mentions-legales' }, sections: 8 },
  terms: { paths: { de: '/agb', en: '/en/terms', fr: '/fr/conditions' }, sections: 9 },
  accessibility: { paths: { de: '/barrierefreiheit', en: '/en/accessibility', fr: '/fr/accessibilite' }, sections: 7 },
};

const sections = (page: import('@playwright/test').Page) => page.locator('main section[id]');

type PageName = keyof typeof pages;
type Page = import('@playwright/test').Page;

/** What each page says beyond its sections (spec section 2), checked on the same visit. */
const pageFacts: Record<PageName, (page: Page, language: Language) => Promise<void>> = {
  privacy: async (page, language) => {
    // dated August 2025, server logs kept 7 days, no cookies
    await expect(page.locator('main')).toContainText(august2025[language]);
    await expect(sections(page).filter({ hasText: /\b7\b/ }).first()).toBeVisible();
  },
  imprint: async () => {},
  terms: async (page, language) => {
    // paragraph signs, status August 2025, payment within 10 days
    await expect(page.locator('main')).toContainText(august2025[language]);
    for (let number = 1; number <= 9; number++) {
      await expect(sections(page).nth(number - 1).locator('h2')).toContainText(`§ ${number}`);
    }
    await expect(sections(page).nth(3)).toContainText(/\b10\b/);
  },
  accessibility: async (page, language) => {
    // German badge marked lang="de", dates, 5 working days, enforcement link
    const badge = page.locator('main p[lang="de"]').first();
    await expect(badge).toHaveText('Barrierefreiheit');
    await expect(page.locator('main')).toContainText({ de: '20. Januar 2025', en: 'January 20, 2025', fr: '20 janvier 2025' }[language]);
    await expect(page.locator('main')).toContainText({ de: 'Januar 2025', en: 'January 2025', fr: 'janvier 2025' }[language]);
    // the 5 working days are the deadline for accessibility feedback, said as such (the site's reply promise is 24 hours)
    await expect(page.locator('main')).toContainText(
      {
        de: 'Rückmeldungen zur Barrierefreiheit beantworte ich innerhalb von 5 Arbeitstagen.',
        en: 'I answer feedback on accessibility within 5 working days.',
        fr: 'Je réponds aux retours sur l’accessibilité dans un délai de 5 jours ouvrés.',
      }[language],
    );
    await expect(page.locator(`main a[href="mailto:${business.accessibilityEmail}"]`)).toBeVisible();
    await expect(page.locator('main a[target="_blank"]')).not.toHaveCount(0);
  },
};

/** External links open in a new tab, safely, and say so; the imprint, accessibility and privacy pages have some. */
async function expectSafeExternalLinks(page: Page, path: string, required: boolean) {
  const external = page.locator('main a[href^="http"]');
  const count = await external.count();
  if (required) expect(count, `${path} has external links`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const link = external.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.locator('.visually-hidden').textContent()).toMatch(/\S/);
  }
}

// One visit per page and language checks everything the page must say.
for (const language of languages) {
  test.describe(`legal pages in ${language}`, () => {
    for (const [name, { paths, sections: count }] of Object.entries(pages) as Array<[PageName, (typeof pages)[PageName]]>) {
      test(`${name}: ${count} headed sections, a contact block with mail and phone links, its facts, safe external links`, async ({ page }) => {
        await openPage(page, paths[language]);
        await expect(sections(page)).toHaveCount(count);
        for (let index = 0; index < count; index++) {
          await expect(sections(page).nth(index).locator('h2')).toHaveCount(1);
          expect((await sections(page).nth(index).locator('p').count()) > 0).toBe(true);
        }
        const email = name === 'accessibility' ? business.accessibilityEmail : business.email;
        await expect(page.locator(`main a[href="mailto:${email}"]`).first()).toBeVisible();
        await expect(page.locator(`main a[href="tel:${business.phone}"]`).first()).toBeVisible();
        await pageFacts[name](page, language);
        await expectSafeExternalLinks(page, paths[language], name !== 'terms');
      });
    }
  });
}

test('the text below the hero is static: its code and catalog load only when touched, or for a client-side navigation, which shows it whole', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await openPage(page, '/datenschutz');
  const body = page.locator('site-island').filter({ has: page.locator('#controller-title') });
  const code = (await body.getAttribute('data-island-code'))!.split(' ');
  expect(code.some((url) => /\/assets\/LegalBody-/.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => code.includes(url))).toEqual([]);
  const before = await page.locator('main').innerHTML();
  await page.locator('#controller p').first().click();
  await expect(body).toHaveAttribute('data-hydrated', '');
  // the same text, now live: nothing re-rendered differently
  expect((await page.locator('main').innerHTML()).replace(' data-hydrated=""', '')).toBe(before);
  await openPage(page, '/fr/');
  await page.locator('footer').getByRole('link', { name: /confidentialité/i }).first().click();
  await expect(page.locator('#controller-title')).toHaveText('1. Responsable du traitement');
  await expect(sections(page)).toHaveCount(pages.privacy.sections);
});
