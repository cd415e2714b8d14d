import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ContactFormValues } from '../../src/contact/formValues';

/**
 * The contact form as the spec describes it (sections 4 and 5), seen by a
 * visitor: what is typed, which errors show, whether the summary shows, and
 * whether it is sending. The sender's answer is an explicit event. Shared by
 * the unit model test and the browser test.
 */
export type FormModelEvent =
  | { type: 'BLUR_NAME_EMPTY' }
  | { type: 'FILL_VALID' }
  | { type: 'TYPE_INVALID_EMAIL' }
  | { type: 'SUBMIT' }
  | { type: 'SENDER_REPORTS_SENT' }
  | { type: 'SENDER_REPORTS_FAILURE' };

const formModel = createMachine({
  id: 'contactFormModel',
  types: {} as { events: FormModelEvent },
  initial: 'empty',
  states: {
    empty: { on: { BLUR_NAME_EMPTY: 'nameError', FILL_VALID: 'filled', SUBMIT: 'allErrorsShown' } },
    nameError: { on: { BLUR_NAME_EMPTY: 'nameError', FILL_VALID: 'filled', SUBMIT: 'allErrorsShown' } },
    allErrorsShown: { on: { FILL_VALID: 'filled', SUBMIT: 'allErrorsShown' } },
    filled: { on: { FILL_VALID: 'filled', TYPE_INVALID_EMAIL: 'emailError', SUBMIT: 'submitting' } },
    emailError: { on: { FILL_VALID: 'filled', SUBMIT: 'emailErrorShown' } },
    emailErrorShown: { on: { FILL_VALID: 'filled', SUBMIT: 'emailErrorShown' } },
    // a second click while sending sends nothing more
    submitting: { on: { SUBMIT: 'submitting', SENDER_REPORTS_SENT: 'empty', SENDER_REPORTS_FAILURE: 'filled' } },
  },
});

export const formModelEvents: FormModelEvent[] = [
  { type: 'BLUR_NAME_EMPTY' },
  { type: 'FILL_VALID' },
  { type: 'TYPE_INVALID_EMAIL' },
  { type: 'SUBMIT' },
  { type: 'SENDER_REPORTS_SENT' },
  { type: 'SENDER_REPORTS_FAILURE' },
];

export const formTestModel = createTestModel(formModel, { events: formModelEvents });

/** What FILL_VALID types (with spaces around, which are trimmed before checks). */
export const validFormValues = (email: string): Omit<ContactFormValues, 'website'> => ({
  name: ' Anna Schmidt ',
  email,
  company: 'Bäckerei Schmidt',
  subject: 'New website',
  message: 'We need a new website for our bakery in Altona.',
});
export const invalidEmail = 'anna@example';

/** The errors each model state shows, in form order, and where the summary is. */
export const formModelExpectations: Record<string, { errors: string[]; summary: boolean; focus?: string; values: 'empty' | 'valid' | 'invalidEmail' }> = {
  empty: { errors: [], summary: false, values: 'empty' },
  nameError: { errors: ['name'], summary: false, values: 'empty' },
  allErrorsShown: { errors: ['name', 'email', 'subject', 'message'], summary: true, focus: 'name', values: 'empty' },
  filled: { errors: [], summary: false, values: 'valid' },
  emailError: { errors: ['email'], summary: false, values: 'invalidEmail' },
  emailErrorShown: { errors: ['email'], summary: true, focus: 'email', values: 'invalidEmail' },
  submitting: { errors: [], summary: false, values: 'valid' },
};
