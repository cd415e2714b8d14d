import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoiNumberField, RoiServiceType, RoiValidationError } from '../../../../business/roi';

/**
 * The ROI calculator's text (figures, rules and formulas are in
 * src/business/roi.ts): field labels, the services, the validation messages of
 * spec section 5, the result's figures and the assumptions under them.
 */

export const roiFieldLabel: Record<RoiNumberField, MessageDescriptor> = {
  monthlyRevenue: msg({ message: 'Monthly revenue (€)', comment: 'ROI calculator: label of a number field, in euros' }),
  monthlyVisitors: msg({ message: 'Website visitors per month', comment: 'ROI calculator: label of a number field' }),
  conversionRate: msg({ message: 'Conversion rate (%)', comment: 'ROI calculator: label of a number field; the share of visitors who buy or enquire, in percent' }),
  averageOrderValue: msg({ message: 'Average order value (€)', comment: 'ROI calculator: label of a number field, in euros' }),
};

export const roiFieldHint: Record<RoiNumberField, MessageDescriptor> = {
  monthlyRevenue: msg`What your website brings in today, per month.`,
  monthlyVisitors: msg`From your analytics, e.g. the last three months on average.`,
  conversionRate: msg`The share of visitors who buy or send an enquiry.`,
  averageOrderValue: msg`What an order or a new client is worth to you.`,
};

export const roiServiceName: Record<RoiServiceType, MessageDescriptor> = {
  'seo-website': msg({ message: 'SEO-optimised website', comment: 'ROI calculator: a service to calculate with' }),
  'google-ads': msg({ message: 'Google Ads management', comment: 'ROI calculator: a service to calculate with' }),
  'seo-retainer': msg({ message: 'Monthly SEO retainer', comment: 'ROI calculator: a service to calculate with' }),
  'complete-package': msg({ message: 'Complete package (website, SEO and ads)', comment: 'ROI calculator: a service to calculate with' }),
};

/**
 * What the cost a service is calculated with is (issue 27): a typical project or
 * retainer assumed for the estimate, or the package whose price it is, so that
 * it never reads as a contradiction of the cards' "from" prices or the package
 * tiers. `{price}` is a formatted euro amount.
 */
export const roiServiceCost: Record<RoiServiceType, MessageDescriptor> = {
  'seo-website': msg({
    message: 'Typical SEO website project: {price} one-time (assumed here)',
    comment: 'ROI calculator: the cost the estimate assumes for an SEO-optimised website; not a price list entry',
  }),
  'google-ads': msg({
    message: 'Premium package: {price} a month, ad budget extra',
    comment: 'ROI calculator: the cost of Google Ads management, the price of the SEA Premium package; the ad budget paid to Google comes on top',
  }),
  'seo-retainer': msg({
    message: 'Typical SEO retainer: {price} a month (assumed here)',
    comment: 'ROI calculator: the monthly cost the estimate assumes for an SEO retainer; not a price list entry',
  }),
  'complete-package': msg({
    message: 'Typical complete project: {price} one-time (assumed here)',
    comment: 'ROI calculator: the cost the estimate assumes for website, SEO and ads together; not a price list entry',
  }),
};

/** Spec section 5, in the order the list shows them. `{min}`, `{max}` and `{tolerance}` are percentages formatted per language. */
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
};

export const roiFigureLabel = {
  totalValue: msg({ message: 'Additional revenue in 12 months', comment: 'ROI calculator result, a headline figure in euros' }),
  netProfitFirstYear: msg({
    message: 'Profit after the service’s cost, 12 months',
    comment: 'ROI calculator result, a headline figure in euros: the additional revenue of the first 12 months minus what the service costs in them',
  }),
  paybackPeriod: msg({ message: 'Payback period', comment: 'ROI calculator result: months until the costs are earned back' }),
  additionalRevenue: msg({ message: 'Additional revenue per month', comment: 'ROI calculator result' }),
  monthlyProfit: msg({ message: 'Monthly profit after costs', comment: 'ROI calculator result' }),
  monthlyROI: msg({ message: 'Monthly return on investment', comment: 'ROI calculator result' }),
  yearlyROI: msg({ message: 'Return on investment after 12 months', comment: 'ROI calculator result' }),
  trafficIncrease: msg({ message: 'More visitors', comment: 'ROI calculator result, e.g. "+180%"' }),
  conversionIncrease: msg({ message: 'Higher conversion rate', comment: 'ROI calculator result, e.g. "+35%"' }),
};

/**
 * The assumptions beside the result, in plain words (src/business/roi.ts says
 * the same in its header): the service's factors with the visitor's own
 * figures, when the effect starts, what the cost is, and that these are
 * typical effects, not a promise.
 */
export const roiAssumption = {
  traffic: msg({
    message: 'Visitors ×{factor}: from {visitors} to {visitorsAfter} a month',
    comment: 'ROI calculator assumption; {factor} is a multiplier like 2.8, the others are formatted figures',
  }),
  conversion: msg({
    message: 'Conversion rate ×{factor}: from {rate} to {rateAfter}; the average order value stays at {order}',
    comment: 'ROI calculator assumption; {factor} is a multiplier like 1.35, the others are formatted figures',
  }),
  effect: msg({
    message:
      'Time to effect: {months, plural, one {# month} other {# months}}; nothing is gained before that, so the first 12 months count {effectMonths} months of additional revenue',
    comment: 'ROI calculator assumption',
  }),
  cost: msg({
    message: 'Cost: {cost}',
    comment: 'ROI calculator assumption; {cost} is what the service is calculated with, e.g. "Typical SEO website project: €3,500 one-time (assumed here)"',
  }),
  oneTimeSpread: msg({
    message: 'The monthly figures spread the one-time cost over the first 12 months.',
    comment: 'ROI calculator: a note under the further figures, for a service with a one-time cost',
  }),
  note: msg`These are typical effects of this service in past projects, not a promise: your market, your offer and your competitors decide the real figures. The free consultation checks them against your numbers.`,
};
