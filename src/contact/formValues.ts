/**
 * Contact form values (spec section 3). `website` is the hidden honeypot field:
 * people never see it, so anything in it was typed by a bot.
 */
export const formFields = ['name', 'email', 'company', 'subject', 'message'] as const;
export type FormField = (typeof formFields)[number];

/** The fields the visitor fills, in the order of the form (the error summary and focus follow it). */
export type ContactFormValues = Record<FormField, string> & { website: string };

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  website: '',
};

/** Spec section 9: the limits of the contact form. */
export const contactLimits = {
  nameMin: 2,
  subjectMin: 3,
  messageMin: 10,
  messageMax: 2000,
} as const;

export function trimValues(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    website: values.website.trim(),
  };
}
