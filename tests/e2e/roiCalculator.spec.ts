import type { Page } from '@playwright/test';
import { type RoiInputs, type RoiNumberField, calculateRoi, roiInputsToQuery, roiNumberFields, roiServiceTerms } from '../../src/business/roi';
import { browserModelPaths } from '../support/modelTest';
import { type RoiModelEvent, type RoiModelInputSet, roiModelInputSets, roiTestModel } from '../model/roiCalculator.model';
import { expect, test } from './fixtures';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { openOnPausedClock } from './support/pauseClock';

/**
 * The ROI calculator on the services page (issue 14): its test model's tours
 * with the real fields and `page.clock` for the 800 ms calculation, in German,
 * English and French, with axe in every state; the validation list; the
 * results and the success notice; a result mirrored into the address and a
 * shared link that reopens it; the keyboard alone.
 */
const pages = [
  {
    locale: 'de',
    url: '/leistungen',
    tag: 'de-DE',
    success: 'Es lohnt sich',
    errorTitle: 'Bitte prüfen Sie Ihre Angaben:',
    note: 'typische Wirkungen dieser Leistung in bisherigen Projekten, kein Versprechen',
    assumed: '(hier angenommen)',
  },
  {
    locale: 'en',
    url: '/en/services',
    tag: 'en-US',
    success: 'Worth it',
    errorTitle: 'Please check your figures:',
    note: 'typical effects of this service in past projects, not a promise',
    assumed: '(assumed here)',
  },
  {
    locale: 'fr',
    url: '/fr/services',
    tag: 'fr-FR',
    success: 'Rentable',
    errorTitle: 'Veuillez vérifier vos chiffres',
    note: 'effets typiques de ce service dans des projets passés, pas une promesse',
    assumed: '(hypothèse retenue ici)',
  },
] as const;
type Labels = (typeof pages)[number];

const calculator = (page: Page) => page.locator('[data-part="roi-calculator"]');
const field = (page: Page, name: RoiNumberField) => page.locator(`#roi-${name}`);
const service = (page: Page, type: string) => calculator(page).locator(`input[name="roi-service"][value="${type}"]`);
const calculateButton = (page: Page) => page.locator('[data-part="roi-calculate"]');
const errorItems = (page: Page) => page.locator('[data-part="roi-errors"] li');
const result = (page: Page) => page.locator('[data-part="roi-result"]');
const figure = (page: Page, name: string) => result(page).locator(`[data-figure="${name}"] dd`);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

const euro = (tag: string, amount: number) =>
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount).replace(/[\u00a0\u202f]/g, ' ');
const text = async (page: Page, name: string) => (await figure(page, name).innerText()).replace(/[\u00a0\u202f]/g, ' ');
const headline = (page: Page) => result(page).locator('[data-part="roi-headline"]');
const assumptions = (page: Page) => result(page).locator('[data-part="roi-assumptions"]');
const months = (tag: string, value: number) =>
  new Intl.NumberFormat(tag, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }).format(value).replace(/[\u00a0\u202f]/g, ' ');
/** The multipliers as the language writes them: 2.8 (en), 2,8 (de, fr). */
const factor = (tag: string, value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);

/** Opens the page on a paused fake clock, with the calculator on screen and its section revealed. */
async function openCalculator(page: Page, url: string) {
  await openOnPausedClock(page, url);
  await calculator(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(1000); // scroll reveals settle
}

async function enter(page: Page, inputs: RoiInputs) {
  for (const name of roiNumberFields) await field(page, name).fill(String(inputs[name]));
  await service(page, inputs.serviceType).check();
}

async function expectInputs(page: Page, inputs: RoiInputs) {
  for (const name of roiNumberFields) await expect(field(page, name)).toHaveValue(String(inputs[name]));
  await expect(service(page, inputs.serviceType)).toBeChecked();
}

/** The result of `inputs` on screen: the machine's figures, formatted for the language, and the success notice when it applies. */
async function expectResult(page: Page, inputs: RoiInputs, labels: Labels) {
  await expect(calculator(page)).toHaveAttribute('data-state', 'result');
  const expected = calculateRoi(inputs);
  // the headline (issue 27): additional revenue and profit after the cost over 12 months, and the payback period; no percentage
  expect(await headline(page).locator('[data-figure]').evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-figure')))).toEqual([
    'totalValue',
    'netProfitFirstYear',
    'paybackPeriod',
  ]);
  expect(await text(page, 'totalValue')).toBe(euro(labels.tag, expected.totalValue));
  expect(await text(page, 'netProfitFirstYear')).toBe(euro(labels.tag, expected.netProfitFirstYear));
  expect(await text(page, 'paybackPeriod')).toContain(months(labels.tag, expected.paybackPeriod));
  await expect(headline(page)).not.toContainText('%');
  // a percentage above 1,000 % is never set as large as a headline figure
  const figureSizes = await result(page)
    .locator('dd')
    .evaluateAll((dds) => dds.map((dd) => ({ value: dd.textContent ?? '', px: parseFloat(getComputedStyle(dd).fontSize) })));
  const headlinePx = figureSizes.find(({ value }) => value.replace(/[\u00a0\u202f]/g, ' ') === euro(labels.tag, expected.totalValue))!.px;
  for (const { value, px } of figureSizes.filter(({ value }) => value.includes('%') && Number(value.replace(/\D/g, '')) > 1000)) {
    expect(px, `${value} is set smaller than the headline`).toBeLessThan(headlinePx * 0.6);
  }
  expect(await text(page, 'additionalRevenue')).toBe(euro(labels.tag, expected.additionalRevenue));
  expect(await text(page, 'monthlyProfit')).toBe(euro(labels.tag, expected.monthlyProfit));
  await expect(result(page).locator('[data-part="roi-success"]')).toHaveCount(expected.profitableFirstYear ? 1 : 0);
  if (expected.profitableFirstYear) await expect(result(page).locator('[data-part="roi-success"]')).toContainText(labels.success);
  // the assumptions beside the result: the service's factors, the time to effect, the cost and what it is, and that it is no promise
  const terms = roiServiceTerms[inputs.serviceType];
  await expect(assumptions(page).locator('ul li')).toHaveCount(4);
  await expect(assumptions(page).locator('li').nth(0)).toContainText(`×${factor(labels.tag, terms.trafficMultiplier)}`);
  await expect(assumptions(page).locator('li').nth(1)).toContainText(`×${factor(labels.tag, terms.conversionMultiplier)}`);
  await expect(assumptions(page).locator('li').nth(2)).toContainText(String(terms.monthsUntilEffect));
  expect((await assumptions(page).locator('li').nth(3).innerText()).replace(/[\u00a0\u202f]/g, ' ')).toContain(euro(labels.tag, terms.cost.eur));
  if (inputs.serviceType !== 'google-ads') await expect(assumptions(page).locator('li').nth(3)).toContainText(labels.assumed);
  await expect(assumptions(page)).toContainText(labels.note);
  // the result is in the address, for sharing; the canonical link stays the page's own
  expect(new URL(page.url()).search).toBe(`?${roiInputsToQuery(inputs)}`);
  expect(new URL(page.url()).hash).toBe('#roi-calculator');
}

/** Page time spent in the current calculation so far (axe scans move it a little). */
let calculatingForMs = 0;

/** Performs a model event on the page. */
async function perform(page: Page, event: RoiModelEvent) {
  switch (event.type) {
    case 'ENTER':
      return enter(page, roiModelInputSets[event.set] as RoiInputs);
    case 'CALCULATE':
      await calculateButton(page).click();
      await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
      calculatingForMs = 0;
      return;
    case 'EIGHT_HUNDRED_MS_PASS':
      // not a moment early
      await page.clock.runFor(799 - calculatingForMs);
      await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
      return page.clock.runFor(1);
  }
}

async function expectState(page: Page, key: string, labels: Labels, canonicalUrl: string) {
  const [state, set] = key.split('.') as ['idle' | 'calculating' | 'result', RoiModelInputSet];
  const inputs = roiModelInputSets[set] as RoiInputs;
  await expectInputs(page, inputs);
  expect(await canonical(page)).toBe(canonicalUrl);
  if (state === 'result') return expectResult(page, inputs, labels);
  await expect(calculator(page)).toHaveAttribute('data-state', state);
  await expect(result(page)).toHaveCount(0);
  if (state === 'calculating') {
    await expect(calculateButton(page)).toBeDisabled();
    await expect(calculateButton(page)).toHaveAttribute('aria-busy', 'true');
    return;
  }
  // idle: no result, so nothing to share
  expect(new URL(page.url()).search).toBe('');
  const errors = { conversionTooHigh: 1, inconsistent: 1 }[set as string] ?? 0;
  await expect(errorItems(page)).toHaveCount(errors);
  await expect(calculateButton(page)).toBeEnabled({ enabled: errors === 0 });
  if (errors) await expect(page.locator('[data-part="roi-errors"]')).toContainText(labels.errorTitle);
  if (set === 'conversionTooHigh') await expect(field(page, 'conversionRate')).toHaveAttribute('aria-invalid', 'true');
  if (set === 'inconsistent') {
    for (const name of ['monthlyVisitors', 'conversionRate', 'averageOrderValue'] as const) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  }
}

/** What axe sees: the state, the kind of inputs (valid, or which error) and whether the result is a success. */
const scanned = new Set<string>();

test.describe('ROI calculator, driven by the tours of its test model', () => {
  const tours = browserModelPaths(roiTestModel);
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps), axe in every state`, async ({ page }) => {
      test.slow(); // up to 26 steps, and axe scans
      await openCalculator(page, labels.url);
      const canonicalUrl = (await canonical(page))!;
      expect(canonicalUrl).toMatch(new RegExp(`${labels.url}$`));
      const scan = async (key: string) => {
        const kind = key.startsWith('calculating') ? 'calculating' : key;
        if (scanned.has(kind)) return;
        scanned.add(kind);
        const { violations, movedMs } = await axeOnPausedClock(page, '#roi-calculator');
        expect(violations, key).toEqual([]);
        calculatingForMs += movedMs;
        expect(calculatingForMs, 'the scan left the calculation time to run').toBeLessThan(700);
      };
      await expectState(page, tour.initialState, labels, canonicalUrl);
      await scan(tour.initialState);
      for (const step of tour.steps) {
        await perform(page, step.event);
        await expectState(page, step.state, labels, canonicalUrl);
        await scan(step.state);
      }
    });
  }
});

test('a shared link reopens its calculation after 800 ms (en), and the canonical link stays the page’s own', async ({ page }) => {
  const shared: RoiInputs = { monthlyRevenue: 24000, monthlyVisitors: 6000, conversionRate: 1.5, averageOrderValue: 250, serviceType: 'seo-retainer' };
  await openOnPausedClock(page, `/en/services?${roiInputsToQuery(shared)}#roi-calculator`);
  await page.clock.runFor(200); // the page moves to the calculator (scroll restoration's 100 ms), which then hydrates
  await expect(calculator(page)).toHaveAttribute('data-state', /calculating|result/);
  await expectInputs(page, shared);
  await page.clock.runFor(800);
  await expectResult(page, shared, pages[1]);
  expect(await canonical(page)).toBe('https://www.webseo-hamburg.example/en/services');
  await expect(result(page).getByRole('heading', { level: 3 })).toHaveText('Your estimate: Monthly SEO retainer');
  // percentages and euros as English writes them
  expect(await text(page, 'conversionIncrease')).toBe('+45%');
  expect(await text(page, 'trafficIncrease')).toBe('+110%');
  // an edited input drops the result, and the address forgets it
  await field(page, 'monthlyRevenue').fill('25000');
  await expect(result(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test('keyboard only (fr): the figures, Enter to calculate, every error listed while the button is off', async ({ page }) => {
  await openCalculator(page, '/fr/services');
  await field(page, 'monthlyRevenue').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await expect(field(page, 'monthlyVisitors')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(errorItems(page)).toHaveText([
    'Le chiffre d’affaires mensuel doit être supérieur à zéro.',
    'Le nombre de visiteurs par mois doit être supérieur à zéro.',
  ]);
  await expect(calculateButton(page)).toBeDisabled();
  await page.keyboard.press('Enter'); // nothing to calculate
  await expect(calculator(page)).toHaveAttribute('data-state', 'idle');
  expect((await axeOnPausedClock(page, '#roi-calculator')).violations).toEqual([]);
  await page.keyboard.type('2000');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10000');
  await expect(errorItems(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
  await page.clock.runFor(800);
  await expectResult(page, { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500, serviceType: 'seo-website' }, pages[2]);
  expect(await text(page, 'trafficIncrease')).toBe('+180 %');
});
