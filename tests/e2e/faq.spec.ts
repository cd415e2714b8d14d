import type { Locator, Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { type FaqModelEvent, faqAccordionTestModel, faqModelOpenItem } from '../model/faqAccordion.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

const faq = (page: Page) => page.locator('[data-part="faq"]').first();
const questions = (page: Page) => faq(page).locator('[data-part="faq-item"] button');
/** Answers a visitor can see (collapsed ones stay in the DOM, hidden until found). */
const answers = (page: Page) => faq(page).locator('[role="region"]:visible');
const item = (page: Page, which: 'first' | 'second') => faq(page).locator('[data-part="faq-item"]').nth(which === 'first' ? 0 : 1);

/** Performs a model event on the real page: a click on the question, or the browser's find-in-page reaching the answer. */
async function perform(page: Page, event: FaqModelEvent) {
  const which = event.type.endsWith('FIRST') ? 'first' : 'second';
  if (event.type.startsWith('TOGGLE')) return item(page, which).getByRole('button').click();
  // What Chromium fires when find-in-page or a text fragment matches text in a hidden="until-found" answer.
  return item(page, which)
    .locator('[role="region"]')
    .evaluate((region) => region.dispatchEvent(new Event('beforematch')));
}

async function expectOnlyOpen(page: Page, open: 'first' | 'second' | null) {
  const count = await questions(page).count();
  for (let index = 0; index < count; index++) {
    const isOpen = (open === 'first' && index === 0) || (open === 'second' && index === 1);
    await expect(questions(page).nth(index)).toHaveAttribute('aria-expanded', String(isOpen));
    await expect(faq(page).locator('[data-part="faq-item"]').nth(index).locator('[role="region"]')).toBeVisible({ visible: isOpen });
  }
}

test.describe('FAQ accordion, driven by the paths of its test model', () => {
  for (const path of browserModelPaths(faqAccordionTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await openPage(page, '/en/about');
      await expectOnlyOpen(page, faqModelOpenItem[path.initialState]!);
      for (const step of path.steps) {
        await perform(page, step.event as FaqModelEvent);
        expect(step.state in faqModelOpenItem, `assertion for ${step.state}`).toBe(true);
        await expectOnlyOpen(page, faqModelOpenItem[step.state]!);
      }
    });
  }
});

async function expectWiring(button: Locator, page: Page) {
  const regionId = await button.getAttribute('aria-controls');
  expect(regionId).toBeTruthy();
  const region = page.locator(`[id="${regionId}"]`);
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('aria-labelledby', (await button.getAttribute('id'))!);
  return region;
}

for (const url of ['/ueber-mich', '/en/about', '/fr/a-propos']) {
  test(`${url}: questions are buttons in headings, each controlling a region labelled by it`, async ({ page }) => {
    await openPage(page, url);
    await expect(questions(page)).toHaveCount(5);
    for (const button of await questions(page).all()) {
      await expect(button.locator('xpath=..')).toHaveJSProperty('tagName', 'H3');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = await expectWiring(button, page);
      await expect(region).toBeHidden();
      // the region's accessible name is the question
      await expect(page.getByRole('region', { name: (await button.innerText()).trim(), includeHidden: true })).toHaveCount(1);
    }
  });
}

test('works with the keyboard alone: Enter and Space toggle, one answer open at a time', async ({ page }) => {
  await openPage(page, '/en/about');
  const [first, second] = [questions(page).nth(0), questions(page).nth(1)];
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answers(page).nth(0)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answers(page)).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // Tab from the open question passes nothing focusable in the answer and reaches the next question
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).toHaveAttribute('aria-labelledby', (await second.getAttribute('id'))!);
});

test('passes axe with every answer closed and with one open', async ({ page }) => {
  await openPage(page, '/en/about');
  expect(await accessibilityViolations(page, '[data-part="faq"]')).toEqual([]);
  await questions(page).nth(2).click();
  expect(await accessibilityViolations(page, '[data-part="faq"]')).toEqual([]);
});

test('collapsed answers are hidden until found, so find-in-page can reach them', async ({ page }) => {
  await openPage(page, '/en/about');
  await expect(answers(page)).toHaveCount(0);
  const regions = faq(page).locator('[role="region"]');
  for (const region of await regions.all()) await expect(region).toHaveAttribute('hidden', 'until-found');
  await questions(page).nth(0).click();
  await expect(regions.nth(0)).not.toHaveAttribute('hidden');
  await questions(page).nth(0).click();
  await expect(regions.nth(0)).toHaveAttribute('hidden', 'until-found');
});

test('every answer is in the prerendered HTML and visible without JavaScript', async ({ browser, request }) => {
  const html = await (await request.get('/en/about')).text();
  expect(html).toContain('With a free 30-minute initial consultation.');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/about');
  const regions = faq(page).locator('[role="region"]');
  await expect(regions).toHaveCount(5);
  for (const region of await regions.all()) await expect(region).toBeVisible();
  await context.close();
});

test('the about page carries its FAQ as FAQPage structured data, in the page language', async ({ request }) => {
  for (const [url, question] of [
    ['/ueber-mich', 'Für wen arbeiten Sie?'],
    ['/en/about', 'Who do you work for?'],
    ['/fr/a-propos', 'Pour qui travaillez-vous\u00a0?'],
  ] as const) {
    const html = await (await request.get(url)).text();
    const graph = (JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!) as {
      '@graph': Array<Record<string, unknown>>;
    })['@graph'];
    expect(graph.find((node) => String(node['@id']).endsWith('#webpage'))!['@type']).toBe('AboutPage');
    const faqNode = graph.find((node) => node['@type'] === 'FAQPage') as { mainEntity: Array<Record<string, unknown>> };
    expect(faqNode.mainEntity).toHaveLength(5);
    expect(faqNode.mainEntity[0]).toMatchObject({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer' } });
  }
});
