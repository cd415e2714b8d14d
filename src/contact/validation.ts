import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ContactFormValues, type FormField, contactLimits, formFields } from './formValues';

/** Spec section 5: text, @, text, dot, text, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors = Partial<Record<FormField, MessageDescriptor>>;

/** The rules of spec section 5, checked on the trimmed value; the first failing rule's message. */
export function validateField(field: FormField, rawValue: string): MessageDescriptor | undefined {
  const value = rawValue.trim();
  switch (field) {
    case 'name':
      if (!value) return msg({ message: 'Your name is required', comment: 'Contact form error' });
      if (value.length < contactLimits.nameMin)
        return msg({ message: 'Name must be at least 2 characters long', comment: 'Contact form error' });
      return undefined;
    case 'email':
      if (!value) return msg({ message: 'Email address is required', comment: 'Contact form error' });
      if (!emailPattern.test(value)) return msg({ message: 'Please enter a valid email address', comment: 'Contact form error' });
      return undefined;
    case 'subject':
      if (!value) return msg({ message: 'Subject is required', comment: 'Contact form error' });
      if (value.length < contactLimits.subjectMin)
        return msg({ message: 'Subject must be at least 3 characters long', comment: 'Contact form error' });
      return undefined;
    case 'message':
      if (!value) return msg({ message: 'Message is required', comment: 'Contact form error' });
      if (value.length < contactLimits.messageMin)
        return msg({ message: 'Message must be at least 10 characters long', comment: 'Contact form error' });
      if (value.length > contactLimits.messageMax)
        return msg({ message: 'Message must not exceed 2000 characters', comment: 'Contact form error' });
      return undefined;
    case 'company':
      // optional and not validated (spec section 5)
      return undefined;
  }
}

/** Every field's error, in form order. */
export function validateAll(values: ContactFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of formFields) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field in form order that has an error. */
export function firstInvalidField(errors: FieldErrors): FormField | undefined {
  return formFields.find((field) => errors[field]);
}
