import type { FormField } from '../../contact/formValues';
import { moveFocus } from '../../lib/moveFocus';

/** Element ids of the contact form: the error summary links to them, the machine's focus action uses them. */
export const contactFormIds = {
  form: 'contact-form',
  summary: 'contact-form-errors',
  summaryTitle: 'contact-form-errors-title',
  field: (field: FormField | 'website') => `contact-${field}`,
  error: (field: FormField) => `contact-${field}-error`,
  counter: 'contact-message-count',
  submit: 'contact-submit',
} as const;

export function focusField(field: FormField): void {
  moveFocus(document.getElementById(contactFormIds.field(field)), `contact form: to the invalid field ${field}`);
}
