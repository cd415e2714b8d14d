import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { PackageTier } from '../../src/business/offers';
import type { RoiInputs, RoiServiceType } from '../../src/business/roi';

/**
 * The ROI calculator as spec sections 4, 5 and 9 and issue 35 describe it,
 * seen by a visitor: the inputs on screen (one of ten sets), whether the
 * calculate button can be pressed, the 800 ms calculation and the result. The
 * timer is the explicit event EIGHT_HUNDRED_MS_PASS. Shared by the unit model
 * test (real machine, simulated clock) and a browser test (real fields and
 * radios, `page.clock`).
 *
 * What a visitor does: ENTER types the four figures of a set, SELECT_SERVICE
 * and SELECT_PACKAGE pick a radio, CHANGE_ASSUMPTIONS types the three
 * assumptions of a set. Every input set is written out in full below, so the
 * model says what each move leaves on screen: choosing another service puts
 * that service's assumptions from the spec's table in the fields, whatever the
 * visitor had typed there (and so also clears an assumption error).
 *
 * The sets: the spec's defaults (consistent at exactly 50 %) with the popular
 * package; the same with the Performance package (a "from" price); with
 * cautious assumptions of the visitor's own; with an increase out of range;
 * Google Ads with its assumptions; a small shop on Google Ads, whose figures
 * hit the clamps (the fees not covered, payback 999, no success notice); the
 * complete package, Premium and Starter; a conversion rate of 100.1 %; the
 * defaults with a revenue 51 % away from the computed one.
 */
const figures = {
  defaults: { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500 },
  smallShop: { monthlyRevenue: 300, monthlyVisitors: 100, conversionRate: 2, averageOrderValue: 150 },
  conversionTooHigh: { monthlyRevenue: 10000, monthlyVisitors: 2000, conversionRate: 100.1, averageOrderValue: 500 },
  inconsistent: { monthlyRevenue: 30200, monthlyVisitors: 2000, conversionRate: 2, averageOrderValue: 500 },
} as const;
export type RoiModelFigureSet = keyof typeof figures;

/** The spec's ROI table as increases: ×2.8 is +180 %, ×1.35 is +35 %. */
const typicalEffect = {
  'seo-website': { trafficUpliftPercent: 180, conversionUpliftPercent: 35, monthsUntilEffect: 3 },
  'google-ads': { trafficUpliftPercent: 220, conversionUpliftPercent: 25, monthsUntilEffect: 1 },
  'complete-package': { trafficUpliftPercent: 320, conversionUpliftPercent: 55, monthsUntilEffect: 2 },
} as const;

/** Assumptions the visitor types: all three fields. */
export const roiModelAssumptionSets = {
  cautious: { trafficUpliftPercent: 20, conversionUpliftPercent: 10, monthsUntilEffect: 6 },
  outOfRange: { trafficUpliftPercent: 600, conversionUpliftPercent: 35, monthsUntilEffect: 3 },
} as const;
export type RoiModelAssumptionSet = keyof typeof roiModelAssumptionSets;

const website = { ...figures.defaults, serviceType: 'seo-website', packageTier: 'premium', ...typicalEffect['seo-website'] } as const;
const ads = { ...figures.defaults, serviceType: 'google-ads', packageTier: 'premium', ...typicalEffect['google-ads'] } as const;
const complete = { ...figures.defaults, serviceType: 'complete-package', packageTier: 'premium', ...typicalEffect['complete-package'] } as const;

export const roiModelInputSets = {
  defaults: website,
  performance: { ...website, packageTier: 'performance' },
  cautious: { ...website, ...roiModelAssumptionSets.cautious },
  adsDefaults: ads,
  smallShopAds: { ...ads, ...figures.smallShop },
  complete,
  completeStarter: { ...complete, packageTier: 'starter' },
  conversionTooHigh: { ...website, ...figures.conversionTooHigh },
  inconsistent: { ...website, ...figures.inconsistent },
  assumptionOutOfRange: { ...website, ...roiModelAssumptionSets.outOfRange },
} as const satisfies Record<string, RoiInputs>;

export type RoiModelInputSet = keyof typeof roiModelInputSets;
export const roiModelValidSets = ['defaults', 'performance', 'cautious', 'adsDefaults', 'smallShopAds', 'complete', 'completeStarter'] as const;
export type RoiModelValidSet = (typeof roiModelValidSets)[number];
const invalidSets = ['conversionTooHigh', 'inconsistent', 'assumptionOutOfRange'] as const;
const allSets = [...roiModelValidSets, ...invalidSets];

export type RoiModelEvent =
  | { type: 'ENTER'; set: RoiModelFigureSet }
  | { type: 'SELECT_SERVICE'; serviceType: RoiServiceType }
  | { type: 'SELECT_PACKAGE'; packageTier: PackageTier }
  | { type: 'CHANGE_ASSUMPTIONS'; set: RoiModelAssumptionSet }
  | { type: 'CALCULATE' }
  | { type: 'EIGHT_HUNDRED_MS_PASS' };
type RoiModelMove = Exclude<RoiModelEvent, { type: 'CALCULATE' | 'EIGHT_HUNDRED_MS_PASS' }>;

/**
 * What each move does to the inputs on screen. Entering the figures a set
 * already has changes nothing (the result stays). The first move of each set
 * is also tried while calculating (a change then drops the calculation).
 */
const moves: Record<RoiModelInputSet, ReadonlyArray<[RoiModelMove, RoiModelInputSet]>> = {
  defaults: [
    [{ type: 'ENTER', set: 'conversionTooHigh' }, 'conversionTooHigh'],
    [{ type: 'ENTER', set: 'inconsistent' }, 'inconsistent'],
    [{ type: 'ENTER', set: 'defaults' }, 'defaults'],
    [{ type: 'SELECT_PACKAGE', packageTier: 'performance' }, 'performance'],
    [{ type: 'CHANGE_ASSUMPTIONS', set: 'cautious' }, 'cautious'],
    [{ type: 'CHANGE_ASSUMPTIONS', set: 'outOfRange' }, 'assumptionOutOfRange'],
    [{ type: 'SELECT_SERVICE', serviceType: 'complete-package' }, 'complete'],
  ],
  performance: [[{ type: 'SELECT_PACKAGE', packageTier: 'premium' }, 'defaults']],
  // another service: its assumptions replace the visitor's
  cautious: [
    [{ type: 'SELECT_SERVICE', serviceType: 'google-ads' }, 'adsDefaults'],
    [{ type: 'CHANGE_ASSUMPTIONS', set: 'outOfRange' }, 'assumptionOutOfRange'],
  ],
  adsDefaults: [
    [{ type: 'ENTER', set: 'smallShop' }, 'smallShopAds'],
    [{ type: 'SELECT_SERVICE', serviceType: 'seo-website' }, 'defaults'],
  ],
  smallShopAds: [[{ type: 'ENTER', set: 'defaults' }, 'adsDefaults']],
  complete: [
    [{ type: 'SELECT_PACKAGE', packageTier: 'starter' }, 'completeStarter'],
    [{ type: 'SELECT_SERVICE', serviceType: 'seo-website' }, 'defaults'],
  ],
  completeStarter: [[{ type: 'SELECT_PACKAGE', packageTier: 'premium' }, 'complete']],
  conversionTooHigh: [[{ type: 'ENTER', set: 'defaults' }, 'defaults']],
  inconsistent: [[{ type: 'ENTER', set: 'defaults' }, 'defaults']],
  // the service's defaults replace the increase out of range
  assumptionOutOfRange: [
    [{ type: 'CHANGE_ASSUMPTIONS', set: 'cautious' }, 'cautious'],
    [{ type: 'SELECT_SERVICE', serviceType: 'google-ads' }, 'adsDefaults'],
  ],
};

const sameMove = (a: RoiModelEvent, b: RoiModelEvent) => JSON.stringify(a) === JSON.stringify(b);

/** The model's transitions for `set`'s moves, in phase `phase`: a change leads to idle, the same figures stay where they are. */
function movesOf(set: RoiModelInputSet, phase: 'idle' | 'calculating' | 'result', only?: 'first') {
  const on: Record<string, Array<{ guard: (args: { event: RoiModelEvent }) => boolean; target: string }>> = {};
  for (const [move, next] of only ? moves[set].slice(0, 1) : moves[set]) {
    (on[move.type] ??= []).push({
      guard: ({ event }) => sameMove(event, move),
      target: next === set ? `#roiModel.${phase}.${set}` : `#roiModel.idle.${next}`,
    });
  }
  return on;
}

export const roiModelEvents: RoiModelEvent[] = [
  ...new Map(Object.values(moves).flatMap((list) => list.map(([move]) => [JSON.stringify(move), move] as const))).values(),
  { type: 'CALCULATE' },
  { type: 'EIGHT_HUNDRED_MS_PASS' },
];

const roiModel = createMachine({
  id: 'roiModel',
  types: {} as { events: RoiModelEvent },
  initial: 'idle',
  states: {
    idle: {
      initial: 'defaults',
      states: {
        ...Object.fromEntries(roiModelValidSets.map((set) => [set, { on: { ...movesOf(set, 'idle'), CALCULATE: `#roiModel.calculating.${set}` } }])),
        // errors are listed and the calculate button does nothing
        ...Object.fromEntries(invalidSets.map((set) => [set, { on: movesOf(set, 'idle') }])),
      },
    },
    calculating: {
      // (entered only through the targets above, which name the set)
      initial: 'defaults',
      states: Object.fromEntries(
        roiModelValidSets.map((set) => [set, { on: { ...movesOf(set, 'calculating', 'first'), EIGHT_HUNDRED_MS_PASS: `#roiModel.result.${set}` } }]),
      ),
    },
    result: {
      initial: 'defaults',
      states: Object.fromEntries(roiModelValidSets.map((set) => [set, { on: { ...movesOf(set, 'result'), CALCULATE: `#roiModel.calculating.${set}` } }])),
    },
  },
});

/** Each state is offered the moves it has (its transitions are guarded by the event's details, so its event types alone would offer them all). */
export const roiTestModel = createTestModel(roiModel, { events: (snapshot) => roiModelEvents.filter((event) => snapshot.can(event)) });

/** The figures of a set the visitor types with ENTER. */
export const roiModelFigures = figures;

/** Every state of the model as `stateKey` names it: 'idle.defaults', 'result.smallShopAds', … */
export const roiModelStateKeys = [...allSets.map((set) => `idle.${set}`), ...roiModelValidSets.flatMap((set) => [`calculating.${set}`, `result.${set}`])];
