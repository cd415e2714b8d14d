import type { Locator, Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { type FaqModelEvent, faqAccordionTestModel, faqHydratedOpenItem, faqModelOpenItem } from '../model/faqAccordion.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { holdRequests } from './support/holdRequests';

const faq = (page: Page) => page.locator('[data-part="faq"]').first();
const items = (page: Page) => faq(page).locator('details[data-part="faq-item"]');
const questions = (page: Page) => items(page).locator('summary');
/** Answers a visitor can see (closed ones stay in the DOM, found by find-in-page). */
const answers = (page: Page) => faq(page).locator('[role="region"]:visible');
const item = (page: Page, which: 'first' | 'second') => items(page).nth(which === 'first' ? 0 : 1);

/**
 * Performs a model event on the real page. The FAQ's code is held back until the HYDRATED_*
 * event (`releaseCode`): before it, a press on a question is the browser's (`<details name>`).
 */
async function perform(page: Page, event: FaqModelEvent, releaseCode: () => void) {
  if (event.type.startsWith('HYDRATED')) {
    const which = faqHydratedOpenItem[event.type];
    await faq(page).scrollIntoViewIfNeeded(); // its code is requested now, and held
    if (which) {
      await item(page, which).locator('summary').click();
      await expect(item(page, which)).toHaveAttribute('open'); // no code needed
    }
    releaseCode();
    return expect(faq(page)).not.toHaveAttribute('data-state', 'hydrating');
  }
  const which = event.type.endsWith('FIRST') ? 'first' : 'second';
  if (event.type.startsWith('TOGGLE')) return item(page, which).locator('summary').click();
  // What Chromium's find-in-page (or a text fragment) does when it matches text in a closed answer:
  // it sets `open` on the <details> (the ancestor-revealing steps), which fires `toggle`.
  return item(page, which).evaluate((details) => ((details as HTMLDetailsElement).open = true));
}

async function expectOnlyOpen(page: Page, open: 'first' | 'second' | null) {
  const count = await items(page).count();
  for (let index = 0; index < count; index++) {
    const isOpen = (open === 'first' && index === 0) || (open === 'second' && index === 1);
    await expect(items(page).nth(index)).toHaveJSProperty('open', isOpen);
    await expect(items(page).nth(index).locator('[role="region"]')).toBeVisible({ visible: isOpen });
  }
}

test.describe('FAQ accordion, driven by the paths of its test model', () => {
  for (const path of browserModelPaths(faqAccordionTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      const releaseCode = await holdRequests(page, '**/assets/Faq-*.js');
      await openPage(page, '/en/about');
      await expect(faq(page)).toHaveAttribute('data-state', 'hydrating');
      await expectOnlyOpen(page, faqModelOpenItem[path.initialState]!);
      for (const step of path.steps) {
        await perform(page, step.event as FaqModelEvent, releaseCode);
        expect(step.state in faqModelOpenItem, `assertion for ${step.state}`).toBe(true);
        await expectOnlyOpen(page, faqModelOpenItem[step.state]!);
      }
    });
  }
});

async function expectWiring(question: Locator, page: Page) {
  const region = question.locator('xpath=following-sibling::*[1]');
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAttribute('aria-labelledby', (await question.getAttribute('id'))!);
  expect(await page.locator(`[id="${await question.getAttribute('id')}"]`).count()).toBe(1);
  return region;
}

for (const url of ['/ueber-mich', '/en/about', '/fr/a-propos']) {
  test(`${url}: questions are headings in the summaries of one exclusive <details> group, each answer a region labelled by it`, async ({ page }) => {
    await openPage(page, url);
    await expect(questions(page)).toHaveCount(5);
    const names = await items(page).evaluateAll((all) => all.map((details) => details.getAttribute('name')));
    expect(new Set(names).size, 'one group').toBe(1);
    expect(names[0]).toBeTruthy();
    for (const question of await questions(page).all()) {
      await expect(question.locator('h3')).toHaveCount(1);
      await expect(question.locator('xpath=..')).toHaveJSProperty('open', false);
      const region = await expectWiring(question, page);
      await expect(region).toBeHidden();
      // the region's accessible name is the question
      await expect(page.getByRole('region', { name: (await question.textContent())!.trim(), includeHidden: true })).toHaveCount(1);
    }
  });
}

test('works with the keyboard alone: Enter and Space toggle, one answer open at a time', async ({ page }) => {
  await openPage(page, '/en/about');
  const [first, second] = [questions(page).nth(0), questions(page).nth(1)];
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(items(page).nth(0)).toHaveJSProperty('open', true);
  await expect(answers(page).nth(0)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(items(page).nth(0)).toHaveJSProperty('open', false);
  await expect(answers(page)).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(items(page).nth(0)).toHaveJSProperty('open', true);
  // Tab from the open question passes nothing focusable in the answer and reaches the next question
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items(page).nth(1)).toHaveJSProperty('open', true);
  await expect(items(page).nth(0)).toHaveJSProperty('open', false);
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).toHaveAttribute('aria-labelledby', (await second.getAttribute('id'))!);
});

test('passes axe with every answer closed and with one open', async ({ page }) => {
  await openPage(page, '/en/about');
  expect(await accessibilityViolations(page, '[data-part="faq"]')).toEqual([]);
  await questions(page).nth(2).click();
  expect(await accessibilityViolations(page, '[data-part="faq"]')).toEqual([]);
});

test('the open answer is the machine’s: the chevron and the border follow it, and what find-in-page opens becomes the one open answer', async ({ page }) => {
  await openPage(page, '/en/about');
  await questions(page).nth(0).click();
  await expect(faq(page)).toHaveAttribute('data-state', 'oneOpen');
  await expect(items(page).nth(0).locator('[data-state="open"]')).toHaveCount(1); // the chevron
  // find-in-page reaches the third answer: the browser opens it, and the accordion follows (one open)
  await items(page).nth(2).evaluate((details) => ((details as HTMLDetailsElement).open = true));
  await expect(items(page).nth(0)).toHaveJSProperty('open', false);
  await expect(items(page).nth(2).locator('[data-state="open"]')).toHaveCount(1);
  // and a press on it now closes it: the machine knew it was open
  await questions(page).nth(2).click();
  await expect(faq(page)).toHaveAttribute('data-state', 'allClosed');
  await expect(answers(page)).toHaveCount(0);
});

test('without JavaScript, every answer is in the page and each question opens it, one at a time', async ({ browser, request }) => {
  const html = await (await request.get('/en/about')).text();
  expect(html).toContain('With a free 30-minute initial consultation.');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/about');
  await expect(items(page)).toHaveCount(5);
  await questions(page).nth(0).click();
  await expect(answers(page)).toHaveCount(1);
  await questions(page).nth(1).click();
  await expect(answers(page)).toHaveCount(1);
  await expect(items(page).nth(1)).toHaveJSProperty('open', true);
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
