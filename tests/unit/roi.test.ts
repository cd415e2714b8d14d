import { describe, expect, it } from 'vitest';
import {
  type RoiInputs,
  type RoiResult,
  type RoiServiceType,
  PAYBACK_MAX_MONTHS,
  PAYBACK_MIN_MONTHS,
  calculateRoi,
  defaultRoiInputs,
  paybackMonths,
  roiInputLimits,
  roiInputsFromQuery,
  roiInputsToQuery,
  roiServiceTerms,
  validateRoiInputs,
} from '../../src/business/roi';

const defaults: RoiInputs = { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500, serviceType: 'seo-website' };
const withService = (serviceType: RoiServiceType): RoiInputs => ({ ...defaults, serviceType });

function expectClose(actual: RoiResult, expected: Partial<RoiResult>) {
  for (const [key, value] of Object.entries(expected) as Array<[keyof RoiResult, number | boolean]>) {
    if (typeof value === 'boolean') expect(actual[key], key).toBe(value);
    else expect(actual[key], key).toBeCloseTo(value, 2);
  }
}

describe('ROI table, defaults and limits (spec sections 5 and 9)', () => {
  it('the defaults are the spec’s', () => {
    expect(defaultRoiInputs).toEqual(defaults);
  });

  it('the table: multipliers, cost and months until the effect', () => {
    expect(roiServiceTerms).toEqual({
      'seo-website': { trafficMultiplier: 2.8, conversionMultiplier: 1.35, cost: { kind: 'oneTime', eur: 3500 }, monthsUntilEffect: 3 },
      'google-ads': { trafficMultiplier: 3.2, conversionMultiplier: 1.25, cost: { kind: 'monthly', eur: 1200 }, monthsUntilEffect: 1 },
      'seo-retainer': { trafficMultiplier: 2.1, conversionMultiplier: 1.45, cost: { kind: 'monthly', eur: 1800 }, monthsUntilEffect: 2 },
      'complete-package': { trafficMultiplier: 4.2, conversionMultiplier: 1.55, cost: { kind: 'oneTime', eur: 5500 }, monthsUntilEffect: 2 },
    });
  });

  it('the number inputs: revenue min 0 step 100, visitors min 0 step 100, conversion 0.1-100 step 0.1, order value min 0 step 10', () => {
    expect(roiInputLimits).toEqual({
      monthlyRevenue: { min: 0, step: 100 },
      monthlyVisitors: { min: 0, step: 100 },
      conversionRate: { min: 0.1, max: 100, step: 0.1 },
      averageOrderValue: { min: 0, step: 10 },
    });
  });
});

describe('ROI formulas, by hand for each service (revenue 10,000, 2000 visitors, 2 %, 500 per order)', () => {
  it('seo-website: ×2.8 and ×1.35, 3500 once, effect after 3 months', () => {
    expectClose(calculateRoi(withService('seo-website')), {
      additionalRevenue: 27800, // 10,000 × (3.78 − 1)
      monthlyProfit: 27508.33, // 27,800 − 3500 / 12
      monthlyROI: 9431.43, // 27,508.33 / 291.67 × 100
      totalValue: 250200, // 27,800 × (12 − 3)
      netProfitFirstYear: 246700, // 250,200 − 3500
      yearlyROI: 7048.57, // 246,700 / 3500 × 100
      paybackPeriod: 3.13, // (3500 + 27,800 × 3) / 27,800 = 86,900 / 27,800
      trafficIncrease: 180,
      conversionIncrease: 35,
      visitorsAfter: 5600,
      conversionRateAfter: 2.7,
      profitableFirstYear: true,
    });
  });

  it('google-ads: ×3.2 and ×1.25, 1200 a month, effect after 1 month', () => {
    expectClose(calculateRoi(withService('google-ads')), {
      additionalRevenue: 30000, // 10,000 × (4 − 1)
      monthlyProfit: 28800, // 30,000 − 1200
      monthlyROI: 2400, // 28,800 / 1200 × 100
      totalValue: 330000, // 30,000 × 11
      netProfitFirstYear: 315600, // 330,000 − 14,400
      yearlyROI: 2191.67, // 315,600 / 14,400 × 100
      paybackPeriod: 1.04, // 30,000 × 1 / (30,000 − 1200)
      trafficIncrease: 220,
      conversionIncrease: 25,
      visitorsAfter: 6400,
      conversionRateAfter: 2.5,
      profitableFirstYear: true,
    });
  });

  it('seo-retainer: ×2.1 and ×1.45, 1800 a month, effect after 2 months', () => {
    expectClose(calculateRoi(withService('seo-retainer')), {
      additionalRevenue: 20450, // 10,000 × (3.045 − 1)
      monthlyProfit: 18650, // 20,450 − 1800
      monthlyROI: 1036.11, // 18,650 / 1800 × 100
      totalValue: 204500, // 20,450 × 10
      netProfitFirstYear: 182900, // 204,500 − 21,600
      yearlyROI: 846.76, // 182,900 / 21,600 × 100
      paybackPeriod: 2.19, // 20,450 × 2 / (20,450 − 1800) = 40,900 / 18,650
      trafficIncrease: 110,
      conversionIncrease: 45,
      visitorsAfter: 4200,
      conversionRateAfter: 2.9,
      profitableFirstYear: true,
    });
  });

  it('complete-package: ×4.2 and ×1.55, 5500 once, effect after 2 months', () => {
    expectClose(calculateRoi(withService('complete-package')), {
      additionalRevenue: 55100, // 10,000 × (6.51 − 1)
      monthlyProfit: 54641.67, // 55,100 − 5500 / 12
      monthlyROI: 11921.82, // 54,641.67 / 458.33 × 100
      totalValue: 551000, // 55,100 × 10
      netProfitFirstYear: 545500, // 551,000 − 5500
      yearlyROI: 9918.18, // 545,500 / 5500 × 100
      paybackPeriod: 2.1, // (5500 + 55,100 × 2) / 55,100 = 115,700 / 55,100
      trafficIncrease: 320,
      conversionIncrease: 55,
      visitorsAfter: 8400,
      conversionRateAfter: 3.1,
      profitableFirstYear: true,
    });
  });
});

describe('ROI clamps', () => {
  // a small shop on Google Ads: 100 visitors × 2 % × 150 = 300 a month, consistent
  const smallShop: RoiInputs = { monthlyRevenue: 300, monthlyVisitors: 100, conversionRate: 2, averageOrderValue: 150, serviceType: 'google-ads' };

  it('monthly ROI is floored at 0: 900 more a month against 1200 a month is −25 %, shown as 0', () => {
    expect(validateRoiInputs(smallShop)).toEqual([]);
    const result = calculateRoi(smallShop);
    expect(result.monthlyProfit).toBeCloseTo(-300, 6);
    expect(result.monthlyROI).toBe(0);
    expect(result.yearlyROI).toBeCloseTo(-31.25, 6); // (900 × 11 − 14,400) / 14,400
    expect(result.profitableFirstYear).toBe(false);
  });

  it('payback is 999 months when the gain never covers the monthly cost, and when it would take longer', () => {
    expect(calculateRoi(smallShop).paybackPeriod).toBe(PAYBACK_MAX_MONTHS);
    // 400.4 a month: 1201.2 more against 1200: 1201.2 / 1.2 = 1001 months, clamped
    expect(calculateRoi({ ...smallShop, monthlyRevenue: 400.4 }).paybackPeriod).toBe(999);
    // 401 a month: 1203 more: 1203 / 3 = 401 months, not clamped
    expect(calculateRoi({ ...smallShop, monthlyRevenue: 401 }).paybackPeriod).toBeCloseTo(401, 6);
  });

  it('payback is at least 0.1 months (not reachable with the table, whose effects start after a month at the soonest)', () => {
    expect(PAYBACK_MIN_MONTHS).toBe(0.1);
    // 50 once, 1000 more a month from the start: 0.05 months, shown as 0.1
    expect(paybackMonths({ additionalRevenue: 1000, oneTimeCost: 50, recurringCost: 0, monthsUntilEffect: 0 })).toBe(0.1);
    expect(paybackMonths({ additionalRevenue: 1000, oneTimeCost: 200, recurringCost: 0, monthsUntilEffect: 0 })).toBeCloseTo(0.2, 6);
  });

  it('additional revenue is floored at 0 and yearly ROI at −100 (only inputs that validation refuses get there)', () => {
    const negative = calculateRoi({ ...defaults, monthlyRevenue: -1000 });
    expect(negative.additionalRevenue).toBe(0);
    expect(negative.yearlyROI).toBe(-100);
    expect(negative.monthlyROI).toBe(0);
    expect(negative.paybackPeriod).toBe(999);
    expect(negative.profitableFirstYear).toBe(false);
    const nothing = calculateRoi({ ...defaults, monthlyRevenue: 0, serviceType: 'seo-retainer' });
    expect(nothing.additionalRevenue).toBe(0);
    expect(nothing.yearlyROI).toBe(-100);
    expect(nothing.netProfitFirstYear).toBe(-21600);
  });
});

describe('ROI validation boundaries (spec section 5)', () => {
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

  it('every broken rule is listed, in order; consistency only once the numbers are valid', () => {
    expect(validateRoiInputs({ ...defaults, monthlyRevenue: 0, monthlyVisitors: 0, conversionRate: 0, averageOrderValue: 0 })).toEqual([
      'revenueNotPositive',
      'visitorsNotPositive',
      'conversionOutOfRange',
      'orderValueNotPositive',
    ]);
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

  it('the spec defaults are valid', () => {
    expect(validateRoiInputs(defaultRoiInputs)).toEqual([]);
  });
});

describe('ROI inputs in the URL query', () => {
  it('round trip: the defaults and other inputs come back as they were', () => {
    const query = roiInputsToQuery(defaults);
    expect(query).toBe('revenue=10000&visitors=2000&conversion=2&order=500&service=seo-website');
    expect(roiInputsFromQuery(query)).toEqual(defaults);
    const other: RoiInputs = { monthlyRevenue: 12345.5, monthlyVisitors: 3100, conversionRate: 0.1, averageOrderValue: 39.9, serviceType: 'complete-package' };
    expect(roiInputsFromQuery(roiInputsToQuery(other))).toEqual(other);
    expect(roiInputsFromQuery(new URLSearchParams(`?utm_source=mail&${roiInputsToQuery(other)}`))).toEqual(other);
  });

  it('a query without the calculator’s inputs, or with any of them missing, gives nothing', () => {
    expect(roiInputsFromQuery('')).toBeNull();
    expect(roiInputsFromQuery('utm_source=mail')).toBeNull();
    expect(roiInputsFromQuery('revenue=10000&visitors=2000&conversion=2&order=500')).toBeNull();
    expect(roiInputsFromQuery('revenue=10000&visitors=2000&conversion=2&service=seo-website')).toBeNull();
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
  ])('refuses %s=%j', (key, value) => {
    const params = new URLSearchParams(roiInputsToQuery(defaults));
    params.set(key, value);
    expect(roiInputsFromQuery(params)).toBeNull();
  });

  it('accepts the edges: conversion 0.1 and 100, a billion', () => {
    const params = new URLSearchParams(roiInputsToQuery(defaults));
    params.set('conversion', '100');
    params.set('revenue', '1000000000');
    expect(roiInputsFromQuery(params)).toEqual({ ...defaults, conversionRate: 100, monthlyRevenue: 1_000_000_000 });
    params.set('conversion', '0.1');
    expect(roiInputsFromQuery(params)?.conversionRate).toBe(0.1);
  });
});
