import type { Page } from '@playwright/test';
import { webAppSectionIds } from '../../src/pages/webApp/sections';
import { business } from '../../src/business/profile';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { keyboardWalkThroughMain, sectionOrder, untranslatedTexts } from './support/pageChecks';

/** The pricing section's tiers (simple tool, mid-size, complex), not the list of what every project includes. */
const tiersOf = (page: Page) => page.locator('#pricing ul').first().locator(':scope > li');

/** Visible text with the no-break characters of ranges turned into plain spaces and nothing. */
const plain = (text: string) => text.replace(/\u2060/g, '').replace(/[\u00a0\u202f]/g, ' ');

const pages = [
  {
    url: '/eigene-webanwendung-erstellen-lassen',
    locale: 'de',
    contact: '/kontakt',
    fromPrice: '8.000 €',
    midSize: '15.000–40.000 €',
    topTier: 'über 40.000 €',
    durations: ['3–5 Tage', '1–2 Wochen', '2–5 Tage', '2–20 Wochen', '3–5 Tage', '3 Monate'],
    tiers: ['4–6 Wochen', '8–16 Wochen', '3–6 Monate'],
  },
  {
    url: '/en/custom-web-application-development',
    locale: 'en',
    contact: '/en/contact',
    fromPrice: '€8,000',
    midSize: '€15,000–€40,000',
    topTier: 'more than €40,000',
    durations: ['3–5 days', '1–2 weeks', '2–5 days', '2–20 weeks', '3–5 days', '3 months'],
    tiers: ['4–6 weeks', '8–16 weeks', '3–6 months'],
  },
  {
    url: '/fr/developpement-application-web-personnalisee',
    locale: 'fr',
    contact: '/fr/contact',
    fromPrice: '8 000 €',
    midSize: '15 000–40 000 €',
    topTier: 'plus de 40 000 €',
    durations: ['3–5 jours', '1–2 semaines', '2–5 jours', '2–20 semaines', '3–5 jours', '3 mois'],
    tiers: ['4–6 semaines', '8–16 semaines', '3–6 mois'],
  },
] as const;

for (const { url, locale, contact, fromPrice, midSize, topTier, durations, tiers } of pages) {
  test.describe(`custom web application page in ${locale}`, () => {
    test('shows every section of the spec, in order, with the spec’s figures', async ({ page }) => {
      await openPage(page, url);
      expect(await sectionOrder(page)).toEqual(['page-title', ...webAppSectionIds]);
      await expect(page.locator('section[aria-labelledby="page-title"] a')).toHaveAttribute('href', contact);
      expect(plain(await page.locator('section[aria-labelledby="page-title"]').innerText())).toContain(fromPrice);
      await expect(page.locator('#benefits li')).toHaveCount(6);
      await expect(page.locator('#application-types li')).toHaveCount(6);
      // six steps, each with a real duration (not "step number + -2 weeks")
      const steps = page.locator('#process ol > li');
      await expect(steps).toHaveCount(6);
      for (const [index, duration] of durations.entries()) {
        expect(plain(await steps.nth(index).locator('dd').first().innerText())).toBe(duration);
      }
      await expect(page.locator('#technology h3')).toHaveCount(4);
      const pricing = plain(await page.locator('#pricing').innerText());
      for (const figure of [fromPrice, midSize, topTier, ...tiers]) expect(pricing).toContain(figure);
      // the top tier costs more than the tier below reaches (not a "five-figure budget", which reads as less)
      expect(plain(await tiersOf(page).last().innerText())).toContain(topTier);
      await expect(page.locator('#faq [data-part="faq-item"]')).toHaveCount(8);
      // call to action with contact page, phone and e-mail
      const cta = page.locator('#contact-section');
      await expect(cta.locator(`a[href="${contact}"]`)).toHaveCount(1);
      await expect(cta.locator(`a[href="tel:${business.phone}"]`)).toHaveCount(1);
      await expect(cta.locator(`a[href="mailto:${business.email}"]`)).toHaveCount(1);
    });

    test('every FAQ answer is complete and carries the page’s figures', async ({ page }) => {
      await openPage(page, url);
      const answers = page.locator('#faq [role="region"]');
      for (let index = 0; index < 8; index++) {
        await page.locator('#faq [data-part="faq-item"] summary').nth(index).click();
        // one answer open at a time
        await expect(page.locator('#faq [role="region"]:visible')).toHaveCount(1);
        const text = plain(await answers.nth(index).innerText());
        expect(text.length, `answer ${index + 1}`).toBeGreaterThan(120);
        expect(text).not.toMatch(/[{}]/);
      }
      const all = plain(await page.locator('#faq').evaluate((element) => element.textContent ?? ''));
      expect(all).toContain(fromPrice);
      expect(all).toContain(midSize);
    });

    test('structured data: a Service with a net EUR offer and the FAQ', async ({ request }) => {
      const html = await (await request.get(url)).text();
      const graph = (JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!) as {
        '@graph': Array<Record<string, unknown>>;
      })['@graph'];
      const service = graph.find((node) => node['@type'] === 'Service') as { provider: unknown; offers: unknown };
      expect(service).toBeDefined();
      expect(service.provider).toEqual({ '@id': expect.stringContaining('#business') });
      expect(service.offers).toMatchObject({
        '@type': 'Offer',
        price: 8000,
        priceCurrency: 'EUR',
        priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'EUR', minPrice: 8000, valueAddedTaxIncluded: false },
      });
      const faq = graph.find((node) => node['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
      expect(faq.mainEntity).toHaveLength(8);
      for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text).not.toMatch(/[{}]/);
    });

    test('on a phone, the mid-size range stays on one line', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, url);
      const price = tiersOf(page).nth(1).locator('p').first();
      await price.scrollIntoViewIfNeeded();
      expect(plain(await price.innerText())).toBe(midSize);
      const { height, lineHeight } = await price.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    });

    if (locale !== 'en') {
      test('has no English text left', async ({ page }) => {
        expect(
          await untranslatedTexts(page, '/en/custom-web-application-development', url, [/^(React|TypeScript|Vite|Node\.js|PostgreSQL|Docker)/, /WCAG|OWASP/, /^\+[\d ]+$/]),
        ).toEqual([]);
      });
    }
  });
}

test('a keyboard alone reaches every control of the web application page, each visibly focused', async ({ page }) => {
  await openPage(page, '/en/custom-web-application-development');
  const visited = await keyboardWalkThroughMain(page);
  expect(visited[0]).toBe('Discuss your project');
  expect(visited).toContain('What does a custom web application cost?');
  expect(visited).toContain('Do I need a finished specification to get started?');
  expect(visited).toContain('Request a free consultation');
  expect(visited.some((text) => text.includes(business.email))).toBe(true);
});

test('the web application page passes axe with an answer open', async ({ page }) => {
  await openPage(page, '/eigene-webanwendung-erstellen-lassen');
  await page.locator('#faq summary').nth(4).click();
  expect(await accessibilityViolations(page)).toEqual([]);
});
