import {
  type QuickQuoteField,
  type QuickQuoteStep,
  type QuickQuoteValues,
  quickQuoteStepFields,
  quickQuoteSteps,
} from '../business/quickQuote';
import { contactLimits } from './formValues';
import { emailPattern } from './validation';

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

/** What keeps the visitor on this step: each of its fields' errors, in the step's order (none on step 3, whose fields are optional). */
export function quickQuoteStepErrors(step: QuickQuoteStep, values: QuickQuoteValues): QuickQuoteFieldError[] {
  return quickQuoteStepFields[step].flatMap((field) => quickQuoteFieldError(field, values) ?? []);
}

/** Can the visitor go on from this step (or send, from step 3)? */
export function isQuickQuoteStepValid(step: QuickQuoteStep, values: QuickQuoteValues): boolean {
  return quickQuoteStepErrors(step, values).length === 0;
}

/** Are all three steps complete? */
export function isQuickQuoteComplete(values: QuickQuoteValues): boolean {
  return quickQuoteSteps.every((step) => isQuickQuoteStepValid(step, values));
}

/** The message is capped like the contact form's (spec section 9: 2000 characters), since it is sent the same way. */
export const QUICK_QUOTE_MESSAGE_MAX = contactLimits.messageMax;
