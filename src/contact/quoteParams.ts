import type { QuickQuoteValues } from '../business/quickQuote';
import type { ContactFormValues } from './formValues';
import { type OptionalSenderFields, type TemplateParams, toTemplateParams } from './templateParams';

/**
 * A quick quote sent through the contact page's sender (issue 14): the same
 * mail template, spam check, throttle and outbox, with the source marked as
 * "quick quote" and the service, budget and timeline filled in. The sender
 * takes both: `{ type: 'SENDER.SUBMIT', values: quoteContactValues(quote),
 * params: quoteTemplateParams(quote) }`. The option ids
 * go as they are ('seo-retainer', '5k-10k', '3-months'): the mail is for the
 * site owner, whose template is English (like its defaults, src/contact/templateParams.ts).
 */

/** The value of the `source` template parameter for a quick quote. */
export const QUICK_QUOTE_SOURCE = 'quick quote';
// The subject line the owner sees, followed by the service id.
const QUICK_QUOTE_SUBJECT = 'Quick quote';
// What the message says when the visitor wrote none (the template's own wording for an empty field).
const NO_MESSAGE = 'Not specified';

/**
 * The quote as contact form values, for the sender's spam check and template:
 * the subject names the service, the message is the visitor's (or "Not
 * specified"); the honeypot is empty (the wizard has none).
 */
export function quoteContactValues(values: QuickQuoteValues): ContactFormValues {
  return {
    name: values.name,
    email: values.email,
    company: values.company,
    subject: [QUICK_QUOTE_SUBJECT, values.service].join(': '),
    message: values.message.trim() || NO_MESSAGE,
    website: '',
  };
}

/** The sender's optional fields of a quote: budget and timeline (an unchosen timeline gets the template's default). */
function quoteSenderFields(values: QuickQuoteValues): OptionalSenderFields {
  return { budget: values.budget, timeline: values.timeline };
}

/** The mail template parameters of a quote: the contact form's, plus `source` and `service`. */
export function quoteTemplateParams(values: QuickQuoteValues): TemplateParams {
  return {
    ...toTemplateParams(quoteContactValues(values), quoteSenderFields(values)),
    source: QUICK_QUOTE_SOURCE,
    service: values.service,
  };
}
