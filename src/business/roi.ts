import { packageOffers } from './offers';

/**
 * The ROI calculator's figures (spec sections 3, 5 and 9): the table of
 * services, the inputs with their defaults and limits, the validation rules,
 * the formulas, and the inputs as a URL query (a result can be shared as a
 * link). Pure functions; validation answers with codes that the view
 * translates. The spec gives the table and the clamps but no formulas: the
 * ones below are this project's, and `calculateRoi` says on every line what a
 * figure is and how it comes from the table.
 *
 * The assumptions, in plain words (for the text under the results): the
 * service multiplies the visitors and the conversion rate by the table's
 * factors, so the revenue grows by their product (the average order value
 * stays the same); that growth begins after the table's months until the
 * effect, and nothing is gained before; a one-time cost is paid at the start, a
 * monthly cost every month from the start; "monthly" figures spread a one-time
 * cost over the first 12 months.
 */

/** Spec section 9, ROI table: the services, in the table's order. */
export const roiServiceTypes = ['seo-website', 'google-ads', 'seo-retainer', 'complete-package'] as const;
export type RoiServiceType = (typeof roiServiceTypes)[number];

export function isRoiServiceType(value: string): value is RoiServiceType {
  return (roiServiceTypes as readonly string[]).includes(value);
}

/** One row of the spec's ROI table. */
export interface RoiServiceTerms {
  /** Monthly visitors are multiplied by this once the effect has started. */
  trafficMultiplier: number;
  /** The conversion rate is multiplied by this once the effect has started. */
  conversionMultiplier: number;
  /** Paid once at the start, or every month from the start (recurring). */
  cost: { kind: 'oneTime' | 'monthly'; eur: number };
  /** Months from the start before the effect begins. */
  monthsUntilEffect: number;
}

/**
 * Spec section 9, ROI table. Google Ads at 1200 EUR per month is the price
 * list's SEA premium package (the same figure for the same service), so it is
 * read from there; the other costs (3500 and 5500 once, 1800 per month) are
 * the ROI table's own and appear in no price list.
 */
export const roiServiceTerms: Record<RoiServiceType, RoiServiceTerms> = {
  'seo-website': { trafficMultiplier: 2.8, conversionMultiplier: 1.35, cost: { kind: 'oneTime', eur: 3500 }, monthsUntilEffect: 3 },
  'google-ads': {
    trafficMultiplier: 3.2,
    conversionMultiplier: 1.25,
    cost: { kind: 'monthly', eur: packageOffers.sea.premium.priceEur },
    monthsUntilEffect: 1,
  },
  'seo-retainer': { trafficMultiplier: 2.1, conversionMultiplier: 1.45, cost: { kind: 'monthly', eur: 1800 }, monthsUntilEffect: 2 },
  'complete-package': { trafficMultiplier: 4.2, conversionMultiplier: 1.55, cost: { kind: 'oneTime', eur: 5500 }, monthsUntilEffect: 2 },
};

/** Spec section 3, ROI inputs. */
export interface RoiInputs {
  /** Euros per month. */
  monthlyRevenue: number;
  monthlyVisitors: number;
  /** In percent: 2 means 2 %. */
  conversionRate: number;
  /** Euros. */
  averageOrderValue: number;
  serviceType: RoiServiceType;
}

export type RoiNumberField = Exclude<keyof RoiInputs, 'serviceType'>;
export const roiNumberFields: readonly RoiNumberField[] = ['monthlyRevenue', 'monthlyVisitors', 'conversionRate', 'averageOrderValue'];

/** Spec section 9: the defaults. */
export const defaultRoiInputs: RoiInputs = {
  monthlyRevenue: 10000,
  monthlyVisitors: 2000,
  conversionRate: 2,
  averageOrderValue: 500,
  serviceType: 'seo-website',
};

/** Spec section 5: the number inputs' min, max and step (the spec gives a max for the conversion rate only). */
export const roiInputLimits: Record<RoiNumberField, { min: number; max?: number; step: number }> = {
  monthlyRevenue: { min: 0, step: 100 },
  monthlyVisitors: { min: 0, step: 100 },
  conversionRate: { min: 0.1, max: 100, step: 0.1 },
  averageOrderValue: { min: 0, step: 10 },
};

/** Spec section 5, one code per rule, in the order the list shows them. */
export type RoiValidationError = 'revenueNotPositive' | 'visitorsNotPositive' | 'conversionOutOfRange' | 'orderValueNotPositive' | 'inconsistent';

/** Spec section 5: the computed revenue may differ from the stated one by at most 50 %. */
export const ROI_CONSISTENCY_TOLERANCE = 0.5;

/** The monthly revenue that visitors × conversion rate × order value give (the conversion rate is in percent). */
export function computedMonthlyRevenue(inputs: RoiInputs): number {
  return (inputs.monthlyVisitors * inputs.conversionRate * inputs.averageOrderValue) / 100;
}

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/**
 * The consistency rule of spec section 5. The difference is measured relative
 * to the computed revenue (visitors × conversion × order value), and exactly
 * 50 % still counts as consistent: the spec's own defaults compute 2000 × 2 % ×
 * 500 = 20,000 against a stated 10,000, a difference of exactly 50 % of the
 * computed revenue, and the defaults must be accepted. (Measured relative to the
 * stated revenue they would differ by 100 % and be refused.) The comparison is
 * written without a division, so the boundary is exact.
 */
export function areRoiInputsConsistent(inputs: RoiInputs): boolean {
  const computed = computedMonthlyRevenue(inputs);
  return Math.abs(computed - inputs.monthlyRevenue) <= ROI_CONSISTENCY_TOLERANCE * computed;
}

/**
 * Every rule of spec section 5 that the inputs break, as codes. An empty or
 * unreadable number (NaN) counts as not positive or out of range. Consistency
 * is checked only when the four numbers are valid (it means nothing otherwise).
 */
export function validateRoiInputs(inputs: RoiInputs): RoiValidationError[] {
  const errors: RoiValidationError[] = [];
  if (!isPositive(inputs.monthlyRevenue)) errors.push('revenueNotPositive');
  if (!isPositive(inputs.monthlyVisitors)) errors.push('visitorsNotPositive');
  const { min, max } = roiInputLimits.conversionRate;
  if (!(inputs.conversionRate >= min && inputs.conversionRate <= max!)) errors.push('conversionOutOfRange');
  if (!isPositive(inputs.averageOrderValue)) errors.push('orderValueNotPositive');
  if (errors.length === 0 && !areRoiInputsConsistent(inputs)) errors.push('inconsistent');
  return errors;
}

/** Spec section 9: the payback period is shown between 0.1 and 999 months. */
export const PAYBACK_MIN_MONTHS = 0.1;
export const PAYBACK_MAX_MONTHS = 999;

/** Spec section 3, ROI results, and what the success notice needs. Money in euros, ROI and increases in percent (150 means 150 %). */
export interface RoiResult {
  /** Monthly profit relative to the monthly cost, in percent; floored at 0. */
  monthlyROI: number;
  /** Net profit after 12 months relative to the first year's cost, in percent; floored at -100. */
  yearlyROI: number;
  /** Additional revenue per month once the effect has started; floored at 0. */
  additionalRevenue: number;
  /** Months until the gains have paid the costs back; between 0.1 and 999 (999: never). */
  paybackPeriod: number;
  /** Additional revenue over the first 12 months. */
  totalValue: number;
  /** Additional revenue per month minus the monthly cost; negative is a loss. */
  monthlyProfit: number;
  /** How much the conversion rate rises, in percent of itself. */
  conversionIncrease: number;
  /** How much the visitors rise, in percent of themselves. */
  trafficIncrease: number;
  /** Total value minus the first year's cost. */
  netProfitFirstYear: number;
  /** Spec section 4: the success notice shows when the net profit after 12 months is positive. */
  profitableFirstYear: boolean;
  /** Visitors per month once the effect has started (for the assumptions text). */
  visitorsAfter: number;
  /** Conversion rate in percent once the effect has started (for the assumptions text). */
  conversionRateAfter: number;
}

/**
 * The result's headline (issue 27): the additional revenue and the profit after
 * the service's cost over the first 12 months, and the payback period. Euros
 * and months that the assumptions beside them explain; the percentages (which
 * the table's factors drive into the thousands) are further figures, never the
 * headline.
 */
export const roiHeadlineFigures = ['totalValue', 'netProfitFirstYear', 'paybackPeriod'] as const satisfies ReadonlyArray<keyof RoiResult>;
export type RoiHeadlineFigure = (typeof roiHeadlineFigures)[number];

export interface PaybackTerms {
  /** Additional revenue per month once the effect has started. */
  additionalRevenue: number;
  oneTimeCost: number;
  recurringCost: number;
  monthsUntilEffect: number;
}

/**
 * The month n at which the gains equal the costs so far:
 * additionalRevenue × (n − monthsUntilEffect) = oneTimeCost + n × recurringCost,
 * so n = (oneTimeCost + additionalRevenue × monthsUntilEffect) / (additionalRevenue − recurringCost).
 * A gain that does not exceed the recurring cost never pays back (999). Clamped to
 * 0.1-999 months (spec); with the table (an effect after 1 month at the soonest)
 * the lower bound is never reached.
 */
export function paybackMonths({ additionalRevenue, oneTimeCost, recurringCost, monthsUntilEffect }: PaybackTerms): number {
  const gainBeyondRecurringCost = additionalRevenue - recurringCost;
  if (!(gainBeyondRecurringCost > 0)) return PAYBACK_MAX_MONTHS;
  const months = (oneTimeCost + additionalRevenue * monthsUntilEffect) / gainBeyondRecurringCost;
  return Math.min(PAYBACK_MAX_MONTHS, Math.max(PAYBACK_MIN_MONTHS, months));
}

/** The results for valid inputs (spec sections 3 and 9). */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  // the service's row of the ROI table
  const terms = roiServiceTerms[inputs.serviceType];
  // revenue = visitors × conversion rate × order value, so it grows by traffic multiplier × conversion multiplier (order value unchanged)
  const revenueFactor = terms.trafficMultiplier * terms.conversionMultiplier;
  // additional revenue per month once the effect has started: the stated revenue times (factor − 1); floored at 0 (spec; with positive revenue and the table's factors above 1 it never binds)
  const additionalRevenue = Math.max(0, inputs.monthlyRevenue * (revenueFactor - 1));
  // cost column, "one-time": paid once at the start (0 for a recurring service)
  const oneTimeCost = terms.cost.kind === 'oneTime' ? terms.cost.eur : 0;
  // cost column, "per month, recurring": paid every month from the start (0 for a one-time service)
  const recurringCost = terms.cost.kind === 'monthly' ? terms.cost.eur : 0;
  // cost per month for the monthly figures: the recurring cost, or the one-time cost spread over the first 12 months
  const monthlyCost = recurringCost + oneTimeCost / 12;
  // monthly profit once the effect has started: additional revenue minus that monthly cost
  const monthlyProfit = additionalRevenue - monthlyCost;
  // monthly ROI in percent: monthly profit per euro of monthly cost; floored at 0 (spec)
  const monthlyROI = Math.max(0, (monthlyProfit / monthlyCost) * 100);
  // months of the first year with the effect: 12 minus the "time to effect" column
  const effectMonths = Math.max(0, 12 - terms.monthsUntilEffect);
  // total value: the additional revenue of those months
  const totalValue = additionalRevenue * effectMonths;
  // the first year's cost: the one-time cost plus 12 months of the recurring cost
  const firstYearCost = oneTimeCost + 12 * recurringCost;
  // net profit after 12 months: total value minus the first year's cost
  const netProfitFirstYear = totalValue - firstYearCost;
  // yearly ROI in percent: net profit after 12 months per euro of the first year's cost; floored at -100 (spec: no more than the cost can be lost)
  const yearlyROI = Math.max(-100, (netProfitFirstYear / firstYearCost) * 100);
  // payback: the month when the gains since the effect began equal every cost paid so far; 0.1-999 (spec)
  const paybackPeriod = paybackMonths({ additionalRevenue, oneTimeCost, recurringCost, monthsUntilEffect: terms.monthsUntilEffect });
  // traffic increase in percent: the traffic multiplier minus one (×2.8 is +180 %)
  const trafficIncrease = (terms.trafficMultiplier - 1) * 100;
  // conversion increase in percent: the conversion multiplier minus one (×1.35 is +35 %)
  const conversionIncrease = (terms.conversionMultiplier - 1) * 100;
  return {
    monthlyROI,
    yearlyROI,
    additionalRevenue,
    paybackPeriod,
    totalValue,
    monthlyProfit,
    conversionIncrease,
    trafficIncrease,
    netProfitFirstYear,
    // the success notice (spec section 4): net profit after 12 months above zero
    profitableFirstYear: netProfitFirstYear > 0,
    // visitors once the effect has started: visitors × traffic multiplier
    visitorsAfter: inputs.monthlyVisitors * terms.trafficMultiplier,
    // conversion rate once the effect has started: conversion rate × conversion multiplier
    conversionRateAfter: inputs.conversionRate * terms.conversionMultiplier,
  };
}

/** The query parameter of each input in a shared link, e.g. `?revenue=10000&visitors=2000&conversion=2&order=500&service=seo-website`. */
export const roiQueryKeys: Record<keyof RoiInputs, string> = {
  monthlyRevenue: 'revenue',
  monthlyVisitors: 'visitors',
  conversionRate: 'conversion',
  averageOrderValue: 'order',
  serviceType: 'service',
};

/** The largest number a link may carry (a billion): anything above is a typo or a crafted link. */
export const ROI_QUERY_MAX = 1_000_000_000;

/** Plain decimal numbers only: no sign, exponent, hex, spaces, Infinity or NaN. */
const plainNumber = /^\d{1,15}(\.\d{1,10})?$/;

/** The inputs as a query string (without '?'), in a fixed order. */
export function roiInputsToQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const field of roiNumberFields) params.set(roiQueryKeys[field], String(inputs[field]));
  params.set(roiQueryKeys.serviceType, inputs.serviceType);
  return params.toString();
}

/**
 * The inputs of a shared link, or null when the query does not hold all five
 * or any of them is out of range: a plain decimal number, positive, at most
 * ROI_QUERY_MAX, the conversion rate within 0.1-100 %, a known service. Other
 * parameters are ignored. Consistency is not required here: the calculator
 * validates what it receives and shows the errors.
 */
export function roiInputsFromQuery(query: string | URLSearchParams): RoiInputs | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const serviceType = params.get(roiQueryKeys.serviceType);
  if (serviceType === null || !isRoiServiceType(serviceType)) return null;
  const inputs: RoiInputs = { ...defaultRoiInputs, serviceType };
  for (const field of roiNumberFields) {
    const text = params.get(roiQueryKeys[field]);
    if (text === null || !plainNumber.test(text)) return null;
    const value = Number(text);
    const { min, max = ROI_QUERY_MAX } = roiInputLimits[field];
    if (!(value > 0 && value >= min && value <= max)) return null;
    inputs[field] = value;
  }
  return inputs;
}
