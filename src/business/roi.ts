import { type PackageTier, packageOffers, packageTiers } from './offers';

/**
 * The ROI calculator's figures (spec sections 3, 5 and 9; issue 35): the
 * services, what each costs (a package of the price table the visitor picks),
 * the inputs with their defaults and limits, the validation rules, the formulas,
 * and the inputs as a URL query (a result can be shared as a link). Pure
 * functions; validation answers with codes that the view translates. The spec
 * gives the table and the clamps but no formulas: the ones below are this
 * project's, and `calculateRoi` says on every line what a figure is.
 *
 * The estimate in plain words (the view says the same under the result): the
 * service raises the visitors and the conversion rate by the visitor's
 * assumptions (the consultant's typical effect by default, the spec's ROI
 * table), so the revenue grows by both (the average order value stays the
 * same); the growth begins after the assumed months until the effect, nothing
 * is gained before. The fees are the chosen package's prices: a one-time price
 * is paid at the start, a monthly price every month from the start. Every
 * return figure is extra revenue divided by the fees of the same months: over
 * the first 12 months, or in one month once the effect has started (a one-time
 * price spread over 12 months). No margin is asked, so nothing here is profit.
 */

/** Spec section 9, ROI table: the services, in the table's order. */
export const roiServiceTypes = ['seo-website', 'google-ads', 'seo-retainer', 'complete-package'] as const;
export type RoiServiceType = (typeof roiServiceTypes)[number];

export function isRoiServiceType(value: string): value is RoiServiceType {
  return (roiServiceTypes as readonly string[]).includes(value);
}

export function isPackageTier(value: string): value is PackageTier {
  return (packageTiers as readonly string[]).includes(value);
}

/** The package lines of the price table (SEO, SEA, website). */
export type RoiPackageLine = keyof typeof packageOffers;

/**
 * Which lines of the price table a service costs, in the order the calculator
 * names them: the website is paid once, SEO and Google Ads (SEA) every month.
 * The complete package is one package of each line, all of the same tier.
 */
export const roiServicePackageLines: Record<RoiServiceType, readonly RoiPackageLine[]> = {
  'seo-website': ['website'],
  'google-ads': ['sea'],
  'seo-retainer': ['seo'],
  'complete-package': ['website', 'seo', 'sea'],
};

/** The tier a calculation starts with: the price table's popular one (premium). */
export const DEFAULT_PACKAGE_TIER: PackageTier = packageTiers.find((tier) => packageOffers.website[tier].popular) ?? 'premium';

/** What a service costs with a tier: its packages, and their prices added up by how they are paid. */
export interface RoiFees {
  packages: ReadonlyArray<{ line: RoiPackageLine; tier: PackageTier }>;
  /** Euros paid once at the start (the website), 0 if none. */
  oneTimeEur: number;
  /** Euros paid every month from the start (SEO, Google Ads), 0 if none. */
  monthlyEur: number;
  /** The one-time price says "from" in the price table (it is the lowest the package costs). */
  oneTimeFrom: boolean;
  /** A monthly price says "from" in the price table. */
  monthlyFrom: boolean;
  /** Google Ads is among the packages: the ad budget, paid to Google, comes on top and is not calculated. */
  adBudgetExtra: boolean;
}

/** The fees of a service with a tier, from the price table only (src/business/offers.ts). */
export function roiFees(serviceType: RoiServiceType, tier: PackageTier): RoiFees {
  const lines = roiServicePackageLines[serviceType];
  const fees: RoiFees = {
    packages: lines.map((line) => ({ line, tier })),
    oneTimeEur: 0,
    monthlyEur: 0,
    oneTimeFrom: false,
    monthlyFrom: false,
    adBudgetExtra: lines.includes('sea'),
  };
  for (const line of lines) {
    const offer = packageOffers[line][tier];
    if (offer.per === 'month') {
      fees.monthlyEur += offer.priceEur;
      fees.monthlyFrom ||= offer.from;
    } else {
      fees.oneTimeEur += offer.priceEur;
      fees.oneTimeFrom ||= offer.from;
    }
  }
  return fees;
}

/** The spec's ROI table without its costs (the fees are the packages now): the typical effect of each service. */
export interface RoiServiceEffect {
  /** Monthly visitors are multiplied by this once the effect has started. */
  trafficMultiplier: number;
  /** The conversion rate is multiplied by this once the effect has started. */
  conversionMultiplier: number;
  /** Months from the start before the effect begins. */
  monthsUntilEffect: number;
}

/** Spec section 9, ROI table (multipliers and time to effect): the assumptions' defaults. */
export const roiServiceEffects: Record<RoiServiceType, RoiServiceEffect> = {
  'seo-website': { trafficMultiplier: 2.8, conversionMultiplier: 1.35, monthsUntilEffect: 3 },
  'google-ads': { trafficMultiplier: 3.2, conversionMultiplier: 1.25, monthsUntilEffect: 1 },
  'seo-retainer': { trafficMultiplier: 2.1, conversionMultiplier: 1.45, monthsUntilEffect: 2 },
  'complete-package': { trafficMultiplier: 4.2, conversionMultiplier: 1.55, monthsUntilEffect: 2 },
};

/** The three assumptions the visitor can change: increases in whole percent, the time to effect in whole months. */
export interface RoiAssumptions {
  /** How much the monthly visitors rise once the effect has started: 180 means +180 % (×2.8). */
  trafficUpliftPercent: number;
  /** How much the conversion rate rises once the effect has started: 35 means +35 % (×1.35). */
  conversionUpliftPercent: number;
  /** Months from the start before the effect begins. */
  monthsUntilEffect: number;
}

export const roiAssumptionFields = ['trafficUpliftPercent', 'conversionUpliftPercent', 'monthsUntilEffect'] as const satisfies ReadonlyArray<keyof RoiAssumptions>;

/** A multiplier as a whole percent increase: ×2.8 → 180, ×1.35 → 35 (rounded, as 2.8 − 1 is 1.7999… in binary). */
const upliftPercent = (multiplier: number) => Math.round((multiplier - 1) * 100);

/** A service's row of the spec's ROI table as the assumptions' defaults. */
export function roiAssumptionDefaults(serviceType: RoiServiceType): RoiAssumptions {
  const effect = roiServiceEffects[serviceType];
  return {
    trafficUpliftPercent: upliftPercent(effect.trafficMultiplier),
    conversionUpliftPercent: upliftPercent(effect.conversionMultiplier),
    monthsUntilEffect: effect.monthsUntilEffect,
  };
}

/** Spec section 3, ROI inputs, with the package and the assumptions (issue 35). */
export interface RoiInputs extends RoiAssumptions {
  /** Euros per month. */
  monthlyRevenue: number;
  monthlyVisitors: number;
  /** In percent: 2 means 2 %. */
  conversionRate: number;
  /** Euros. */
  averageOrderValue: number;
  serviceType: RoiServiceType;
  packageTier: PackageTier;
}

/** The visitor's own figures (spec section 3). */
export const roiFigureFields = ['monthlyRevenue', 'monthlyVisitors', 'conversionRate', 'averageOrderValue'] as const;
export type RoiFigureField = (typeof roiFigureFields)[number];
export type RoiAssumptionField = (typeof roiAssumptionFields)[number];
/** Every number the visitor types: the figures, then the assumptions. */
export type RoiNumberField = RoiFigureField | RoiAssumptionField;
export const roiNumberFields: readonly RoiNumberField[] = [...roiFigureFields, ...roiAssumptionFields];

/** Spec section 9: the defaults; the popular package and the default service's assumptions. */
export const defaultRoiInputs: RoiInputs = {
  monthlyRevenue: 10000,
  monthlyVisitors: 2000,
  conversionRate: 2,
  averageOrderValue: 500,
  serviceType: 'seo-website',
  packageTier: DEFAULT_PACKAGE_TIER,
  ...roiAssumptionDefaults('seo-website'),
};

/**
 * Spec section 5: the figures' min, max and step (the spec gives a max for the
 * conversion rate only); issue 35: the assumptions' ranges, whole numbers.
 */
export const roiInputLimits: Record<RoiNumberField, { min: number; max?: number; step: number }> = {
  monthlyRevenue: { min: 0, step: 100 },
  monthlyVisitors: { min: 0, step: 100 },
  conversionRate: { min: 0.1, max: 100, step: 0.1 },
  averageOrderValue: { min: 0, step: 10 },
  trafficUpliftPercent: { min: 0, max: 500, step: 1 },
  conversionUpliftPercent: { min: 0, max: 200, step: 1 },
  monthsUntilEffect: { min: 0, max: 12, step: 1 },
};

/** Spec section 5 and issue 35, one code per rule, in the order the list shows them. */
export type RoiValidationError =
  | 'revenueNotPositive'
  | 'visitorsNotPositive'
  | 'conversionOutOfRange'
  | 'orderValueNotPositive'
  | 'inconsistent'
  | 'trafficUpliftOutOfRange'
  | 'conversionUpliftOutOfRange'
  | 'effectMonthsOutOfRange';

/** Spec section 5: the computed revenue may differ from the stated one by at most 50 %. */
export const ROI_CONSISTENCY_TOLERANCE = 0.5;

/** The monthly revenue that visitors × conversion rate × order value give (the conversion rate is in percent). */
export function computedMonthlyRevenue(inputs: Pick<RoiInputs, RoiFigureField>): number {
  return (inputs.monthlyVisitors * inputs.conversionRate * inputs.averageOrderValue) / 100;
}

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/** An assumption's rule: a whole number within its range (an empty field, NaN, is not). */
function isWholeInRange(field: RoiAssumptionField, value: number): boolean {
  const { min, max } = roiInputLimits[field];
  return Number.isInteger(value) && value >= min && value <= max!;
}

/**
 * The consistency rule of spec section 5. The difference is measured relative
 * to the computed revenue (visitors × conversion × order value), and exactly
 * 50 % still counts as consistent: the spec's own defaults compute 2000 × 2 % ×
 * 500 = 20,000 against a stated 10,000, a difference of exactly 50 % of the
 * computed revenue, and the defaults must be accepted. (Measured relative to the
 * stated revenue they would differ by 100 % and be refused.) The comparison is
 * written without a division, so the boundary is exact.
 */
export function areRoiInputsConsistent(inputs: Pick<RoiInputs, RoiFigureField>): boolean {
  const computed = computedMonthlyRevenue(inputs);
  return Math.abs(computed - inputs.monthlyRevenue) <= ROI_CONSISTENCY_TOLERANCE * computed;
}

/**
 * Every rule that the inputs break, as codes. An empty or unreadable number
 * (NaN) counts as not positive or out of range. Consistency is checked only
 * when the four figures are valid (it means nothing otherwise); the
 * assumptions are checked whatever the figures are.
 */
export function validateRoiInputs(inputs: RoiInputs): RoiValidationError[] {
  const errors: RoiValidationError[] = [];
  if (!isPositive(inputs.monthlyRevenue)) errors.push('revenueNotPositive');
  if (!isPositive(inputs.monthlyVisitors)) errors.push('visitorsNotPositive');
  const { min, max } = roiInputLimits.conversionRate;
  if (!(inputs.conversionRate >= min && inputs.conversionRate <= max!)) errors.push('conversionOutOfRange');
  if (!isPositive(inputs.averageOrderValue)) errors.push('orderValueNotPositive');
  if (errors.length === 0 && !areRoiInputsConsistent(inputs)) errors.push('inconsistent');
  if (!isWholeInRange('trafficUpliftPercent', inputs.trafficUpliftPercent)) errors.push('trafficUpliftOutOfRange');
  if (!isWholeInRange('conversionUpliftPercent', inputs.conversionUpliftPercent)) errors.push('conversionUpliftOutOfRange');
  if (!isWholeInRange('monthsUntilEffect', inputs.monthsUntilEffect)) errors.push('effectMonthsOutOfRange');
  return errors;
}

/** Spec section 9: the payback period is shown between 0.1 and 999 months. */
export const PAYBACK_MIN_MONTHS = 0.1;
export const PAYBACK_MAX_MONTHS = 999;

/** The months a first-year figure counts. */
export const FIRST_YEAR_MONTHS = 12;

/**
 * The results for valid inputs, each named for what it is. Euros are whole
 * euros, as the screen shows them, and every figure is computed from the
 * rounded ones, so what the screen shows adds up: the 12-month extra revenue is
 * the monthly one times the months with effect, the difference is the shown
 * revenue minus the shown fees, and each multiple is the shown revenue divided
 * by the shown fees.
 */
export interface RoiResult {
  /** Additional revenue per month once the effect has started (whole euros; at least 0). */
  additionalRevenuePerMonth: number;
  /** Months of the first 12 with the effect: 12 minus the months until it starts. */
  monthsWithEffect: number;
  /** Additional revenue in the first 12 months: the monthly one × the months with effect. */
  extraRevenueFirstYear: number;
  /** The packages' fees in the first 12 months: one-time price + 12 × monthly price. */
  feesFirstYear: number;
  /** Extra revenue minus fees over the first 12 months; negative when the fees are not yet covered. */
  extraRevenueMinusFeesFirstYear: number;
  /** Months until the extra revenue has covered the fees paid so far; between 0.1 and 999 (999: never). */
  paybackMonths: number;
  /** 12-month extra revenue ÷ 12-month fees (0 or more): "3.9× the fees". */
  returnMultipleFirstYear: number;
  /** The fees of one month once the effect has started: the monthly price plus a twelfth of a one-time price (whole euros). */
  feesPerMonthAtEffect: number;
  /** A month's additional revenue ÷ that month's fees, once the effect has started (0 or more). */
  returnMultipleMonthAtEffect: number;
  /** Spec section 4: the success notice shows when the extra revenue minus fees over 12 months is positive. */
  coversFeesFirstYear: boolean;
  /** Visitors per month once the effect has started (for the assumptions). */
  visitorsAfter: number;
  /** Conversion rate in percent once the effect has started (for the assumptions). */
  conversionRateAfter: number;
}

export interface PaybackTerms {
  /** Additional revenue per month once the effect has started. */
  additionalRevenue: number;
  oneTimeCost: number;
  recurringCost: number;
  monthsUntilEffect: number;
}

/**
 * The month n at which the extra revenue equals the fees so far:
 * additionalRevenue × (n − monthsUntilEffect) = oneTimeCost + n × recurringCost,
 * so n = (oneTimeCost + additionalRevenue × monthsUntilEffect) / (additionalRevenue − recurringCost).
 * An extra revenue that does not exceed the monthly fee never pays back (999). Clamped to
 * 0.1-999 months (spec); the lower bound binds only with an effect from the first month and
 * a one-time fee earned back within days.
 */
export function paybackMonths({ additionalRevenue, oneTimeCost, recurringCost, monthsUntilEffect }: PaybackTerms): number {
  const gainBeyondRecurringCost = additionalRevenue - recurringCost;
  if (!(gainBeyondRecurringCost > 0)) return PAYBACK_MAX_MONTHS;
  const months = (oneTimeCost + additionalRevenue * monthsUntilEffect) / gainBeyondRecurringCost;
  return Math.min(PAYBACK_MAX_MONTHS, Math.max(PAYBACK_MIN_MONTHS, months));
}

/** The results for valid inputs. */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  // the chosen package's prices (price table)
  const fees = roiFees(inputs.serviceType, inputs.packageTier);
  // the assumptions as factors: +180 % is ×2.8, +35 % is ×1.35
  const trafficFactor = 1 + inputs.trafficUpliftPercent / 100;
  const conversionFactor = 1 + inputs.conversionUpliftPercent / 100;
  // revenue = visitors × conversion rate × order value, so it grows by both factors (order value unchanged);
  // the stated revenue times (product − 1) is the additional revenue per month, in whole euros, at least 0
  const additionalRevenuePerMonth = Math.max(0, Math.round(inputs.monthlyRevenue * (trafficFactor * conversionFactor - 1)));
  // months of the first 12 with the effect: 12 minus the months until it starts
  const monthsWithEffect = Math.min(FIRST_YEAR_MONTHS, Math.max(0, FIRST_YEAR_MONTHS - inputs.monthsUntilEffect));
  // the additional revenue of those months
  const extraRevenueFirstYear = additionalRevenuePerMonth * monthsWithEffect;
  // the fees of the first 12 months: the one-time price plus 12 monthly prices
  const feesFirstYear = fees.oneTimeEur + FIRST_YEAR_MONTHS * fees.monthlyEur;
  const extraRevenueMinusFeesFirstYear = extraRevenueFirstYear - feesFirstYear;
  // one month's fees once the effect has started: the monthly price and a one-time price spread over 12 months, whole euros
  const feesPerMonthAtEffect = Math.round(fees.monthlyEur + fees.oneTimeEur / FIRST_YEAR_MONTHS);
  return {
    additionalRevenuePerMonth,
    monthsWithEffect,
    extraRevenueFirstYear,
    feesFirstYear,
    extraRevenueMinusFeesFirstYear,
    paybackMonths: paybackMonths({
      additionalRevenue: additionalRevenuePerMonth,
      oneTimeCost: fees.oneTimeEur,
      recurringCost: fees.monthlyEur,
      monthsUntilEffect: inputs.monthsUntilEffect,
    }),
    // both multiples are extra revenue ÷ fees of the same months; at least 0 (the spec's floors: monthly ROI ≥ 0, yearly ≥ −100 %)
    returnMultipleFirstYear: Math.max(0, extraRevenueFirstYear / feesFirstYear),
    feesPerMonthAtEffect,
    returnMultipleMonthAtEffect: Math.max(0, additionalRevenuePerMonth / feesPerMonthAtEffect),
    // the success notice (spec section 4): the first 12 months' extra revenue exceeds their fees
    coversFeesFirstYear: extraRevenueMinusFeesFirstYear > 0,
    visitorsAfter: inputs.monthlyVisitors * trafficFactor,
    conversionRateAfter: inputs.conversionRate * conversionFactor,
  };
}

/**
 * The query parameter of each input in a shared link, e.g.
 * `?revenue=10000&visitors=2000&conversion=2&order=500&service=seo-website&package=premium&traffic=180&uplift=35&effect=3`.
 */
export const roiQueryKeys: Record<keyof RoiInputs, string> = {
  monthlyRevenue: 'revenue',
  monthlyVisitors: 'visitors',
  conversionRate: 'conversion',
  averageOrderValue: 'order',
  serviceType: 'service',
  packageTier: 'package',
  trafficUpliftPercent: 'traffic',
  conversionUpliftPercent: 'uplift',
  monthsUntilEffect: 'effect',
};

/** The largest figure a link may carry (a billion): anything above is a typo or a crafted link. */
export const ROI_QUERY_MAX = 1_000_000_000;

/** Plain decimal numbers only: no sign, exponent, hex, spaces, Infinity or NaN. */
const plainNumber = /^\d{1,15}(\.\d{1,10})?$/;
/** The assumptions: plain whole numbers. */
const plainWholeNumber = /^\d{1,3}$/;

/** The inputs as a query string (without '?'), in a fixed order. */
export function roiInputsToQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const field of roiFigureFields) params.set(roiQueryKeys[field], String(inputs[field]));
  params.set(roiQueryKeys.serviceType, inputs.serviceType);
  params.set(roiQueryKeys.packageTier, inputs.packageTier);
  for (const field of roiAssumptionFields) params.set(roiQueryKeys[field], String(inputs[field]));
  return params.toString();
}

/**
 * The inputs of a shared link, or null when it does not hold the five keys every
 * link has (the four figures and the service) or any key is out of range: a
 * figure is a plain decimal number, positive, at most ROI_QUERY_MAX, the
 * conversion rate within 0.1-100 %; the service and the package are known ones;
 * an assumption is a plain whole number within its range. The package and the
 * assumptions may be missing (a link from before issue 35): the popular package
 * and the service's defaults stand in. Other parameters are ignored.
 * Consistency is not required here: the calculator validates what it receives
 * and shows the errors.
 */
export function roiInputsFromQuery(query: string | URLSearchParams): RoiInputs | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const serviceType = params.get(roiQueryKeys.serviceType);
  if (serviceType === null || !isRoiServiceType(serviceType)) return null;
  const packageTier = params.get(roiQueryKeys.packageTier) ?? DEFAULT_PACKAGE_TIER;
  if (!isPackageTier(packageTier)) return null;
  const inputs: RoiInputs = { ...defaultRoiInputs, serviceType, packageTier, ...roiAssumptionDefaults(serviceType) };
  for (const field of roiFigureFields) {
    const text = params.get(roiQueryKeys[field]);
    if (text === null || !plainNumber.test(text)) return null;
    const value = Number(text);
    const { min, max = ROI_QUERY_MAX } = roiInputLimits[field];
    if (!(value > 0 && value >= min && value <= max)) return null;
    inputs[field] = value;
  }
  for (const field of roiAssumptionFields) {
    const text = params.get(roiQueryKeys[field]);
    if (text === null) continue;
    if (!plainWholeNumber.test(text) || !isWholeInRange(field, Number(text))) return null;
    inputs[field] = Number(text);
  }
  return inputs;
}
