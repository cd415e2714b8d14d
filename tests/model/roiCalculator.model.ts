import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The ROI calculator as spec sections 4, 5 and 9 describe it, seen by a
 * visitor: the inputs on screen (one of four sets), whether the calculate
 * button can be pressed, the 800 ms calculation and the result. The timer is
 * the explicit event EIGHT_HUNDRED_MS_PASS. Shared by the unit model test
 * (real machine, simulated clock) and a browser test (real inputs,
 * `page.clock`).
 *
 * The sets: the spec's defaults (consistent at exactly 50 %); a small shop on
 * Google Ads, whose figures hit the clamps (monthly ROI 0, payback 999, no
 * success notice); a conversion rate of 100.1 %; the defaults with a revenue
 * 51 % away from the computed one.
 */
export const roiModelInputSets = {
  defaults: { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500, serviceType: 'seo-website' },
  smallShop: { monthlyRevenue: 300, monthlyVisitors: 100, conversionRate: 2, averageOrderValue: 150, serviceType: 'google-ads' },
  conversionTooHigh: { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 100.1, averageOrderValue: 500, serviceType: 'seo-website' },
  inconsistent: { monthlyRevenue: 30200, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500, serviceType: 'seo-website' },
} as const;

export type RoiModelInputSet = keyof typeof roiModelInputSets;
const validSets = ['defaults', 'smallShop'] as const;
const invalidSets = ['conversionTooHigh', 'inconsistent'] as const;
const allSets = [...validSets, ...invalidSets];

export type RoiModelEvent = { type: 'ENTER'; set: RoiModelInputSet } | { type: 'CALCULATE' } | { type: 'EIGHT_HUNDRED_MS_PASS' };

export const roiModelEvents: RoiModelEvent[] = [
  ...allSets.map((set) => ({ type: 'ENTER' as const, set })),
  { type: 'CALCULATE' },
  { type: 'EIGHT_HUNDRED_MS_PASS' },
];

/** Entering other inputs shows them (and drops a result or a running calculation); entering the same ones changes nothing. */
const enter = (current: RoiModelInputSet, self: string) =>
  allSets.map((set) => ({
    guard: ({ event }: { event: RoiModelEvent }) => event.type === 'ENTER' && event.set === set,
    target: set === current ? self : `#roiModel.idle.${set}`,
  }));

const roiModel = createMachine({
  id: 'roiModel',
  types: {} as { events: RoiModelEvent },
  initial: 'idle',
  states: {
    idle: {
      initial: 'defaults',
      states: {
        ...Object.fromEntries(
          validSets.map((set) => [set, { on: { ENTER: enter(set, `#roiModel.idle.${set}`), CALCULATE: `#roiModel.calculating.${set}` } }]),
        ),
        // errors are listed and the calculate button does nothing
        ...Object.fromEntries(invalidSets.map((set) => [set, { on: { ENTER: enter(set, `#roiModel.idle.${set}`) } }])),
      },
    },
    calculating: {
      // (entered only through the targets above, which name the set)
      initial: 'defaults',
      states: Object.fromEntries(
        validSets.map((set) => [
          set,
          { on: { ENTER: enter(set, `#roiModel.calculating.${set}`), EIGHT_HUNDRED_MS_PASS: `#roiModel.result.${set}` } },
        ]),
      ),
    },
    result: {
      initial: 'defaults',
      states: Object.fromEntries(
        validSets.map((set) => [
          set,
          { on: { ENTER: enter(set, `#roiModel.result.${set}`), CALCULATE: `#roiModel.calculating.${set}` } },
        ]),
      ),
    },
  },
});

export const roiTestModel = createTestModel(roiModel, { events: roiModelEvents });

/** Every state of the model as `stateKey` names it: 'idle.defaults', 'result.smallShop', … */
export const roiModelStateKeys = [
  ...allSets.map((set) => `idle.${set}`),
  ...validSets.flatMap((set) => [`calculating.${set}`, `result.${set}`]),
];
