import { describe, expect, it } from 'vitest';
import { type PackageTier, packageOffers, packageTiers } from '../../src/business/offers';
import {
  type RoiInputs,
  type RoiResult,
  type RoiServiceType,
  PAYBACK_MAX_MONTHS,
  PAYBACK_MIN_MONTHS,
  calculateRoi,
  defaultRoiInputs,
  paybackMonths,
  roiAssumptionDefaults,
  roiFees,
  roiInputLimits,
  roiInputsFromQuery,
  roiInputsToQuery,
  roiServiceEffects,
  roiServiceTypes,
  validateRoiInputs,
} from '../../src/business/roi';

const defaults: RoiInputs = {
  monthlyRevenue: 10000,
  monthlyVisitors: 2000,
  conversionRate: 2,
  averageOrderValue: 500,
  serviceType: 'seo-website',
  packageTier: 'premium',
  trafficUpliftPercent: 180,
  conversionUpliftPercent: 35,
  monthsUntilEffect: 3,
};
/** Another service with its own default assumptions, as choosing it in the calculator gives. */
const withService = (serviceType: RoiServiceType, packageTier: PackageTier = 'premium'): RoiInputs => ({
  ...defaults,
  serviceType,
  packageTier,
  ...roiAssumptionDefaults(serviceType),
});

function expectClose(actual: RoiResult, expected: Partial<RoiResult>) {
  for (const [key, value] of Object.entries(expected) as Array<[keyof RoiResult, number | boolean]>) {
    if (typeof value === 'boolean') expect(actual[key], key).toBe(value);
    else expect(actual[key], key).toBeCloseTo(value, 2);
  }
}

describe('ROI table, defaults and limits (spec sections 5 and 9, issue 35)', () => {
  it('the defaults are the spec’s figures and service, the popular package and the service’s assumptions', () => {
    expect(defaultRoiInputs).toEqual(defaults);
    expect(packageOffers.website.premium.popular).toBe(true);
  });

  it('the spec’s table of effects: multipliers and months until the effect', () => {
    expect(roiServiceEffects).toEqual({
      'seo-website': { trafficMultiplier: 2.8, conversionMultiplier: 1.35, monthsUntilEffect: 3 },
      'google-ads': { trafficMultiplier: 3.2, conversionMultiplier: 1.25, monthsUntilEffect: 1 },
      'seo-retainer': { trafficMultiplier: 2.1, conversionMultiplier: 1.45, monthsUntilEffect: 2 },
      'complete-package': { trafficMultiplier: 4.2, conversionMultiplier: 1.55, monthsUntilEffect: 2 },
    });
  });

  it('the assumptions’ defaults are the multipliers as whole percent increases (×2.8 is +180 %, ×1.35 is +35 %)', () => {
    expect(Object.fromEntries(roiServiceTypes.map((type) => [type, roiAssumptionDefaults(type)]))).toEqual({
      'seo-website': { trafficUpliftPercent: 180, conversionUpliftPercent: 35, monthsUntilEffect: 3 },
      'google-ads': { trafficUpliftPercent: 220, conversionUpliftPercent: 25, monthsUntilEffect: 1 },
      'seo-retainer': { trafficUpliftPercent: 110, conversionUpliftPercent: 45, monthsUntilEffect: 2 },
      'complete-package': { trafficUpliftPercent: 320, conversionUpliftPercent: 55, monthsUntilEffect: 2 },
    });
  });

  it('the number inputs: the spec’s figures, and the assumptions in whole numbers (traffic 0-500 %, conversion 0-200 %, 0-12 months)', () => {
    expect(roiInputLimits).toEqual({
      monthlyRevenue: { min: 0, step: 100 },
      monthlyVisitors: { min: 0, step: 100 },
      conversionRate: { min: 0.1, max: 100, step: 0.1 },
      averageOrderValue: { min: 0, step: 10 },
      trafficUpliftPercent: { min: 0, max: 500, step: 1 },
      conversionUpliftPercent: { min: 0, max: 200, step: 1 },
      monthsUntilEffect: { min: 0, max: 12, step: 1 },
    });
  });
});

describe('the fees are packages of the price table', () => {
  const fees = (serviceType: RoiServiceType, tier: PackageTier) => {
    const { oneTimeEur, monthlyEur, oneTimeFrom, monthlyFrom, adBudgetExtra } = roiFees(serviceType, tier);
    return { oneTimeEur, monthlyEur, oneTimeFrom, monthlyFrom, adBudgetExtra };
  };

  it.each([
    ['seo-website', 'starter', { oneTimeEur: 2500, monthlyEur: 0, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: false }],
    ['seo-website', 'premium', { oneTimeEur: 4500, monthlyEur: 0, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: false }],
    ['seo-website', 'performance', { oneTimeEur: 8500, monthlyEur: 0, oneTimeFrom: true, monthlyFrom: false, adBudgetExtra: false }],
    ['google-ads', 'starter', { oneTimeEur: 0, monthlyEur: 600, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: true }],
    ['google-ads', 'premium', { oneTimeEur: 0, monthlyEur: 1200, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: true }],
    ['google-ads', 'performance', { oneTimeEur: 0, monthlyEur: 1800, oneTimeFrom: false, monthlyFrom: true, adBudgetExtra: true }],
    ['seo-retainer', 'starter', { oneTimeEur: 0, monthlyEur: 800, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: false }],
    ['seo-retainer', 'premium', { oneTimeEur: 0, monthlyEur: 1500, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: false }],
    ['seo-retainer', 'performance', { oneTimeEur: 0, monthlyEur: 2200, oneTimeFrom: false, monthlyFrom: true, adBudgetExtra: false }],
    // website once, SEO + Google Ads every month: 800 + 600, 1500 + 1200, 2200 + 1800
    ['complete-package', 'starter', { oneTimeEur: 2500, monthlyEur: 1400, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: true }],
    ['complete-package', 'premium', { oneTimeEur: 4500, monthlyEur: 2700, oneTimeFrom: false, monthlyFrom: false, adBudgetExtra: true }],
    ['complete-package', 'performance', { oneTimeEur: 8500, monthlyEur: 4000, oneTimeFrom: true, monthlyFrom: true, adBudgetExtra: true }],
  ] as const)('%s, %s (spec section 9, package prices)', (serviceType, tier, expected) => {
    expect(fees(serviceType, tier)).toEqual(expected);
  });

  it('each service names its packages; the complete package one of each line, all of the same tier', () => {
    expect(roiFees('seo-website', 'premium').packages).toEqual([{ line: 'website', tier: 'premium' }]);
    expect(roiFees('google-ads', 'starter').packages).toEqual([{ line: 'sea', tier: 'starter' }]);
    expect(roiFees('seo-retainer', 'performance').packages).toEqual([{ line: 'seo', tier: 'performance' }]);
    expect(roiFees('complete-package', 'premium').packages).toEqual([
      { line: 'website', tier: 'premium' },
      { line: 'seo', tier: 'premium' },
      { line: 'sea', tier: 'premium' },
    ]);
  });

  it('follows the price table: every fee is the sum of its packages’ prices', () => {
    for (const serviceType of roiServiceTypes) {
      for (const tier of packageTiers) {
        const fees = roiFees(serviceType, tier);
        const prices = fees.packages.map(({ line }) => packageOffers[line][tier]);
        const sum = (per: 'project' | 'month') => prices.filter((offer) => offer.per === per).reduce((total, offer) => total + offer.priceEur, 0);
        expect(fees.oneTimeEur, `${serviceType} ${tier}`).toBe(sum('project'));
        expect(fees.monthlyEur, `${serviceType} ${tier}`).toBe(sum('month'));
      }
    }
  });
});

describe('ROI formulas, by hand for each service with its default assumptions and the premium package (revenue 10,000, 2000 visitors, 2 %, 500 per order)', () => {
  it('seo-website: +180 % and +35 %, Website Premium 4500 once, effect after 3 months', () => {
    expectClose(calculateRoi(withService('seo-website')), {
      additionalRevenuePerMonth: 27800, // 10,000 × (2.8 × 1.35 − 1)
      monthsWithEffect: 9,
      extraRevenueFirstYear: 250200, // 27,800 × 9
      feesFirstYear: 4500,
      extraRevenueMinusFeesFirstYear: 245700, // 250,200 − 4500
      returnMultipleFirstYear: 55.6, // 250,200 / 4500
      feesPerMonthAtEffect: 375, // 4500 / 12
      returnMultipleMonthAtEffect: 74.13, // 27,800 / 375
      paybackMonths: 3.16, // (4500 + 27,800 × 3) / 27,800 = 87,900 / 27,800
      visitorsAfter: 5600,
      conversionRateAfter: 2.7,
      coversFeesFirstYear: true,
    });
  });

  it('google-ads: +220 % and +25 %, Google Ads Premium 1200 a month, effect after 1 month', () => {
    expectClose(calculateRoi(withService('google-ads')), {
      additionalRevenuePerMonth: 30000, // 10,000 × (3.2 × 1.25 − 1)
      monthsWithEffect: 11,
      extraRevenueFirstYear: 330000,
      feesFirstYear: 14400, // 12 × 1200
      extraRevenueMinusFeesFirstYear: 315600,
      returnMultipleFirstYear: 22.92, // 330,000 / 14,400
      feesPerMonthAtEffect: 1200,
      returnMultipleMonthAtEffect: 25, // 30,000 / 1200
      paybackMonths: 1.04, // 30,000 × 1 / (30,000 − 1200)
      visitorsAfter: 6400,
      conversionRateAfter: 2.5,
      coversFeesFirstYear: true,
    });
  });

  it('seo-retainer: +110 % and +45 %, SEO Premium 1500 a month, effect after 2 months', () => {
    expectClose(calculateRoi(withService('seo-retainer')), {
      additionalRevenuePerMonth: 20450, // 10,000 × (2.1 × 1.45 − 1)
      monthsWithEffect: 10,
      extraRevenueFirstYear: 204500,
      feesFirstYear: 18000, // 12 × 1500
      extraRevenueMinusFeesFirstYear: 186500,
      returnMultipleFirstYear: 11.36, // 204,500 / 18,000
      feesPerMonthAtEffect: 1500,
      returnMultipleMonthAtEffect: 13.63, // 20,450 / 1500
      paybackMonths: 2.16, // 20,450 × 2 / (20,450 − 1500) = 40,900 / 18,950
      visitorsAfter: 4200,
      conversionRateAfter: 2.9,
      coversFeesFirstYear: true,
    });
  });

  it('complete-package: +320 % and +55 %, Website + SEO + Google Ads Premium (4500 once, 2700 a month), effect after 2 months', () => {
    expectClose(calculateRoi(withService('complete-package')), {
      additionalRevenuePerMonth: 55100, // 10,000 × (4.2 × 1.55 − 1)
      monthsWithEffect: 10,
      extraRevenueFirstYear: 551000,
      feesFirstYear: 36900, // 4500 + 12 × 2700
      extraRevenueMinusFeesFirstYear: 514100,
      returnMultipleFirstYear: 14.93, // 551,000 / 36,900
      feesPerMonthAtEffect: 3075, // 2700 + 4500 / 12
      returnMultipleMonthAtEffect: 17.92, // 55,100 / 3075
      paybackMonths: 2.19, // (4500 + 55,100 × 2) / (55,100 − 2700) = 114,700 / 52,400
      visitorsAfter: 8400,
      conversionRateAfter: 3.1,
      coversFeesFirstYear: true,
    });
  });

  it('the issue’s example: 24,000 a month from 3000 visitors, 1 % and 800, SEO website Premium', () => {
    expectClose(calculateRoi({ ...defaults, monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800 }), {
      additionalRevenuePerMonth: 66720, // 24,000 × 2.78
      extraRevenueFirstYear: 600480, // × 9
      feesFirstYear: 4500,
      extraRevenueMinusFeesFirstYear: 595980,
      returnMultipleFirstYear: 133.44, // not 17,057 %
      feesPerMonthAtEffect: 375,
      returnMultipleMonthAtEffect: 177.92, // not 22,775 %, and beside the 12-month figure, since 3 of the 12 months have no effect
      paybackMonths: 3.07, // (4500 + 66,720 × 3) / 66,720
    });
  });

  it('the package changes the fees and nothing else: starter, performance (its price “from”: the lowest)', () => {
    const starter = calculateRoi({ ...defaults, packageTier: 'starter' });
    expectClose(starter, { additionalRevenuePerMonth: 27800, feesFirstYear: 2500, feesPerMonthAtEffect: 208, extraRevenueMinusFeesFirstYear: 247700 });
    expect(starter.returnMultipleMonthAtEffect).toBeCloseTo(27800 / 208, 6); // 2500 / 12 = 208.33, shown and divided as €208
    const performance = calculateRoi({ ...withService('complete-package', 'performance') });
    expectClose(performance, { feesFirstYear: 56500, feesPerMonthAtEffect: 4708, extraRevenueMinusFeesFirstYear: 494500 }); // 8500 + 12 × 4000; 4000 + 708.33
  });

  it('the assumptions are the visitor’s: other increases and another time to effect', () => {
    // +20 % visitors, +10 % conversion: revenue × 1.32, so 3200 more a month from month 7
    expectClose(calculateRoi({ ...defaults, trafficUpliftPercent: 20, conversionUpliftPercent: 10, monthsUntilEffect: 6 }), {
      additionalRevenuePerMonth: 3200,
      monthsWithEffect: 6,
      extraRevenueFirstYear: 19200,
      extraRevenueMinusFeesFirstYear: 14700,
      returnMultipleFirstYear: 4.27, // 19,200 / 4500
      returnMultipleMonthAtEffect: 8.53, // 3200 / 375
      paybackMonths: 7.41, // (4500 + 3200 × 6) / 3200
      visitorsAfter: 2400,
      conversionRateAfter: 2.2,
      coversFeesFirstYear: true,
    });
    // an effect only after 12 months: nothing in the first year
    expectClose(calculateRoi({ ...defaults, monthsUntilEffect: 12 }), {
      monthsWithEffect: 0,
      extraRevenueFirstYear: 0,
      extraRevenueMinusFeesFirstYear: -4500,
      returnMultipleFirstYear: 0,
      returnMultipleMonthAtEffect: 74.13,
      coversFeesFirstYear: false,
    });
  });
});

describe('what the screen shows adds up (whole euros, computed from each other)', () => {
  const figures = [
    { monthlyRevenue: 24000, monthlyVisitors: 3000, conversionRate: 1, averageOrderValue: 800 },
    { monthlyRevenue: 12345.5, monthlyVisitors: 3100, conversionRate: 0.7, averageOrderValue: 399.9 },
    { monthlyRevenue: 300, monthlyVisitors: 100, conversionRate: 2, averageOrderValue: 150 },
  ];
  const assumptions = [
    { trafficUpliftPercent: 13, conversionUpliftPercent: 7, monthsUntilEffect: 5 },
    { trafficUpliftPercent: 0, conversionUpliftPercent: 0, monthsUntilEffect: 0 },
    { trafficUpliftPercent: 500, conversionUpliftPercent: 200, monthsUntilEffect: 12 },
  ];
  it('for every service, package, a few figures and assumptions', () => {
    for (const serviceType of roiServiceTypes) {
      for (const packageTier of packageTiers) {
        for (const figure of figures) {
          for (const assumption of [roiAssumptionDefaults(serviceType), ...assumptions]) {
            const inputs: RoiInputs = { ...figure, serviceType, packageTier, ...assumption };
            const result = calculateRoi(inputs);
            const fees = roiFees(serviceType, packageTier);
            const where = JSON.stringify(inputs);
            for (const euros of [result.additionalRevenuePerMonth, result.extraRevenueFirstYear, result.feesFirstYear, result.feesPerMonthAtEffect]) {
              expect(Number.isInteger(euros), where).toBe(true);
            }
            expect(result.monthsWithEffect, where).toBe(12 - inputs.monthsUntilEffect);
            expect(result.extraRevenueFirstYear, where).toBe(result.additionalRevenuePerMonth * result.monthsWithEffect);
            expect(result.feesFirstYear, where).toBe(fees.oneTimeEur + 12 * fees.monthlyEur);
            expect(result.extraRevenueMinusFeesFirstYear, where).toBe(result.extraRevenueFirstYear - result.feesFirstYear);
            expect(result.returnMultipleFirstYear, where).toBe(result.extraRevenueFirstYear / result.feesFirstYear);
            expect(result.returnMultipleMonthAtEffect, where).toBe(result.additionalRevenuePerMonth / result.feesPerMonthAtEffect);
            expect(result.coversFeesFirstYear, where).toBe(result.extraRevenueMinusFeesFirstYear > 0);
            // a first year in the plus pays back within it, and the other way round
            if (result.coversFeesFirstYear) expect(result.paybackMonths, where).toBeLessThan(12);
            else expect(result.paybackMonths, where).toBeGreaterThanOrEqual(12);
            expect(result.paybackMonths, where).toBeGreaterThanOrEqual(PAYBACK_MIN_MONTHS);
            expect(result.paybackMonths, where).toBeLessThanOrEqual(PAYBACK_MAX_MONTHS);
          }
        }
      }
    }
  });
});

describe('ROI clamps', () => {
  // a small shop on Google Ads: 100 visitors × 2 % × 150 = 300 a month, consistent
  const smallShop: RoiInputs = { ...withService('google-ads'), monthlyRevenue: 300, monthlyVisitors: 100, conversionRate: 2, averageOrderValue: 150 };

  it('a small shop on Google Ads Premium: 900 more a month against 1200 a month does not cover the fees', () => {
    expect(validateRoiInputs(smallShop)).toEqual([]);
    expectClose(calculateRoi(smallShop), {
      additionalRevenuePerMonth: 900,
      extraRevenueFirstYear: 9900, // × 11
      feesFirstYear: 14400,
      extraRevenueMinusFeesFirstYear: -4500,
      returnMultipleFirstYear: 0.69, // 9900 / 14,400
      returnMultipleMonthAtEffect: 0.75, // 900 / 1200
      paybackMonths: 999,
      coversFeesFirstYear: false,
    });
  });

  it('payback is 999 months when the extra revenue never covers the monthly fee, and when it would take longer', () => {
    expect(calculateRoi(smallShop).paybackMonths).toBe(PAYBACK_MAX_MONTHS);
    // 400.4 a month: 1201 more (1201.2 in whole euros) against 1200: 1201 / 1 = 1201 months, clamped
    expect(calculateRoi({ ...smallShop, monthlyRevenue: 400.4 }).paybackMonths).toBe(999);
    // 401 a month: 1203 more: 1203 / 3 = 401 months, not clamped
    expect(calculateRoi({ ...smallShop, monthlyRevenue: 401 }).paybackMonths).toBeCloseTo(401, 6);
  });

  it('payback is at least 0.1 months: an effect from the first month that earns a one-time fee back within days', () => {
    expect(PAYBACK_MIN_MONTHS).toBe(0.1);
    // Website Starter 2500 once, 27,800 more a month from the start: 0.09 months, shown as 0.1
    expect(calculateRoi({ ...defaults, packageTier: 'starter', monthsUntilEffect: 0 }).paybackMonths).toBe(0.1);
    expect(paybackMonths({ additionalRevenue: 1000, oneTimeCost: 200, recurringCost: 0, monthsUntilEffect: 0 })).toBeCloseTo(0.2, 6);
  });

  it('no increase gives nothing: additional revenue 0, both multiples 0 (the spec’s floors), payback never', () => {
    expectClose(calculateRoi({ ...defaults, trafficUpliftPercent: 0, conversionUpliftPercent: 0 }), {
      additionalRevenuePerMonth: 0,
      extraRevenueFirstYear: 0,
      extraRevenueMinusFeesFirstYear: -4500,
      returnMultipleFirstYear: 0,
      returnMultipleMonthAtEffect: 0,
      paybackMonths: 999,
      coversFeesFirstYear: false,
    });
  });

  it('additional revenue and the multiples are floored at 0 (only inputs that validation refuses get below)', () => {
    const negative = calculateRoi({ ...defaults, monthlyRevenue: -1000 });
    expect(negative.additionalRevenuePerMonth).toBe(0);
    expect(negative.returnMultipleFirstYear).toBe(0);
    expect(negative.returnMultipleMonthAtEffect).toBe(0);
    expect(negative.paybackMonths).toBe(999);
    expect(negative.coversFeesFirstYear).toBe(false);
    expect(calculateRoi({ ...defaults, trafficUpliftPercent: -90 }).returnMultipleFirstYear).toBe(0);
  });
});

describe('ROI validation boundaries (spec section 5, issue 35)', () => {
  it('revenue, visitors and order value must be positive (0 and below, or empty, fail)', () => {
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: 0 })).toEqual(['revenueNotPositive']);
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: -100 })).toEqual(['revenueNotPositive']);
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: Number.NaN })).toEqual(['revenueNotPositive']);
    expect(validateRoiInputs({ ...defaults, monthlyVisitors: 0 })).toEqual(['visitorsNotPositive']);
    expect(validateRoiInputs({ ...defaults, averageOrderValue: 0 })).toEqual(['orderValueNotPositive']);
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: Number.POSITIVE_INFINITY })).toEqual(['revenueNotPositive']);
  });

  it('conversion: 0 fails, 0.1 passes, 100 passes, 100.1 fails', () => {
    // revenue set to what visitors × conversion × order value give, so only the rate is under test
    expect(validateRoiInputs({ ...defaults, conversionRate: 0, monthlyRevenue: 1000 })).toEqual(['conversionOutOfRange']);
    expect(validateRoiInputs({ ...defaults, conversionRate: 0.1, monthlyRevenue: 1000 })).toEqual([]);
    expect(validateRoiInputs({ ...defaults, conversionRate: 100, monthlyRevenue: 1_000_000 })).toEqual([]);
    expect(validateRoiInputs({ ...defaults, conversionRate: 100.1, monthlyRevenue: 1_001_000 })).toEqual(['conversionOutOfRange']);
    expect(validateRoiInputs({ ...defaults, conversionRate: Number.NaN })).toEqual(['conversionOutOfRange']);
  });

  it.each([
    ['trafficUpliftPercent', [0, 1, 180, 500], [-1, 501, 12.5, Number.NaN], 'trafficUpliftOutOfRange'],
    ['conversionUpliftPercent', [0, 35, 200], [-1, 201, 0.5, Number.NaN], 'conversionUpliftOutOfRange'],
    ['monthsUntilEffect', [0, 3, 12], [-1, 13, 1.5, Number.NaN], 'effectMonthsOutOfRange'],
  ] as const)('the assumption %s: whole numbers in range pass, others fail', (field, valid, invalid, error) => {
    for (const value of valid) expect(validateRoiInputs({ ...defaults, [field]: value }), String(value)).toEqual([]);
    for (const value of invalid) expect(validateRoiInputs({ ...defaults, [field]: value }), String(value)).toEqual([error]);
  });

  it('every broken rule is listed, in order: the figures, then the assumptions; consistency only once the figures are valid', () => {
    expect(
      validateRoiInputs({
        ...defaults,
        monthlyRevenue: 0,
        monthlyVisitors: 0,
        conversionRate: 0,
        averageOrderValue: 0,
        trafficUpliftPercent: 600,
        conversionUpliftPercent: 300,
        monthsUntilEffect: 24,
      }),
    ).toEqual([
      'revenueNotPositive',
      'visitorsNotPositive',
      'conversionOutOfRange',
      'orderValueNotPositive',
      'trafficUpliftOutOfRange',
      'conversionUpliftOutOfRange',
      'effectMonthsOutOfRange',
    ]);
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: 30200, monthsUntilEffect: 13 })).toEqual(['inconsistent', 'effectMonthsOutOfRange']);
  });

  // computed revenue 2000 × 2 % × 500 = 20,000; the difference is measured relative to it
  it.each([
    ['49 % below', 10200, []],
    ['50 % below (the spec defaults)', 10000, []],
    ['51 % below', 9800, ['inconsistent']],
    ['49 % above', 29800, []],
    ['50 % above', 30000, []],
    ['51 % above', 30200, ['inconsistent']],
  ])('consistency: stated revenue %s the computed 20,000', (_, monthlyRevenue, errors) => {
    expect(validateRoiInputs({ ...defaults, monthlyRevenue })).toEqual(errors);
  });

  it('the defaults are valid, with every service’s default assumptions and every package', () => {
    expect(validateRoiInputs(defaultRoiInputs)).toEqual([]);
    for (const serviceType of roiServiceTypes) for (const tier of packageTiers) expect(validateRoiInputs(withService(serviceType, tier))).toEqual([]);
  });
});

describe('ROI inputs in the URL query', () => {
  it('round trip: the defaults and other inputs come back as they were, package and assumptions included', () => {
    const query = roiInputsToQuery(defaults);
    expect(query).toBe('revenue=10000&visitors=2000&conversion=2&order=500&service=seo-website&package=premium&traffic=180&uplift=35&effect=3');
    expect(roiInputsFromQuery(query)).toEqual(defaults);
    const other: RoiInputs = {
      monthlyRevenue: 12345.5,
      monthlyVisitors: 3100,
      conversionRate: 0.1,
      averageOrderValue: 39.9,
      serviceType: 'complete-package',
      packageTier: 'performance',
      trafficUpliftPercent: 0,
      conversionUpliftPercent: 200,
      monthsUntilEffect: 12,
    };
    expect(roiInputsFromQuery(roiInputsToQuery(other))).toEqual(other);
    expect(roiInputsFromQuery(new URLSearchParams(`?utm_source=mail&${roiInputsToQuery(other)}`))).toEqual(other);
  });

  it('a link from before the package and the assumptions opens with the popular package and the service’s assumptions', () => {
    expect(roiInputsFromQuery('revenue=24000&visitors=6000&conversion=1.5&order=250&service=seo-retainer')).toEqual({
      monthlyRevenue: 24000,
      monthlyVisitors: 6000,
      conversionRate: 1.5,
      averageOrderValue: 250,
      serviceType: 'seo-retainer',
      packageTier: 'premium',
      trafficUpliftPercent: 110,
      conversionUpliftPercent: 45,
      monthsUntilEffect: 2,
    });
    // some of the new keys: the others are defaults
    expect(roiInputsFromQuery('revenue=10000&visitors=2000&conversion=2&order=500&service=google-ads&package=starter&effect=4')).toEqual({
      ...withService('google-ads', 'starter'),
      monthsUntilEffect: 4,
    });
  });

  it('a query without the calculator’s inputs, or with any of the five every link has missing, gives nothing', () => {
    expect(roiInputsFromQuery('')).toBeNull();
    expect(roiInputsFromQuery('utm_source=mail')).toBeNull();
    expect(roiInputsFromQuery('revenue=10000&visitors=2000&conversion=2&order=500')).toBeNull();
    expect(roiInputsFromQuery('revenue=10000&visitors=2000&conversion=2&service=seo-website')).toBeNull();
    expect(roiInputsFromQuery('package=premium&traffic=180&uplift=35&effect=3&service=seo-website')).toBeNull();
  });

  it.each([
    ['revenue', '0'],
    ['revenue', '-5'],
    ['revenue', '1e3'],
    ['revenue', '0x10'],
    ['revenue', ' 100'],
    ['revenue', 'Infinity'],
    ['revenue', 'NaN'],
    ['revenue', ''],
    ['revenue', '1000000001'],
    ['visitors', '1.5.2'],
    ['order', 'abc'],
    ['conversion', '0.09'],
    ['conversion', '100.1'],
    ['conversion', '0'],
    ['service', 'seo'],
    ['service', 'constructor'],
    ['package', 'gold'],
    ['package', ''],
    ['package', 'toString'],
    ['traffic', '501'],
    ['traffic', '-1'],
    ['traffic', '12.5'],
    ['traffic', ''],
    ['traffic', '1e2'],
    ['traffic', '0x1'],
    ['uplift', '201'],
    ['uplift', ' 35'],
    ['effect', '13'],
    ['effect', '1.5'],
    ['effect', '0012'],
  ])('refuses %s=%j', (key, value) => {
    const params = new URLSearchParams(roiInputsToQuery(defaults));
    params.set(key, value);
    expect(roiInputsFromQuery(params)).toBeNull();
  });

  it('accepts the edges: conversion 0.1 and 100, a billion, no increase, effect 0 and 12, the largest increases', () => {
    const params = new URLSearchParams(roiInputsToQuery(defaults));
    params.set('conversion', '100');
    params.set('revenue', '1000000000');
    expect(roiInputsFromQuery(params)).toEqual({ ...defaults, conversionRate: 100, monthlyRevenue: 1_000_000_000 });
    params.set('conversion', '0.1');
    expect(roiInputsFromQuery(params)?.conversionRate).toBe(0.1);
    for (const [key, value, field] of [
      ['traffic', '0', 'trafficUpliftPercent'],
      ['traffic', '500', 'trafficUpliftPercent'],
      ['uplift', '0', 'conversionUpliftPercent'],
      ['uplift', '200', 'conversionUpliftPercent'],
      ['effect', '0', 'monthsUntilEffect'],
      ['effect', '12', 'monthsUntilEffect'],
    ] as const) {
      const edge = new URLSearchParams(roiInputsToQuery(defaults));
      edge.set(key, value);
      expect(roiInputsFromQuery(edge)?.[field], `${key}=${value}`).toBe(Number(value));
    }
  });
});
