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

/** What a service costs, under its name: "€3,500 one-time", "€1,200 a month". */
export const roiServiceCost = {
  oneTime: msg({ message: '{price} one-time', comment: 'ROI calculator: the one-time cost of a service' }),
  monthly: msg({ message: '{price} a month', comment: 'ROI calculator: the monthly cost of a service' }),
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
  additionalRevenue: msg({ message: 'Additional revenue per month', comment: 'ROI calculator result' }),
  totalValue: msg({ message: 'Additional revenue in the first 12 months', comment: 'ROI calculator result' }),
  monthlyProfit: msg({ message: 'Monthly profit after costs', comment: 'ROI calculator result' }),
  monthlyROI: msg({ message: 'Monthly return on investment', comment: 'ROI calculator result' }),
  yearlyROI: msg({ message: 'Return on investment after 12 months', comment: 'ROI calculator result' }),
  paybackPeriod: msg({ message: 'Payback period', comment: 'ROI calculator result: months until the costs are earned back' }),
  trafficIncrease: msg({ message: 'More visitors', comment: 'ROI calculator result, e.g. "+180%"' }),
  conversionIncrease: msg({ message: 'Higher conversion rate', comment: 'ROI calculator result, e.g. "+35%"' }),
};

/**
 * The assumptions under the results, in plain words (src/business/roi.ts says
 * the same in its header): how the service changes the figures, when the
 * effect starts, how the cost is counted, and that it is an estimate.
 */
export const roiAssumption = {
  growth: msg({
    message:
      'Assumed for “{service}”: your visitors rise from {visitors} to {visitorsAfter} a month and your conversion rate from {rate} to {rateAfter}; the average order value stays at {order}.',
    comment: 'ROI calculator assumption; {service} is a service name, the others are formatted figures',
  }),
  effect: msg({
    message:
      'The effect starts {months, plural, one {after # month} other {after # months}}; nothing is gained before that, so the first 12 months count {effectMonths} months of additional revenue.',
    comment: 'ROI calculator assumption',
  }),
  oneTimeCost: msg({
    message: 'The one-time cost of {cost} is paid at the start; the monthly figures spread it over the first 12 months.',
    comment: 'ROI calculator assumption',
  }),
  monthlyCost: msg({ message: 'The cost of {cost} a month is paid every month, from the first month on.', comment: 'ROI calculator assumption' }),
  estimate: msg`The factors are averages from past projects, not a promise: your market, your offer and your competitors decide the real figures. The free consultation checks them against your numbers.`,
};
