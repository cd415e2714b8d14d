import type { Locator, Page } from '@playwright/test';
import { packageOffers } from '../../src/business/offers';
import { type RoiInputs, calculateRoi, defaultRoiInputs, roiFees, roiInputsToQuery, roiNumberFields } from '../../src/business/roi';
import { browserModelPaths } from '../support/modelTest';
import {
  type RoiModelEvent,
  type RoiModelInputSet,
  type RoiModelValidSet,
  roiModelAssumptionSets,
  roiModelFigures,
  roiModelInputSets,
  roiTestModel,
} from '../model/roiCalculator.model';
import { expect, test } from './fixtures';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { openOnPausedClock } from './support/pauseClock';
import { openLauncher } from './support/launcher';

/**
 * The ROI calculator on the services page (issues 14 and 35): its test model's
 * tours with the real fields and radios and `page.clock` for the 800 ms
 * calculation, in German, English and French, with axe in every kind of state;
 * the validation list; the results, each figure checked against the machine's
 * and against the other figures on screen; the success notice; a result
 * mirrored into the address and a shared link (new and old) that reopens it;
 * the keyboard alone.
 */
const pages = [
  {
    locale: 'de',
    url: '/leistungen',
    tag: 'de-DE',
    success: 'Es lohnt sich',
    errorTitle: 'Bitte prüfen Sie Ihre Angaben:',
    note: 'typische Wirkung des Beraters aus bisherigen Projekten, kein Versprechen',
    legend: 'Annahmen – die typische Wirkung des Beraters, kein Versprechen',
    from: (amount: string) => `ab ${amount}`,
    website: 'Website Premium',
  },
  {
    locale: 'en',
    url: '/en/services',
    tag: 'en-US',
    success: 'Worth it',
    errorTitle: 'Please check your figures:',
    note: 'the consultant’s typical effect in past projects, not a promise',
    legend: 'Assumptions – the consultant’s typical effect, not a promise',
    from: (amount: string) => `from ${amount}`,
    website: 'Website Premium',
  },
  {
    locale: 'fr',
    url: '/fr/services',
    tag: 'fr-FR',
    success: 'Rentable',
    errorTitle: 'Veuillez vérifier vos chiffres',
    note: 'l’effet typique du consultant dans ses projets passés, pas une promesse',
    legend: 'Hypothèses – l’effet typique du consultant, pas une promesse',
    from: (amount: string) => `à partir de ${amount}`,
    website: 'Site web Premium',
  },
] as const;
type Labels = (typeof pages)[number];

const calculator = (page: Page) => page.locator('[data-part="roi-calculator"]');
const field = (page: Page, name: string) => page.locator(`#roi-${name}`);
const service = (page: Page, type: string) => calculator(page).locator(`input[name="roi-service"][value="${type}"]`);
const tier = (page: Page, name: string) => calculator(page).locator(`input[name="roi-package"][value="${name}"]`);
const calculateButton = (page: Page) => page.locator('[data-part="roi-calculate"]');
const errorItems = (page: Page) => page.locator('[data-part="roi-errors"] li');
const result = (page: Page) => page.locator('[data-part="roi-result"]');
const headlineFigure = (page: Page, name: string) => result(page).locator(`[data-part="roi-headline"] [data-figure="${name}"] dd`);
const multipleOf = (page: Page, name: string) => result(page).locator(`[data-figure="${name}"] dd`).first();
const sumOf = (page: Page, name: string) => result(page).locator(`[data-figure="${name}"] [data-part="roi-sum"]`);
const assumption = (page: Page, name: string) => result(page).locator(`[data-part="roi-assumptions"] [data-assumption="${name}"]`);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

/** Text with its no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const textOf = async (locator: Locator) => plain(await locator.innerText());

const euro = (tag: string, amount: number) =>
  plain(new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount));
const months = (tag: string, value: number) =>
  plain(new Intl.NumberFormat(tag, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 }).format(value));
/** A multiple as the page writes it: 3.9× (en), 3,9× (de, fr). */
const multiple = (tag: string, value: number) => `${plain(new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value))}×`;
const wholeNumber = (tag: string, value: number) => plain(new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(value));
/** An increase as the page writes it: +180% (en), +180 % (de, fr). */
const uplift = (tag: string, value: number) => plain(new Intl.NumberFormat(tag, { style: 'percent', signDisplay: 'exceptZero' }).format(value / 100)).replace(/^(\d)/, '+$1');

/** Whole euros read back from a figure on screen: "€600,480", "600.480 €", "-4 500 €". */
const readEuros = (text: string) => (/[-−]/.test(text) ? -1 : 1) * Number(text.replace(/\D/g, ''));
/** Every euro amount in a text, in order. */
const eurosIn = (text: string) => [...plain(text).matchAll(/-?(?:€\s?[\d.,\s]*\d|\d[\d.,\s]*\s?€)/g)].map((match) => readEuros(match[0]));

/**
 * Opens the page on a paused fake clock, with the calculator on screen, its section revealed and
 * its code running (a radio pressed before it would be the page's to replay, earlyInteractions.spec.ts).
 */
async function openCalculator(page: Page, url: string) {
  await openOnPausedClock(page, url);
  await openLauncher(page, 'roi-calculator');
  await calculator(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(1000); // scroll reveals settle
  await expect(page.locator('#roi-calculator site-island')).toHaveAttribute('data-hydrated', '');
}

async function typeNumbers(page: Page, values: Partial<Record<string, number>>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(String(value));
}

async function expectInputs(page: Page, inputs: RoiInputs) {
  for (const name of roiNumberFields) await expect(field(page, name)).toHaveValue(String(inputs[name]));
  await expect(service(page, inputs.serviceType)).toBeChecked();
  await expect(tier(page, inputs.packageTier)).toBeChecked();
}

/**
 * The result of `inputs` on screen: the machine's figures, formatted for the
 * language, each beside its label; the success notice or the plain one; what
 * the estimate assumes; the address that shares it. Then that the figures
 * agree with each other (expectResultAddsUp).
 */
async function expectResult(page: Page, inputs: RoiInputs, labels: Labels) {
  await expect(calculator(page)).toHaveAttribute('data-state', 'result');
  const expected = calculateRoi(inputs);
  const fees = roiFees(inputs.serviceType, inputs.packageTier);
  const from = fees.oneTimeFrom || fees.monthlyFrom;
  expect(await result(page).locator('[data-part="roi-headline"] [data-figure]').evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-figure')))).toEqual([
    'extraRevenueFirstYear',
    'feesFirstYear',
    'extraRevenueMinusFeesFirstYear',
    'paybackMonths',
  ]);
  expect(await textOf(headlineFigure(page, 'extraRevenueFirstYear'))).toBe(euro(labels.tag, expected.extraRevenueFirstYear));
  const feesText = euro(labels.tag, expected.feesFirstYear);
  expect(await textOf(headlineFigure(page, 'feesFirstYear'))).toBe(from ? labels.from(feesText) : feesText);
  expect(await textOf(headlineFigure(page, 'extraRevenueMinusFeesFirstYear'))).toBe(euro(labels.tag, expected.extraRevenueMinusFeesFirstYear));
  expect(await textOf(headlineFigure(page, 'paybackMonths'))).toContain(months(labels.tag, expected.paybackMonths));
  expect(await textOf(multipleOf(page, 'returnMultipleFirstYear'))).toBe(multiple(labels.tag, expected.returnMultipleFirstYear));
  expect(await textOf(multipleOf(page, 'returnMultipleMonthAtEffect'))).toBe(multiple(labels.tag, expected.returnMultipleMonthAtEffect));
  expect(await textOf(assumption(page, 'additionalRevenue'))).toContain(euro(labels.tag, expected.additionalRevenuePerMonth));
  await expect(result(page).locator('[data-part="roi-success"]')).toHaveCount(expected.coversFeesFirstYear ? 1 : 0);
  await expect(result(page).locator('[data-part="roi-notice"]')).toHaveCount(expected.coversFeesFirstYear ? 0 : 1);
  if (expected.coversFeesFirstYear) await expect(result(page).locator('[data-part="roi-success"]')).toContainText(labels.success);
  // what the estimate assumes: the visitor's own increases and time to effect, the packages by name, and that it is no promise
  expect(await textOf(assumption(page, 'traffic'))).toContain(uplift(labels.tag, inputs.trafficUpliftPercent));
  expect(await textOf(assumption(page, 'traffic'))).toContain(wholeNumber(labels.tag, inputs.monthlyVisitors));
  expect(await textOf(assumption(page, 'conversion'))).toContain(uplift(labels.tag, inputs.conversionUpliftPercent));
  expect(await textOf(assumption(page, 'effect'))).toContain(String(inputs.monthsUntilEffect));
  await expect(result(page).locator('[data-part="roi-note"]')).toContainText(labels.note);
  // nothing is called profit, and no percentage is in the thousands
  await expect(result(page)).not.toContainText(/profit|Gewinn|bénéfice/i);
  for (const figure of plain(await result(page).innerText()).matchAll(/([\d.,\s]*\d)\s?%/g)) {
    expect(Number(figure[1]!.replace(/\D/g, '')), `${figure[0]} on screen`).toBeLessThan(1000);
  }
  await expectResultAddsUp(page, inputs);
  // the result is in the address, for sharing; the canonical link stays the page's own
  expect(new URL(page.url()).search).toBe(`?${roiInputsToQuery(inputs)}`);
  expect(new URL(page.url()).hash).toBe('#roi-calculator');
}

/**
 * What a business owner can check on the result, read from the screen alone:
 * the difference is the shown revenue minus the shown fees, each multiple is
 * the shown revenue divided by the shown fees (to the one decimal shown), the
 * 12-month extra revenue is the monthly one times the months with effect, the
 * fees are the chosen packages' prices from the price table, and the
 * increases and months shown are those in the fields.
 */
async function expectResultAddsUp(page: Page, inputs: RoiInputs) {
  const tag = await page.evaluate(() => document.documentElement.lang);
  const revenue = readEuros(await textOf(headlineFigure(page, 'extraRevenueFirstYear')));
  const fees = readEuros(await textOf(headlineFigure(page, 'feesFirstYear')));
  const difference = readEuros(await textOf(headlineFigure(page, 'extraRevenueMinusFeesFirstYear')));
  expect(difference, 'extra revenue minus fees = the two figures above it').toBe(revenue - fees);
  // the 12-month multiple and the division it shows
  expect(eurosIn(await textOf(sumOf(page, 'returnMultipleFirstYear'))), 'the 12-month division').toEqual([revenue, fees]);
  expect(await textOf(multipleOf(page, 'returnMultipleFirstYear'))).toBe(multiple(tag, Math.max(0, revenue / fees)));
  // the monthly figure × the months with effect
  const [monthly] = eurosIn(await textOf(assumption(page, 'additionalRevenue')));
  const monthsWithEffect = 12 - Number(await field(page, 'monthsUntilEffect').inputValue());
  expect(revenue, '12-month extra revenue = monthly additional revenue × months with effect').toBe(monthly! * monthsWithEffect);
  const effect = await textOf(assumption(page, 'effect'));
  expect(effect).toContain(`${monthsWithEffect} × ${euro(tag, monthly!)} = ${euro(tag, revenue)}`);
  // the monthly multiple: that month's additional revenue ÷ that month's fees (a one-time price over 12 months)
  const packageFees = roiFees(inputs.serviceType, inputs.packageTier);
  const [monthRevenue, monthFees] = eurosIn(await textOf(sumOf(page, 'returnMultipleMonthAtEffect')));
  expect(monthRevenue).toBe(monthly);
  expect(monthFees, 'that month’s fees').toBe(Math.round(packageFees.monthlyEur + packageFees.oneTimeEur / 12));
  expect(await textOf(multipleOf(page, 'returnMultipleMonthAtEffect'))).toBe(multiple(tag, monthRevenue! / monthFees!));
  // the fees: the chosen packages of the price table, once and a month, and the 12-month figure from them
  const offers = packageFees.packages.map(({ line }) => packageOffers[line][inputs.packageTier]);
  const oneTime = offers.filter((offer) => offer.per === 'project').reduce((sum, offer) => sum + offer.priceEur, 0);
  const perMonth = offers.filter((offer) => offer.per === 'month').reduce((sum, offer) => sum + offer.priceEur, 0);
  expect(fees, 'the 12-month fees = one-time price + 12 × monthly price').toBe(oneTime + 12 * perMonth);
  const prices = [...(oneTime ? [oneTime] : []), ...(perMonth ? [perMonth] : [])];
  const feesLine = await textOf(assumption(page, 'fees'));
  expect(eurosIn(feesLine), 'the fees line: the prices, and the 12-month figure where a price is monthly').toEqual(perMonth ? [...prices, fees] : prices);
  await expect(tier(page, inputs.packageTier)).toBeChecked();
  const chosenPrice = await textOf(calculator(page).locator(`label:has(input[name="roi-package"]:checked) [data-part="roi-package-price"]`));
  expect(eurosIn(chosenPrice), 'the chosen package’s price in the choice').toEqual(prices);
  // the assumptions shown are the ones in the fields
  expect(await textOf(assumption(page, 'traffic'))).toContain(uplift(tag, Number(await field(page, 'trafficUpliftPercent').inputValue())));
  expect(await textOf(assumption(page, 'conversion'))).toContain(uplift(tag, Number(await field(page, 'conversionUpliftPercent').inputValue())));
  // the notice says what the headline says
  if (difference > 0) await expect(result(page).locator('[data-part="roi-success"]')).toContainText(await headlineFigure(page, 'extraRevenueMinusFeesFirstYear').innerText());
  else await expect(result(page).locator('[data-part="roi-success"]')).toHaveCount(0);
}

/** Performs a model event on the page. */
async function perform(page: Page, event: RoiModelEvent) {
  switch (event.type) {
    case 'ENTER':
      return typeNumbers(page, roiModelFigures[event.set]);
    case 'CHANGE_ASSUMPTIONS':
      return typeNumbers(page, roiModelAssumptionSets[event.set]);
    case 'SELECT_SERVICE':
      return service(page, event.serviceType).check();
    case 'SELECT_PACKAGE':
      return tier(page, event.packageTier).check();
    case 'CALCULATE':
      await calculateButton(page).click();
      await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
      return;
    case 'EIGHT_HUNDRED_MS_PASS':
      // not a moment early
      await page.clock.runFor(799); // axe scans meanwhile move no page time (axeOnPausedClock)
      await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
      return page.clock.runFor(1);
  }
}

const errorsOf: Partial<Record<RoiModelInputSet, { fields: string[] }>> = {
  conversionTooHigh: { fields: ['conversionRate'] },
  inconsistent: { fields: ['monthlyVisitors', 'conversionRate', 'averageOrderValue'] },
  assumptionOutOfRange: { fields: ['trafficUpliftPercent'] },
};

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
  const errors = errorsOf[set];
  await expect(errorItems(page)).toHaveCount(errors ? 1 : 0);
  await expect(calculateButton(page)).toBeEnabled({ enabled: !errors });
  if (errors) await expect(page.locator('[data-part="roi-errors"]')).toContainText(labels.errorTitle);
  for (const name of errors?.fields ?? []) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
}

/** What axe sees: idle with valid inputs or each kind of error, calculating, a result that covers the fees, one that does not, one with a "from" price. */
const scanKind = (key: string) => {
  const [state, set] = key.split('.') as [string, RoiModelInputSet];
  if (state === 'calculating') return state;
  if (state === 'idle') return errorsOf[set] ? key : state;
  return (['smallShopAds', 'performance'] as RoiModelValidSet[]).includes(set as RoiModelValidSet) ? key : state;
};
const scanned = new Set<string>();

test.describe('ROI calculator, driven by the tours of its test model', () => {
  const tours = browserModelPaths(roiTestModel);
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps), axe in every kind of state`, async ({ page }) => {
      test.slow(); // up to 28 steps, and axe scans
      await openCalculator(page, labels.url);
      const canonicalUrl = (await canonical(page))!;
      expect(canonicalUrl).toMatch(new RegExp(`${labels.url}$`));
      const scan = async (key: string) => {
        const kind = scanKind(key);
        if (scanned.has(kind)) return;
        scanned.add(kind);
        const { violations } = await axeOnPausedClock(page, '#roi-calculator');
        expect(violations, key).toEqual([]);
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

for (const labels of pages) {
  test(`the issue's shop (${labels.locale}): €24,000 a month from 3,000 visitors, 1 % and €800; every figure agrees with the others; axe on the result`, async ({ page }) => {
    await openCalculator(page, labels.url);
    await expect(calculator(page).locator('[data-part="roi-assumption-fields"] legend')).toHaveText(labels.legend);
    const inputs: RoiInputs = { ...defaultRoiInputs, monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800 };
    await typeNumbers(page, { monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800 });
    await calculateButton(page).click();
    await page.clock.runFor(800);
    await expectResult(page, inputs, labels);
    // the figures of the issue, now each with what it is: 600,480 in 12 months against 4,500 of fees, 133.4× (not 17,057 %)
    expect(await textOf(headlineFigure(page, 'extraRevenueFirstYear'))).toBe(euro(labels.tag, 600480));
    expect(await textOf(headlineFigure(page, 'feesFirstYear'))).toBe(euro(labels.tag, 4500));
    expect(await textOf(multipleOf(page, 'returnMultipleFirstYear'))).toBe(multiple(labels.tag, 133.44));
    expect(await textOf(assumption(page, 'fees'))).toContain(labels.website);
    expect((await axeOnPausedClock(page, '#roi-calculator')).violations).toEqual([]);
  });
}

test('the complete package names its three packages, once and a month; the ad budget is not in it (fr)', async ({ page }) => {
  await openCalculator(page, '/fr/services');
  await service(page, 'complete-package').check();
  // choosing the service put its assumptions in the fields
  await expect(field(page, 'trafficUpliftPercent')).toHaveValue('320');
  await expect(field(page, 'conversionUpliftPercent')).toHaveValue('55');
  await expect(field(page, 'monthsUntilEffect')).toHaveValue('2');
  await expect(calculator(page).locator('[data-part="roi-package-price"]')).toHaveText([
    '2 500 € une fois, puis 1 400 € par mois',
    '4 500 € une fois, puis 2 700 € par mois',
    'à partir de 8 500 € une fois, puis à partir de 4 000 € par mois',
  ].map((text) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'))));
  await tier(page, 'performance').check();
  await typeNumbers(page, { monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800 });
  await calculateButton(page).click();
  await page.clock.runFor(800);
  const inputs: RoiInputs = { ...defaultRoiInputs, monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800, serviceType: 'complete-package', packageTier: 'performance', trafficUpliftPercent: 320, conversionUpliftPercent: 55, monthsUntilEffect: 2 };
  await expectResult(page, inputs, pages[2]);
  const feesLine = await textOf(assumption(page, 'fees'));
  expect(feesLine).toContain('Site web Performance + SEO Performance + Google Ads Performance');
  expect(feesLine).toContain('budget publicitaire');
});

test('a shared link reopens its calculation after 800 ms (en), and the canonical link stays the page’s own', async ({ page }) => {
  const shared: RoiInputs = {
    monthlyRevenue: 24000,
    monthlyVisitors: 6000,
    conversionRate: 1.5,
    averageOrderValue: 250,
    serviceType: 'seo-retainer',
    packageTier: 'starter',
    trafficUpliftPercent: 40,
    conversionUpliftPercent: 15,
    monthsUntilEffect: 4,
  };
  await openOnPausedClock(page, `/en/services?${roiInputsToQuery(shared)}#roi-calculator`);
  await page.clock.runFor(200); // the page moves to the calculator (scroll restoration's 100 ms), which then hydrates
  await expect(calculator(page)).toHaveAttribute('data-state', /calculating|result/);
  await expectInputs(page, shared);
  await page.clock.runFor(800);
  await expectResult(page, shared, pages[1]);
  expect(await canonical(page)).toBe('https://www.webseo-hamburg.example/en/services');
  await expect(result(page).getByRole('heading', { level: 3 })).toHaveText('Your estimate: Monthly SEO retainer');
  expect(await textOf(assumption(page, 'traffic'))).toBe('Visitors +40%: from 6,000 to 8,400 a month');
  // an edited input drops the result, and the address forgets it
  await field(page, 'monthlyRevenue').fill('25000');
  await expect(result(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test('a link from before the package and the assumptions opens with the popular package and the service’s assumptions (de)', async ({ page }) => {
  await openOnPausedClock(page, '/leistungen?revenue=24000&visitors=6000&conversion=1.5&order=250&service=google-ads#roi-calculator');
  await page.clock.runFor(200);
  const inputs: RoiInputs = {
    monthlyRevenue: 24000,
    monthlyVisitors: 6000,
    conversionRate: 1.5,
    averageOrderValue: 250,
    serviceType: 'google-ads',
    packageTier: 'premium',
    trafficUpliftPercent: 220,
    conversionUpliftPercent: 25,
    monthsUntilEffect: 1,
  };
  await expectInputs(page, inputs);
  await page.clock.runFor(800);
  await expectResult(page, inputs, pages[0]);
  expect(await textOf(assumption(page, 'fees'))).toContain('Werbebudget');
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
  // the assumptions are fields like the others: an increase out of range is listed, in French
  await field(page, 'monthsUntilEffect').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('13');
  await expect(errorItems(page)).toHaveText(['Le délai avant les premiers effets doit être un nombre entier de mois, de 0 à 12.']);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await expect(errorItems(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(calculator(page)).toHaveAttribute('data-state', 'calculating');
  await page.clock.runFor(800);
  await expectResult(page, defaultRoiInputs, pages[2]);
  expect(await textOf(assumption(page, 'traffic'))).toContain('+180 %');
});
