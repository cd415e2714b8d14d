import { contactLimits } from '../contact/formValues';
import { emailPattern } from '../contact/validation';

/**
 * The quick quote wizard's data (spec sections 3, 5 and 9): the option lists
 * as ids (the view translates their labels), the values, which fields each of
 * the three steps shows, and when a step is complete. Pure; errors are codes.
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

/**
 * Spec section 5, "Other forms": name and e-mail are required (the e-mail must
 * be a valid address, by the contact form's pattern), service and budget are
 * required; company, timeline and message are optional. Checked on trimmed text.
 */
export type QuickQuoteFieldError = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'serviceRequired' | 'budgetRequired';

export function quickQuoteFieldError(field: QuickQuoteField, values: QuickQuoteValues): QuickQuoteFieldError | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'nameRequired';
    case 'email':
      if (!value) return 'emailRequired';
      return emailPattern.test(value) ? undefined : 'emailInvalid';
    case 'service':
      return value ? undefined : 'serviceRequired';
    case 'budget':
      return value ? undefined : 'budgetRequired';
    default:
      return undefined;
  }
}

/** Can the visitor go on from this step (or send, from step 3)? */
export function isQuickQuoteStepValid(step: QuickQuoteStep, values: QuickQuoteValues): boolean {
  return quickQuoteStepFields[step].every((field) => quickQuoteFieldError(field, values) === undefined);
}

/** Are all three steps complete? */
export function isQuickQuoteComplete(values: QuickQuoteValues): boolean {
  return quickQuoteSteps.every((step) => isQuickQuoteStepValid(step, values));
}

/** The message is capped like the contact form's (spec section 9: 2000 characters), since it is sent the same way. */
export const QUICK_QUOTE_MESSAGE_MAX = contactLimits.messageMax;
