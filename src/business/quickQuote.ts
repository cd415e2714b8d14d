/**
 * The quick quote wizard's data (spec sections 3, 5 and 9): the option lists
 * as ids (the view translates their labels), the values and which fields each of
 * the three steps shows. Pure. When a step is complete is a lead rule
 * (src/contact/quickQuoteValidation.ts): src/contact may import src/business, never the other way round.
 */

/** Spec section 9, "Quick quote options". */
export const quickQuoteServices = ['seo-website', 'google-ads', 'seo-retainer', 'all'] as const;
export const quickQuoteBudgets = ['under-5k', '5k-10k', '10k-25k', 'over-25k'] as const;
export const quickQuoteTimelines = ['asap', '1-month', '3-months', 'flexible'] as const;

export type QuickQuoteService = (typeof quickQuoteServices)[number];
export type QuickQuoteBudget = (typeof quickQuoteBudgets)[number];
export type QuickQuoteTimeline = (typeof quickQuoteTimelines)[number];

/** Spec section 3, "Quote form data"; '' is "not chosen yet" for the three choices. */
export interface QuickQuoteValues {
  name: string;
  email: string;
  company: string;
  service: QuickQuoteService | '';
  budget: QuickQuoteBudget | '';
  timeline: QuickQuoteTimeline | '';
  message: string;
}

export type QuickQuoteField = keyof QuickQuoteValues;

export const emptyQuickQuote: QuickQuoteValues = {
  name: '',
  email: '',
  company: '',
  service: '',
  budget: '',
  timeline: '',
  message: '',
};

export type QuickQuoteStep = 1 | 2 | 3;
export const quickQuoteSteps: readonly QuickQuoteStep[] = [1, 2, 3];

/** Spec section 4: step 1 name and e-mail, step 2 service and budget, step 3 company, timeline and message (then a summary). */
export const quickQuoteStepFields: Record<QuickQuoteStep, readonly QuickQuoteField[]> = {
  1: ['name', 'email'],
  2: ['service', 'budget'],
  3: ['company', 'timeline', 'message'],
};

/** The options of each choice field. */
export const quickQuoteOptions = {
  service: quickQuoteServices,
  budget: quickQuoteBudgets,
  timeline: quickQuoteTimelines,
} as const;

export type QuickQuoteChoiceField = keyof typeof quickQuoteOptions;

const isChoiceField = (field: QuickQuoteField): field is QuickQuoteChoiceField => field in quickQuoteOptions;

/** Is `value` allowed in `field`: any text in a text field, '' or one of the options in a choice field. */
export function isQuickQuoteValue(field: QuickQuoteField, value: string): boolean {
  return !isChoiceField(field) || value === '' || (quickQuoteOptions[field] as readonly string[]).includes(value);
}
