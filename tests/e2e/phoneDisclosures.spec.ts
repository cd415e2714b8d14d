import { accessibilityViolations, expect, openPage, test } from './fixtures';

/*
 * Issue 36: on a phone, the home, web application and about pages show summaries first and keep
 * their depth behind native disclosures (`<details>`), in the HTML; from a tablet's width on, the
 * same disclosures show their text as if open, and their summaries are gone
 * (components/Disclosure/disclosure.module.css, openWide). A link to a card opens it.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1440, height: 900 };

/** One disclosure per page part: its section, its summary's words and words of the text behind it. */
const disclosures = [
  { path: '/en/', section: '#services', summary: 'What’s included', text: 'Clean code and technical SEO' },
  { path: '/en/', section: '#why-me', summary: 'One contact, no middlemen', text: 'You speak directly to the person who does the work' },
  { path: '/en/', section: '#benefits', summary: 'More visibility on Google', text: 'Appear for the searches your customers actually make' },
  { path: '/en/', section: '#process', summary: 'Analysis and strategy', text: 'We clarify your goals' },
  { path: '/en/custom-web-application-development', section: '#benefits', summary: 'Fits your processes exactly', text: 'The software follows the way your team works' },
  { path: '/en/custom-web-application-development', section: '#application-types', summary: 'Customer portals', text: 'Orders, documents, tickets and invoices' },
  { path: '/en/custom-web-application-development', section: '#process', summary: 'Discovery workshop', text: 'We look at your processes, users and goals' },
  { path: '/en/about', section: '#education', summary: 'Online marketing certificate', text: 'Certified training in online marketing' },
  { path: '/en/about', section: '#values', summary: 'Rugby player', text: 'Rugby teaches you to play for the team' },
] as const;

for (const { path, section, summary, text } of disclosures) {
  test.describe(`${path} ${section}: “${summary}”`, () => {
    test('on a phone, its text waits in the HTML behind the summary, which opens it', async ({ page }) => {
      await page.setViewportSize(phone);
      await openPage(page, path);
      const details = page.locator(`${section} details`).filter({ has: page.locator('summary', { hasText: summary }), hasText: text });
      await expect(details).toHaveCount(1);
      const words = details.getByText(text);
      await expect(words).toBeAttached();
      await expect(words).toBeHidden();
      await details.locator('summary').click();
      await expect(details).toHaveJSProperty('open', true);
      await expect(words).toBeVisible();
    });

    test('on a laptop, its text shows without a press and the summary is no control', async ({ page }) => {
      await page.setViewportSize(desktop);
      await openPage(page, path);
      const details = page.locator(`${section} details`).filter({ has: page.locator('summary', { hasText: summary }), hasText: text });
      await expect(details).toHaveJSProperty('open', false);
      await expect(details.getByText(text)).toBeVisible();
      // the summary has no box of its own (gone, or only its title) and takes no focus
      const summaryElement = details.locator('summary');
      expect(await summaryElement.evaluate((element) => element.checkVisibility())).toBe(false);
      await summaryElement.focus();
      await expect(summaryElement).not.toBeFocused();
    });
  });
}

const cardLinks = [
  { url: '/en/custom-web-application-development#benefit-privacy', card: '#benefit-privacy', text: 'Hosting in Germany', other: '#benefit-fit' },
  { url: '/en/about#value-rugby', card: '#value-rugby', text: 'Rugby teaches you to play for the team', other: '#value-trilingual' },
] as const;

for (const { url, card, text, other } of cardLinks) {
  test(`a link to a card opens it on a phone: ${url}`, async ({ page }) => {
    await page.setViewportSize(phone);
    await openPage(page, url);
    await expect(page.locator(`${card} details`)).toHaveJSProperty('open', true);
    await expect(page.locator(card).getByText(text)).toBeVisible();
    // another card stays closed
    await expect(page.locator(`${other} details`)).toHaveJSProperty('open', false);
  });
}

test('a link to a step opens it after the page has loaded (hashchange): the web application page’s #process-sprints', async ({ page }) => {
  await page.setViewportSize(phone);
  await openPage(page, '/en/custom-web-application-development');
  // The part that opens it hydrates at the first scroll, as a reader's would be
  await page.locator('#process').scrollIntoViewIfNeeded();
  await expect(page.locator('#process').locator('xpath=ancestor::site-island')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => {
    window.location.hash = 'process-sprints';
  });
  await expect(page.locator('#process-sprints details')).toHaveJSProperty('open', true);
  await expect(page.locator('#process-sprints').getByText('Every two weeks you see working software')).toBeVisible();
});

for (const path of ['/en/', '/en/custom-web-application-development', '/en/about']) {
  test(`${path} passes axe on a phone with its disclosures open`, async ({ page }) => {
    test.slow(); // a whole-page scan
    await page.setViewportSize(phone);
    await openPage(page, path);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('main details:not([name])')) details.open = true;
    });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
