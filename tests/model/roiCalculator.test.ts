import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, SimulatedClock, createActor } from 'xstate';
import type { RoiInputs, RoiResult } from '../../src/business/roi';
import { type RoiChangeEvent, roiCalculatorMachine } from '../../src/machines/roiCalculator';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { type RoiModelEvent, type RoiModelInputSet, roiModelInputSets, roiModelStateKeys, roiTestModel } from './roiCalculator.model';

type Real = typeof roiCalculatorMachine;

/**
 * The results of the two valid sets, by hand (formulas of src/business/roi.ts,
 * figures of the spec's ROI table).
 */
const expectedResults: Record<'defaults' | 'smallShop', RoiResult> = {
  // seo-website: ×2.8 traffic, ×1.35 conversion, 3500 once, effect after 3 months; revenue 10,000
  defaults: {
    additionalRevenue: 27800, // 10,000 × (2.8 × 1.35 − 1) = 10,000 × 2.78
    monthlyProfit: 27508.33, // 27,800 − 3500 / 12
    monthlyROI: 9431.43, // 27,508.33 / 291.67 × 100
    totalValue: 250200, // 27,800 × 9 months
    netProfitFirstYear: 246700, // 250,200 − 3500
    yearlyROI: 7048.57, // 246,700 / 3500 × 100
    paybackPeriod: 3.13, // (3500 + 27,800 × 3) / 27,800
    trafficIncrease: 180,
    conversionIncrease: 35,
    profitableFirstYear: true,
    visitorsAfter: 5600, // 2000 × 2.8
    conversionRateAfter: 2.7, // 2 × 1.35
  },
  // google-ads: ×3.2 traffic, ×1.25 conversion, 1200 a month, effect after 1 month; revenue 300 (100 × 2 % × 150)
  smallShop: {
    additionalRevenue: 900, // 300 × (3.2 × 1.25 − 1) = 300 × 3
    monthlyProfit: -300, // 900 − 1200
    monthlyROI: 0, // −25 %, floored at 0
    totalValue: 9900, // 900 × 11 months
    netProfitFirstYear: -4500, // 9900 − 12 × 1200
    yearlyROI: -31.25, // −4500 / 14,400 × 100
    paybackPeriod: 999, // 900 a month never covers 1200 a month
    trafficIncrease: 220,
    conversionIncrease: 25,
    profitableFirstYear: false,
    visitorsAfter: 320,
    conversionRateAfter: 2.5,
  },
};

const expectedErrors: Record<RoiModelInputSet, string[]> = {
  defaults: [],
  smallShop: [],
  conversionTooHigh: ['conversionOutOfRange'],
  inconsistent: ['inconsistent'],
};

function expectResult(actual: RoiResult | null, expected: RoiResult) {
  expect(actual).not.toBeNull();
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
    if (state === 'result') expectResult(snapshot.context.result, expectedResults[set as 'defaults' | 'smallShop']);
    else expect(snapshot.context.result).toBeNull();
  };
}

const suite = createModelBasedSuite({
  testModel: roiTestModel,
  createReal: () => roiCalculatorMachine,
  input: {},
  execute: (event: RoiModelEvent, { actor, clock }) => {
    switch (event.type) {
      case 'ENTER': {
        const inputs = roiModelInputSets[event.set] as RoiInputs;
        for (const field of Object.keys(inputs) as Array<keyof RoiInputs>) {
          actor.send({ type: 'ROI.CHANGE', field, value: inputs[field] } as RoiChangeEvent);
        }
        return;
      }
      case 'CALCULATE':
        return actor.send({ type: 'ROI.CALCULATE' });
      case 'EIGHT_HUNDRED_MS_PASS':
        return clock.increment(800);
    }
  },
  states: Object.fromEntries(roiModelStateKeys.map((key) => [key, assertState(key)])),
});

describeModelSuite('ROI calculator machine, driven by its test model', suite);

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
    expect(actor.getSnapshot().context.result?.additionalRevenue).toBeCloseTo(27800, 6);
  });
});
