import { SEO_AUDIT_DISCOUNT_PERCENT, SEO_AUDIT_QUOTE_HOURS } from '../business/seoPopup';
import type { ContactFormValues } from './formValues';
import { type TemplateParams, toTemplateParams } from './templateParams';

/**
 * A request from the services page's SEO popup (issue 15) sent through the page's
 * contact sender, like the quick quote (quoteParams.ts): the same template, spam
 * check, throttle and outbox, with the source marked as "SEO audit offer". The
 * visitor gives only an address, so the address stands for the name, and the
 * message says what they asked for. The mail is for the site owner, whose
 * template is English.
 */

/** The value of the `source` template parameter for the popup's requests. */
export const SEO_AUDIT_SOURCE = 'SEO audit offer';
const SEO_AUDIT_SUBJECT = `SEO audit offer: ${SEO_AUDIT_DISCOUNT_PERCENT} % off the fixed price`;
const SEO_AUDIT_MESSAGE = `Please send me a quote for an SEO audit with ${SEO_AUDIT_DISCOUNT_PERCENT} % off its fixed price (quote within ${SEO_AUDIT_QUOTE_HOURS} hours).`;

/** The request as contact form values, for the sender's spam check and template. */
export function seoAuditContactValues(email: string): ContactFormValues {
  return { name: email, email, company: '', subject: SEO_AUDIT_SUBJECT, message: SEO_AUDIT_MESSAGE, website: '' };
}

/** The mail template parameters of a request: the contact form's, plus `source`. */
export function seoAuditTemplateParams(email: string): TemplateParams {
  return { ...toTemplateParams(seoAuditContactValues(email)), source: SEO_AUDIT_SOURCE };
}
