import type { Locator, Page } from '@playwright/test';
import { type CompleteAdvisorAnswers, recommendServices } from '../../src/business/advisor';
import { browserModelPaths } from '../support/modelTest';
import { type ServiceAdvisorModelEvent, advisorScenario, parseAdvisorModelState, serviceAdvisorTestModel } from '../model/serviceAdvisor.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { sectionTop } from './support/pageChecks';
import { openLauncher } from './support/launcher';

/**
 * The service advisor on the services page (issue 14): its test model's tours
 * played with the real radios and buttons in German, English and French, axe
 * in every state, the keyboard alone, an answer set without a recommendation,
 * and a result's link to its service section.
 */
const pages = [
  { locale: 'de', url: '/leistungen', next: 'Weiter', recommend: 'Empfehlung anzeigen' },
  { locale: 'en', url: '/en/services', next: 'Next', recommend: 'Get Recommendation' },
  { locale: 'fr', url: '/fr/services', next: 'Suivant', recommend: 'Voir la recommandation' },
] as const;

const advisor = (page: Page) => page.locator('[data-part="service-advisor"]');
const radios = (page: Page) => advisor(page).locator('input[type="radio"]');
const backButton = (page: Page) => advisor(page).locator('[data-part="advisor-back"]');
const nextButton = (page: Page) => advisor(page).locator('[data-part="advisor-next"]');
const restartButton = (page: Page) => advisor(page).locator('[data-part="advisor-restart"]');
const legend = (page: Page, index: number) => page.locator(`#advisor-question-${index}`);
const resultsHeading = (page: Page) => page.locator('#advisor-results-title');
const recommendations = (page: Page) => advisor(page).locator('[data-service]');

const answersOf = (options: readonly string[]) => ({ 0: options[0], 1: options[1], 2: options[2], 3: options[3] }) as CompleteAdvisorAnswers;
const scenarioResults = recommendServices(answersOf(advisorScenario)).map((result) => result.serviceId);

/** Performs a model event on the page; an event the page does not offer in that state (a disabled or absent button) is checked instead. */
async function perform(page: Page, event: ServiceAdvisorModelEvent, from: string) {
  const state = parseAdvisorModelState(from);
  switch (event.type) {
    case 'ANSWER':
      if (!state) return expect(radios(page)).toHaveCount(0);
      return radios(page).and(page.locator(`[value="${advisorScenario[state.index]}"]`)).click();
    case 'NEXT':
      if (!state) return expect(nextButton(page)).toHaveCount(0);
      if (state.answered <= state.index) return expect(nextButton(page)).toBeDisabled();
      return nextButton(page).click();
    case 'BACK':
      if (!state) return expect(backButton(page)).toHaveCount(0);
      if (state.index === 0) return expect(backButton(page)).toBeDisabled();
      return backButton(page).click();
    case 'RESTART':
      if (state) return expect(restartButton(page)).toHaveCount(0);
      return restartButton(page).click();
  }
}

async function expectState(page: Page, key: string, labels: (typeof pages)[number], moved: boolean) {
  const state = parseAdvisorModelState(key);
  if (!state) {
    await expect(advisor(page)).toHaveAttribute('data-state', 'results');
    if (moved) await expect(resultsHeading(page)).toBeFocused();
    expect(await recommendations(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-service')))).toEqual(scenarioResults);
    for (const id of scenarioResults) await expect(advisor(page).locator(`[data-service="${id}"] a[href="#service-${id}"]`)).toBeVisible();
    return;
  }
  await expect(advisor(page)).toHaveAttribute('data-state', 'asking');
  await expect(legend(page, state.index)).toBeVisible();
  if (moved) await expect(legend(page, state.index)).toBeFocused();
  // answers are kept by index: the question shows its answer when it has one
  const checked = radios(page).and(page.locator(':checked'));
  if (state.answered > state.index) await expect(checked).toHaveAttribute('value', advisorScenario[state.index]!);
  else await expect(checked).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled({ enabled: state.answered > state.index });
  await expect(backButton(page)).toBeEnabled({ enabled: state.index > 0 });
  await expect(nextButton(page)).toHaveText(state.index === 3 ? labels.recommend : labels.next);
}

/**
 * What axe sees differs by the question on screen and whether it is answered (a checked radio,
 * Next enabled), or the results: each of those is scanned once (per worker), whichever tour gets there first.
 */
const scanned = new Set<string>();
const markupOf = (key: string) => {
  const state = parseAdvisorModelState(key);
  return state ? `question ${state.index}, ${state.answered > state.index ? 'answered' : 'open'}` : key;
};

test.describe('service advisor, driven by the tours of its test model', () => {
  const tours = browserModelPaths(serviceAdvisorTestModel);
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps), axe in every state`, async ({ page }) => {
      test.slow(); // up to 25 steps, and axe scans
      await openPage(page, labels.url);
      await openLauncher(page, 'service-advisor');
  await advisor(page).scrollIntoViewIfNeeded();
      const scan = async (key: string) => {
        if (scanned.has(markupOf(key))) return;
        scanned.add(markupOf(key));
        expect(await accessibilityViolations(page, '#service-advisor'), key).toEqual([]);
      };
      await expectState(page, tour.initialState, labels, false);
      await scan(tour.initialState);
      let from = tour.initialState;
      for (const step of tour.steps) {
        await perform(page, step.event, from);
        // focus moves to the new question's legend, or to the results heading, whenever the view changes
        const moved = step.state !== from && step.event.type !== 'ANSWER';
        await expectState(page, step.state, labels, moved);
        await scan(step.state);
        from = step.state;
      }
    });
  }
});

/** Tabs forward until `target` has focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 8) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only (fr): arrow keys answer, Enter goes on; answers without a match offer a consultation; restart starts over', async ({ page }) => {
  await openPage(page, '/fr/services');
  await openLauncher(page, 'service-advisor');
  await advisor(page).scrollIntoViewIfNeeded();
  // complete-solution, flexible, monthly, good-website: no rule recommends anything
  const noMatch = ['complete-solution', 'flexible', 'monthly', 'good-website'];
  expect(recommendServices(answersOf(noMatch))).toEqual([]);
  // Where a keyboard visitor arrives (as the quick quote's and calculator's keyboard tests start): a click on
  // the heading above would focus the main content (tabindex -1) and Tab would start from the page's top.
  await radios(page).first().focus();
  for (const [index, option] of noMatch.entries()) {
    await tabTo(page, radios(page).first());
    // the arrow keys move through the group and choose
    const position = await radios(page).evaluateAll((inputs, value) => inputs.findIndex((input) => (input as HTMLInputElement).value === value), option);
    if (position === 0) await page.keyboard.press('Space');
    for (let press = 0; press < position; press++) await page.keyboard.press('ArrowDown');
    await expect(radios(page).nth(position)).toBeChecked();
    await expect(radios(page).nth(position)).toBeFocused();
    await tabTo(page, nextButton(page));
    await page.keyboard.press('Enter');
    if (index < 3) await expect(legend(page, index + 1)).toBeFocused();
  }
  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toHaveText('Trouvons ensemble la bonne combinaison');
  await expect(recommendations(page)).toHaveCount(0);
  await expect(advisor(page).locator('a[href="#contact-section"]')).toHaveText('Réserver une consultation gratuite');
  expect(await accessibilityViolations(page, '#service-advisor')).toEqual([]);
  await tabTo(page, restartButton(page));
  await page.keyboard.press('Enter');
  await expect(legend(page, 0)).toBeFocused();
  await expect(radios(page).and(page.locator(':checked'))).toHaveCount(0);
});

test('a recommendation links to its service section (de)', async ({ page }) => {
  await openPage(page, '/leistungen');
  await openLauncher(page, 'service-advisor');
  await advisor(page).scrollIntoViewIfNeeded();
  for (const option of ['new-website', 'immediate', '3k-10k', 'no-website']) {
    await radios(page).and(page.locator(`[value="${option}"]`)).click();
    await nextButton(page).click();
  }
  await expect(resultsHeading(page)).toHaveText('Ihre Empfehlung');
  await expect(recommendations(page)).toHaveCount(2);
  const first = recommendations(page).first();
  await expect(first).toHaveAttribute('data-service', 'seo-web-development');
  await expect(first).toContainText('Hohe Priorität');
  await expect(first).toContainText('SEO-Website-Projekt ab 2.500 €');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/#service-seo-web-development$/);
  await expect
    .poll(() => sectionTop(page, 'service-seo-web-development'))
    .toBeLessThan(200);
});
