import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoiFigureField, RoiNumberField, RoiPackageLine, RoiServiceType, RoiValidationError } from '../../../../business/roi';

/**
 * The ROI calculator's text (figures, rules and formulas are in
 * src/business/roi.ts): field labels, the services and packages, the
 * validation messages, the result's figures and what the estimate assumes.
 * Nothing is called profit: no margin is asked, so the calculator knows
 * revenue and fees, not what is left of them.
 */

export const roiFieldLabel: Record<RoiNumberField, MessageDescriptor> = {
  monthlyRevenue: msg({ message: 'Monthly revenue (€)', comment: 'ROI calculator: label of a number field, in euros' }),
  monthlyVisitors: msg({ message: 'Website visitors per month', comment: 'ROI calculator: label of a number field' }),
  conversionRate: msg({ message: 'Conversion rate (%)', comment: 'ROI calculator: label of a number field; the share of visitors who buy or enquire, in percent' }),
  averageOrderValue: msg({ message: 'Average order value (€)', comment: 'ROI calculator: label of a number field, in euros' }),
  trafficUpliftPercent: msg({
    message: 'Increase in visitors (%)',
    comment: 'ROI calculator: label of an assumption, a number field; how many percent more visitors the service brings, e.g. 180 for +180 %',
  }),
  conversionUpliftPercent: msg({
    message: 'Increase in conversion rate (%)',
    comment: 'ROI calculator: label of an assumption, a number field; by how many percent the conversion rate itself rises, e.g. 35 for 2 % → 2.7 %',
  }),
  monthsUntilEffect: msg({
    message: 'Months until the effect starts',
    comment: 'ROI calculator: label of an assumption, a number field; whole months from the start of the service before revenue grows',
  }),
};

export const roiFieldHint: Record<RoiFigureField, MessageDescriptor> = {
  monthlyRevenue: msg`What your website brings in today, per month.`,
  monthlyVisitors: msg`From your analytics, e.g. the last three months on average.`,
  conversionRate: msg`The share of visitors who buy or send an enquiry.`,
  averageOrderValue: msg`What an order or a new client is worth to you.`,
};

/** Under each assumption field: the chosen service's default. */
export const roiAssumptionHint = msg({
  message: 'Typical for this service: {value}',
  comment: 'ROI calculator: hint under an assumption field; {value} is the default, e.g. "+180%" or "3 months"',
});

/** Required wording (issue 35): the assumptions are the consultant's typical effect, not a promise. */
export const roiAssumptionsLegend = msg({
  message: 'Assumptions – the consultant’s typical effect, not a promise',
  comment: 'ROI calculator: heading of the three assumption fields (increase in visitors, in conversion rate, months until the effect); their defaults are what the consultant typically achieves',
});

/** An increase in whole percent with its sign, as the language writes it: +180% (en), +180 % (de, fr). */
export const upliftPercentText = msg({
  message: '+{value}%',
  comment: 'ROI calculator: an increase in percent, e.g. "+180%"; write the percent sign as your language does (German and French with a no-break space before it)',
});

/** A whole percentage without sign, for the ranges in error messages: 500% (en), 500 % (de, fr). */
export const percentText = msg({
  message: '{value}%',
  comment: 'ROI calculator: a percentage in an error message, e.g. "500%"; write the percent sign as your language does (German and French with a no-break space before it)',
});

export const roiServiceName: Record<RoiServiceType, MessageDescriptor> = {
  'seo-website': msg({ message: 'SEO-optimised website', comment: 'ROI calculator: a service to calculate with' }),
  'google-ads': msg({ message: 'Google Ads management', comment: 'ROI calculator: a service to calculate with' }),
  'seo-retainer': msg({ message: 'Monthly SEO retainer', comment: 'ROI calculator: a service to calculate with' }),
  'complete-package': msg({ message: 'Complete package (website, SEO and ads)', comment: 'ROI calculator: a service to calculate with' }),
};

/** Under each service: which packages of the price table its fees are (no amounts: those follow the package choice). */
export const roiServicePackages: Record<RoiServiceType, MessageDescriptor> = {
  'seo-website': msg({ message: 'A website package, paid once', comment: 'ROI calculator: under the service "SEO-optimised website": what its fees are' }),
  'google-ads': msg({
    message: 'A Google Ads package, monthly; ad budget extra',
    comment: 'ROI calculator: under the service "Google Ads management": what its fees are; the ad budget paid to Google comes on top',
  }),
  'seo-retainer': msg({ message: 'An SEO package, monthly', comment: 'ROI calculator: under the service "Monthly SEO retainer": what its fees are' }),
  'complete-package': msg({
    message: 'Website, SEO and Google Ads packages of the same level',
    comment: 'ROI calculator: under the service "Complete package": its fees are a website, an SEO and a Google Ads package, all Starter, all Premium or all Performance',
  }),
};

/** A package named by its line and tier: "Website Premium". `{tier}` is the tier's name. */
export const roiPackageName: Record<RoiPackageLine, MessageDescriptor> = {
  website: msg({ message: 'Website {tier}', comment: 'ROI calculator: a website package by its tier, e.g. "Website Premium"' }),
  seo: msg({ message: 'SEO {tier}', comment: 'ROI calculator: an SEO package by its tier, e.g. "SEO Premium"' }),
  sea: msg({ message: 'Google Ads {tier}', comment: 'ROI calculator: a Google Ads (SEA) package by its tier, e.g. "Google Ads Premium"' }),
};

/**
 * Fees of packages of two kinds together (a single kind is worded as the package comparison words
 * it: `packagePriceText`, src/i18n/offerText.ts). `{price}` is a euro amount.
 */
export const roiPrice = {
  /** Website, SEO and Google Ads together. `{oneTime}` and `{monthly}` are amounts, each maybe with "from" (below). */
  both: msg({
    message: '{oneTime} once, then {monthly} a month',
    comment: 'ROI calculator: the fees of website, SEO and Google Ads packages together, e.g. "€4,500 once, then €2,700 a month"; each amount may read "from €8,500"',
  }),
  from: msg({ message: 'from {price}', comment: 'ROI calculator: a price open at the top, e.g. "from €8,500"' }),
};

/** The ad budget is not in the calculation (Google Ads and the complete package). */
export const roiAdBudgetNote = msg({
  message: 'plus ad budget (paid to Google, not in this calculation)',
  comment: 'ROI calculator: follows the fees of a Google Ads package, e.g. "€1,200 a month, plus ad budget (…)"',
});

export const roiPackageLegend = msg({ message: 'Package', comment: 'ROI calculator: heading of the choice of package tier whose prices are the fees' });
export const roiPackageHint = msg({
  message: 'The fees are the prices of the package comparison above, net.',
  comment: 'ROI calculator: under the choice of package tier',
});
export const roiFromPriceNote = msg({
  message: 'Performance prices are starting prices, and the estimate uses them: a higher price means higher fees, a smaller difference and multiples, and a longer payback.',
  comment: 'ROI calculator: under the result when a Performance package (price "from …") is chosen',
});

/** Spec section 5 and issue 35, in the order the list shows them. `{min}`, `{max}` and `{tolerance}` are formatted per language. */
export const roiErrorText: Record<RoiValidationError, MessageDescriptor> = {
  revenueNotPositive: msg`Monthly revenue must be greater than zero.`,
  visitorsNotPositive: msg`Website visitors per month must be greater than zero.`,
  conversionOutOfRange: msg({ message: 'The conversion rate must be between {min} and {max}.', comment: 'ROI calculator error; {min} and {max} are e.g. "0.1%" and "100%"' }),
  orderValueNotPositive: msg`The average order value must be greater than zero.`,
  inconsistent: msg({
    message:
      'Your inputs are not consistent: visitors × conversion rate × order value differ from your monthly revenue by more than {tolerance}. Please check visitors, conversion rate and order value.',
    comment: 'ROI calculator error; {tolerance} is e.g. "50%"',
  }),
  trafficUpliftOutOfRange: msg({
    message: 'The increase in visitors must be a whole number from {min} to {max}.',
    comment: 'ROI calculator error about an assumption; {min} and {max} are e.g. "0%" and "500%"',
  }),
  conversionUpliftOutOfRange: msg({
    message: 'The increase in conversion rate must be a whole number from {min} to {max}.',
    comment: 'ROI calculator error about an assumption; {min} and {max} are e.g. "0%" and "200%"',
  }),
  effectMonthsOutOfRange: msg({
    message: 'The months until the effect starts must be a whole number from {min} to {max}.',
    comment: 'ROI calculator error about an assumption; {min} and {max} are numbers of months, e.g. 0 and 12',
  }),
};

/** The headline figures, each saying what it is. */
export const roiFigureLabel = {
  extraRevenueFirstYear: msg({ message: 'Extra revenue in the first 12 months', comment: 'ROI calculator result, a headline figure in euros' }),
  feesFirstYear: msg({
    message: 'Fees in the first 12 months',
    comment: 'ROI calculator result, a headline figure in euros: what the chosen packages cost in the first 12 months',
  }),
  extraRevenueMinusFeesFirstYear: msg({
    message: 'Extra revenue minus fees, first 12 months',
    comment: 'ROI calculator result, a headline figure in euros: the two figures before it subtracted (not a profit: no margin is known)',
  }),
  paybackMonths: msg({ message: 'Payback period', comment: 'ROI calculator result: months until the extra revenue has covered the fees paid so far' }),
};

/** The return figures: extra revenue as a multiple of the fees of the same months. */
export const roiMultiple = {
  title: msg({ message: 'Extra revenue as a multiple of the fees', comment: 'ROI calculator result: heading of two figures like "3.9×"' }),
  value: msg({ message: '{multiple}×', comment: 'ROI calculator result: a multiple, e.g. "3.9×"; {multiple} is a number with one decimal' }),
  firstYear: msg({ message: 'Over the first 12 months', comment: 'ROI calculator result: the 12-month extra revenue divided by the 12-month fees' }),
  firstYearSum: msg({
    message: '{revenue} extra revenue ÷ {fees} fees',
    comment: 'ROI calculator result: how the multiple is computed, e.g. "€600,480 extra revenue ÷ €4,500 fees"',
  }),
  monthAtEffect: msg({
    message: 'In a month once the effect has started',
    comment: 'ROI calculator result: one month’s additional revenue divided by that month’s fees',
  }),
  monthAtEffectSum: msg({
    message: '{revenue} additional revenue ÷ {fees} fees that month',
    comment: 'ROI calculator result: how the multiple is computed, e.g. "€66,720 additional revenue ÷ €375 fees that month"',
  }),
  spreadOneTime: msg({
    message: 'That month’s fees: the {oneTime} one-time fee spread over 12 months.',
    comment: 'ROI calculator result: under the monthly multiple when the fees are a one-time price; {oneTime} is a euro amount',
  }),
  spreadBoth: msg({
    message: 'That month’s fees: {monthly} a month plus the {oneTime} one-time fee spread over 12 months.',
    comment: 'ROI calculator result: under the monthly multiple when the fees are a one-time and a monthly price; {monthly} and {oneTime} are euro amounts',
  }),
  firstMonthsWithout: msg({
    message: 'The first {months, plural, one {month brings} other {# months bring}} no extra revenue yet.',
    comment: 'ROI calculator result: under the 12-month multiple, why it is smaller than the monthly one',
  }),
};

/**
 * How the estimate adds up, under the result, in plain words with the
 * visitor's own figures and assumptions.
 */
export const roiAssumption = {
  title: msg`How the estimate adds up`,
  traffic: msg({
    message: 'Visitors {uplift}: from {visitors} to {visitorsAfter} a month',
    comment: 'ROI calculator assumption; {uplift} is an increase like "+180%", the others are formatted figures',
  }),
  conversion: msg({
    message: 'Conversion rate {uplift}: from {rate} to {rateAfter}; the average order value stays at {order}',
    comment: 'ROI calculator assumption; {uplift} is an increase like "+35%", the others are formatted figures',
  }),
  additionalRevenue: msg({
    message: 'Additional revenue per month once the effect has started: {revenue}',
    comment: 'ROI calculator: your monthly revenue grows by both increases; {revenue} is the growth in euros',
  }),
  effect: msg({
    message:
      'Time to effect: {months, plural, one {# month} other {# months}}; nothing is gained before, so the first 12 months count {effectMonths} × {revenue} = {total}',
    comment: 'ROI calculator: {effectMonths} is how many of the first 12 months have the effect, {revenue} the additional revenue per month, {total} their product',
  }),
  fees: msg({
    message: 'Fees for {packages}: {price}, that is {total} in the first 12 months',
    comment: 'ROI calculator; {packages} are package names joined by " + ", e.g. "Website Premium + SEO Premium + Google Ads Premium"; {price} what they cost, e.g. "€4,500 once, then €2,700 a month"; {total} a euro amount',
  }),
  feesOnce: msg({
    message: 'Fees for {packages}: {price}',
    comment: 'ROI calculator; {packages} is a package name, e.g. "Website Premium"; {price} what it costs, e.g. "€4,500 one-time"',
  }),
  note: msg`The increases and the time to effect are assumptions: by default the consultant’s typical effect in past projects, not a promise. Your market, your offer and your competitors decide the real figures; the free consultation checks them against your numbers.`,
};
