import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, SimulatedClock, createActor, fromCallback } from 'xstate';
import { type RoiInputs, type RoiNumberField, type RoiResult, type RoiValidationError, defaultRoiInputs } from '../../src/business/roi';
import { type RoiAddressEvent, type RoiCalculatorEvent, roiCalculatorMachine } from '../../src/machines/roiCalculator';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import {
  type RoiModelEvent,
  type RoiModelInputSet,
  type RoiModelValidSet,
  roiModelAssumptionSets,
  roiModelFigures,
  roiModelInputSets,
  roiModelStateKeys,
  roiTestModel,
} from './roiCalculator.model';

type Real = typeof roiCalculatorMachine;

/**
 * The results of the valid sets, by hand (formulas of src/business/roi.ts,
 * prices of the spec's package table, effects of its ROI table).
 */
const expectedResults: Record<RoiModelValidSet, RoiResult> = {
  // SEO website, Website Premium 4500 once; +180 % visitors, +35 % conversion, effect after 3 months; revenue 10,000
  defaults: {
    additionalRevenuePerMonth: 27800, // 10,000 × (2.8 × 1.35 − 1)
    monthsWithEffect: 9,
    extraRevenueFirstYear: 250200, // 27,800 × 9
    feesFirstYear: 4500,
    extraRevenueMinusFeesFirstYear: 245700,
    paybackMonths: 3.16, // (4500 + 27,800 × 3) / 27,800
    returnMultipleFirstYear: 55.6, // 250,200 / 4500
    feesPerMonthAtEffect: 375, // 4500 / 12
    returnMultipleMonthAtEffect: 74.13, // 27,800 / 375
    coversFeesFirstYear: true,
    visitorsAfter: 5600,
    conversionRateAfter: 2.7,
  },
  // Website Performance, from 8500 once
  performance: {
    additionalRevenuePerMonth: 27800,
    monthsWithEffect: 9,
    extraRevenueFirstYear: 250200,
    feesFirstYear: 8500,
    extraRevenueMinusFeesFirstYear: 241700,
    paybackMonths: 3.31, // (8500 + 83,400) / 27,800
    returnMultipleFirstYear: 29.44, // 250,200 / 8500
    feesPerMonthAtEffect: 708, // 8500 / 12 = 708.33
    returnMultipleMonthAtEffect: 39.27, // 27,800 / 708
    coversFeesFirstYear: true,
    visitorsAfter: 5600,
    conversionRateAfter: 2.7,
  },
  // the visitor's own: +20 % visitors, +10 % conversion, effect after 6 months
  cautious: {
    additionalRevenuePerMonth: 3200, // 10,000 × (1.2 × 1.1 − 1)
    monthsWithEffect: 6,
    extraRevenueFirstYear: 19200,
    feesFirstYear: 4500,
    extraRevenueMinusFeesFirstYear: 14700,
    paybackMonths: 7.41, // (4500 + 3200 × 6) / 3200
    returnMultipleFirstYear: 4.27, // 19,200 / 4500
    feesPerMonthAtEffect: 375,
    returnMultipleMonthAtEffect: 8.53, // 3200 / 375
    coversFeesFirstYear: true,
    visitorsAfter: 2400,
    conversionRateAfter: 2.2,
  },
  // Google Ads Premium 1200 a month; +220 %, +25 %, effect after 1 month
  adsDefaults: {
    additionalRevenuePerMonth: 30000, // 10,000 × (3.2 × 1.25 − 1)
    monthsWithEffect: 11,
    extraRevenueFirstYear: 330000,
    feesFirstYear: 14400,
    extraRevenueMinusFeesFirstYear: 315600,
    paybackMonths: 1.04, // 30,000 / 28,800
    returnMultipleFirstYear: 22.92,
    feesPerMonthAtEffect: 1200,
    returnMultipleMonthAtEffect: 25,
    coversFeesFirstYear: true,
    visitorsAfter: 6400,
    conversionRateAfter: 2.5,
  },
  // revenue 300 (100 × 2 % × 150) on Google Ads Premium
  smallShopAds: {
    additionalRevenuePerMonth: 900, // 300 × 3
    monthsWithEffect: 11,
    extraRevenueFirstYear: 9900,
    feesFirstYear: 14400,
    extraRevenueMinusFeesFirstYear: -4500,
    paybackMonths: 999, // 900 a month never covers 1200 a month
    returnMultipleFirstYear: 0.69, // 9900 / 14,400
    feesPerMonthAtEffect: 1200,
    returnMultipleMonthAtEffect: 0.75,
    coversFeesFirstYear: false,
    visitorsAfter: 320,
    conversionRateAfter: 2.5,
  },
  // Website + SEO + Google Ads Premium: 4500 once, 1500 + 1200 a month; +320 %, +55 %, effect after 2 months
  complete: {
    additionalRevenuePerMonth: 55100, // 10,000 × (4.2 × 1.55 − 1)
    monthsWithEffect: 10,
    extraRevenueFirstYear: 551000,
    feesFirstYear: 36900, // 4500 + 12 × 2700
    extraRevenueMinusFeesFirstYear: 514100,
    paybackMonths: 2.19, // (4500 + 110,200) / 52,400
    returnMultipleFirstYear: 14.93,
    feesPerMonthAtEffect: 3075, // 2700 + 375
    returnMultipleMonthAtEffect: 17.92,
    coversFeesFirstYear: true,
    visitorsAfter: 8400,
    conversionRateAfter: 3.1,
  },
  // Website + SEO + Google Ads Starter: 2500 once, 800 + 600 a month
  completeStarter: {
    additionalRevenuePerMonth: 55100,
    monthsWithEffect: 10,
    extraRevenueFirstYear: 551000,
    feesFirstYear: 19300, // 2500 + 12 × 1400
    extraRevenueMinusFeesFirstYear: 531700,
    paybackMonths: 2.1, // (2500 + 110,200) / 53,700
    returnMultipleFirstYear: 28.55, // 551,000 / 19,300
    feesPerMonthAtEffect: 1608, // 1400 + 208.33
    returnMultipleMonthAtEffect: 34.27, // 55,100 / 1608
    coversFeesFirstYear: true,
    visitorsAfter: 8400,
    conversionRateAfter: 3.1,
  },
};

const expectedErrors: Record<RoiModelInputSet, RoiValidationError[]> = {
  defaults: [],
  performance: [],
  cautious: [],
  adsDefaults: [],
  smallShopAds: [],
  complete: [],
  completeStarter: [],
  conversionTooHigh: ['conversionOutOfRange'],
  inconsistent: ['inconsistent'],
  assumptionOutOfRange: ['trafficUpliftOutOfRange'],
};

function expectResult(actual: RoiResult | null, expected: RoiResult) {
  expect(actual).not.toBeNull();
  expect(Object.keys(actual!).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected) as Array<[keyof RoiResult, number | boolean]>) {
    if (typeof value === 'boolean') expect(actual![key], key).toBe(value);
    else expect(actual![key], key).toBeCloseTo(value, 2);
  }
}

function assertState(key: string) {
  const [state, set] = key.split('.') as ['idle' | 'calculating' | 'result', RoiModelInputSet];
  return (snapshot: SnapshotFrom<Real>) => {
    expect(snapshot.value).toBe(state);
    expect(snapshot.context.inputs).toEqual(roiModelInputSets[set]);
    expect(snapshot.context.errors).toEqual(expectedErrors[set]);
    expect(snapshot.can({ type: 'ROI.CALCULATE' }), 'the calculate button is enabled').toBe(state !== 'calculating' && expectedErrors[set].length === 0);
    if (state === 'result') expectResult(snapshot.context.result, expectedResults[set as RoiModelValidSet]);
    else expect(snapshot.context.result).toBeNull();
  };
}

const suite = createModelBasedSuite({
  testModel: roiTestModel,
  createReal: () => roiCalculatorMachine,
  input: {},
  execute: (event: RoiModelEvent, { actor, clock }) => {
    const type = (values: Partial<Record<RoiNumberField, number>>) => {
      for (const [field, value] of Object.entries(values) as Array<[RoiNumberField, number]>) actor.send({ type: 'ROI.CHANGE', field, value });
    };
    switch (event.type) {
      case 'ENTER':
        return type(roiModelFigures[event.set]);
      case 'CHANGE_ASSUMPTIONS':
        return type(roiModelAssumptionSets[event.set]);
      case 'SELECT_SERVICE':
        return actor.send({ type: 'ROI.SELECT_SERVICE', serviceType: event.serviceType });
      case 'SELECT_PACKAGE':
        return actor.send({ type: 'ROI.SELECT_PACKAGE', packageTier: event.packageTier });
      case 'CALCULATE':
        return actor.send({ type: 'ROI.CALCULATE' });
      case 'EIGHT_HUNDRED_MS_PASS':
        return clock.increment(800);
    }
  },
  states: Object.fromEntries(roiModelStateKeys.map((key) => [key, assertState(key)])),
});

describeModelSuite('ROI calculator machine, driven by its test model', suite);

describe('ROI calculator and the address bar (its invoked addressBar actor)', () => {
  /** The calculator with an address bar that replays `link` when it starts and records what it is told to show. */
  function withAddressBar(link: RoiInputs | null) {
    const shown: Array<RoiInputs | null> = [];
    const addressBar = fromCallback<RoiAddressEvent, void, RoiCalculatorEvent>(({ sendBack, receive }) => {
      if (link) {
        sendBack({ type: 'ROI.SELECT_SERVICE', serviceType: link.serviceType });
        sendBack({ type: 'ROI.CHANGE', field: 'monthlyRevenue', value: link.monthlyRevenue });
        sendBack({ type: 'ROI.CALCULATE' });
      }
      receive((event) => void shown.push(event.inputs));
    });
    const clock = new SimulatedClock();
    const actor = createActor(roiCalculatorMachine.provide({ actors: { addressBar } }), { clock, input: {} }).start();
    return { actor, clock, shown };
  }
  const link: RoiInputs = { ...defaultRoiInputs, serviceType: 'google-ads', monthlyRevenue: 24000 };

  it('a shared link is entered and calculated as the calculator starts; the address keeps it and then shows its result', () => {
    const { actor, clock, shown } = withAddressBar(link);
    expect(actor.getSnapshot().value).toBe('calculating');
    expect(actor.getSnapshot().context.inputs.monthlyRevenue).toBe(24000);
    expect(shown, 'nothing taken out of the address while the link is entered').toEqual([]);
    clock.increment(800);
    expect(shown).toEqual([actor.getSnapshot().context.inputs]);
  });

  it('shows every result; an edit that drops a result (shown or being calculated) takes it out, an edit while idle tells nothing', () => {
    const { actor, clock, shown } = withAddressBar(null);
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyRevenue', value: 12000 });
    expect(shown).toEqual([]);
    actor.send({ type: 'ROI.CALCULATE' });
    clock.increment(800);
    const inputs = actor.getSnapshot().context.inputs;
    actor.send({ type: 'ROI.CALCULATE' }); // again: the same result, no gap in the address
    clock.increment(800);
    expect(shown).toEqual([inputs, inputs]);
    actor.send({ type: 'ROI.SELECT_PACKAGE', packageTier: 'starter' });
    expect(shown).toEqual([inputs, inputs, null]);
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyRevenue', value: 13000 });
    expect(shown).toHaveLength(3);
    // a result being calculated again, then an edit: the address forgets the result it still shows
    actor.send({ type: 'ROI.CALCULATE' });
    clock.increment(800);
    const again = actor.getSnapshot().context.inputs;
    actor.send({ type: 'ROI.CALCULATE' });
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyRevenue', value: 14000 });
    expect(shown.slice(3)).toEqual([again, null]);
  });
});

describe('ROI calculator timing and inputs', () => {
  it('calculates for exactly 800 ms', () => {
    const clock = new SimulatedClock();
    const actor = createActor(roiCalculatorMachine, { clock, input: {} }).start();
    actor.send({ type: 'ROI.CALCULATE' });
    clock.increment(799);
    expect(actor.getSnapshot().value).toBe('calculating');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('starts from the inputs of a shared link, validated', () => {
    const inputs = { ...roiModelInputSets.inconsistent };
    const actor = createActor(roiCalculatorMachine, { input: { inputs } }).start();
    expect(actor.getSnapshot().context.inputs).toEqual(inputs);
    expect(actor.getSnapshot().context.errors).toEqual(['inconsistent']);
    expect(actor.getSnapshot().can({ type: 'ROI.CALCULATE' })).toBe(false);
  });

  it('an emptied field (NaN) is an error, and typing it again (NaN again) changes nothing', () => {
    const actor = createActor(roiCalculatorMachine, { input: {} }).start();
    actor.send({ type: 'ROI.CHANGE', field: 'averageOrderValue', value: Number.NaN });
    expect(actor.getSnapshot().context.errors).toEqual(['orderValueNotPositive']);
    const before = actor.getSnapshot();
    actor.send({ type: 'ROI.CHANGE', field: 'averageOrderValue', value: Number.NaN });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'ROI.CHANGE', field: 'monthsUntilEffect', value: Number.NaN });
    expect(actor.getSnapshot().context.errors).toEqual(['orderValueNotPositive', 'effectMonthsOutOfRange']);
  });

  it('choosing the service already chosen, or the package already chosen, keeps the visitor’s assumptions and the result', () => {
    const clock = new SimulatedClock();
    const actor = createActor(roiCalculatorMachine, { clock, input: {} }).start();
    actor.send({ type: 'ROI.CHANGE', field: 'trafficUpliftPercent', value: 50 });
    actor.send({ type: 'ROI.CALCULATE' });
    clock.increment(800);
    const before = actor.getSnapshot();
    actor.send({ type: 'ROI.SELECT_SERVICE', serviceType: 'seo-website' });
    actor.send({ type: 'ROI.SELECT_PACKAGE', packageTier: 'premium' });
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.inputs.trafficUpliftPercent).toBe(50);
  });

  it('recalculating a shown result runs the 800 ms again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(roiCalculatorMachine, { clock, input: {} }).start();
    actor.send({ type: 'ROI.CALCULATE' });
    clock.increment(800);
    actor.send({ type: 'ROI.CALCULATE' });
    expect(actor.getSnapshot().value).toBe('calculating');
    expect(actor.getSnapshot().context.result).toBeNull();
    clock.increment(800);
    expect(actor.getSnapshot().context.result?.extraRevenueFirstYear).toBe(250200);
  });

  it('an edit that leaves the validation list as it was keeps the same list, so what shows it does not render again (issue 36)', () => {
    const actor = createActor(roiCalculatorMachine, { input: {} }).start();
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyVisitors', value: -1 });
    const errors = actor.getSnapshot().context.errors;
    expect(errors).toContain('visitorsNotPositive');
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyVisitors', value: -2 });
    expect(actor.getSnapshot().context.errors).toBe(errors);
    actor.send({ type: 'ROI.CHANGE', field: 'monthlyVisitors', value: 5000 });
    expect(actor.getSnapshot().context.errors).not.toBe(errors);
    expect(actor.getSnapshot().context.errors).not.toContain('visitorsNotPositive');
  });
});
