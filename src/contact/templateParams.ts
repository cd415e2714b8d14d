import { business } from '../business/profile';
import { type ContactFormValues, trimValues } from './formValues';

/** Mail template parameters (spec section 3), sent as `template_params`. */
export interface TemplateParams {
  from_name: string;
  from_email: string;
  from_company: string;
  subject: string;
  message: string;
  phone: string;
  preferred_contact: string;
  budget: string;
  timeline: string;
  to_name: string;
  to_email: string;
  reply_to: string;
  [key: string]: string;
}

/**
 * The sender also reads optional phone, preferred contact, budget and timeline
 * (spec section 3); the form does not ask for them, so their defaults apply.
 * The defaults are for the site owner's mail template, so they stay English.
 */
export interface OptionalSenderFields {
  phone?: string;
  preferredContact?: string;
  budget?: string;
  timeline?: string;
}

// Values of the site owner's mail template (spec section 3), not visitor-facing text.
const NOT_SPECIFIED = 'Not specified';
const NOT_PROVIDED = 'Not provided';
const BY_EMAIL = 'Email';

export function toTemplateParams(values: ContactFormValues, optional: OptionalSenderFields = {}): TemplateParams {
  const trimmed = trimValues(values);
  const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    from_name: trimmed.name,
    from_email: trimmed.email,
    from_company: trimmed.company || NOT_SPECIFIED,
    subject: trimmed.subject,
    message: trimmed.message,
    phone: orDefault(optional.phone, NOT_PROVIDED),
    preferred_contact: orDefault(optional.preferredContact, BY_EMAIL),
    budget: orDefault(optional.budget, NOT_SPECIFIED),
    timeline: orDefault(optional.timeline, NOT_SPECIFIED),
    to_name: business.personName,
    to_email: business.email,
    reply_to: trimmed.email,
  };
}
