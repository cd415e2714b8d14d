import { msg } from '@lingui/core/macro';
import { SEO_AUDIT_DISCOUNT_PERCENT, SEO_AUDIT_QUOTE_HOURS } from '../../business/seoPopup';
import { business } from '../../business/profile';
import type { SendOutcome } from '../../machines/contactSender';
import type { ToastContent } from '../../machines/toast';

const discount = SEO_AUDIT_DISCOUNT_PERCENT;
const hours = SEO_AUDIT_QUOTE_HOURS;

const requestedToast: ToastContent = {
  title: msg({ message: 'Successful!', comment: 'Title of the SEO popup success toast' }),
  description: msg({
    message: `Thank you! Your SEO audit quote with the ${discount} % discount will reach you within ${hours} hours.`,
    comment: '{discount} is a percentage (30), {hours} a number of hours (24)',
  }),
  variant: 'default',
};

const errorTitle = msg({ message: 'Error', comment: 'Title of the SEO popup failure toast' });

/**
 * The SEO popup's toast for the outcome of a request (spec section 8, translated): its own
 * texts, in the page's catalog, which the toaster reads (as the quick quote's, quickQuoteToasts.ts).
 * One that was not sent is destructive, and the address stays in the field.
 */
export function seoPopupToast(outcome: SendOutcome): ToastContent {
  switch (outcome.kind) {
    case 'sent':
      return requestedToast;
    case 'throttled':
      return { title: errorTitle, description: msg`Too many requests. Please wait a moment before requesting your SEO audit quote again.`, variant: 'destructive' };
    case 'queued':
      return {
        title: errorTitle,
        description: msg`You are offline. Your SEO audit request has been saved and will be sent as soon as you are back online – no need to request it again.`,
        variant: 'destructive',
      };
    default:
      return {
        title: errorTitle,
        description: msg({
          message: 'Your SEO audit request could not be sent. Please try again, or write to {email}.',
          comment: 'SEO popup failure toast; {email} is the business e-mail address',
        }),
        values: { email: business.email },
        variant: 'destructive',
      };
  }
}
