import { msg } from '@lingui/core/macro';
import { claims } from '../../business/claims';
import { business } from '../../business/profile';
import type { SendOutcome } from '../../machines/contactSender';
import type { ToastContent } from '../../machines/toast';

/**
 * The quick quote's toasts (spec section 8, translated). The toaster reads the
 * page's catalog, not the below-the-fold one where the wizard's other text is,
 * so these few lines live in the page's folder (as the SEO popup's, seoPopupToasts.ts).
 */
const { responseHours } = claims;

const quoteSentToast: ToastContent = {
  title: msg({ message: 'Successfully sent!', comment: 'Title of the quick quote success toast' }),
  description: msg({ message: `Thank you! We will get back to you within ${responseHours} hours.`, comment: '{responseHours} is a number of hours (24)' }),
  variant: 'default',
};

const errorTitle = msg({ message: 'Error', comment: 'Title of the quick quote failure toast' });

/** The quick quote's toast for the outcome of a submission; one that was not sent is destructive (every value stays in the form). */
export function quoteToast(outcome: SendOutcome): ToastContent {
  switch (outcome.kind) {
    case 'sent':
      return quoteSentToast;
    case 'throttled':
      return { title: errorTitle, description: msg`Too many requests. Please wait a moment before sending again.`, variant: 'destructive' };
    case 'queued':
      return {
        title: errorTitle,
        description: msg`You are offline. Your request has been saved and will be sent as soon as you are back online – no need to send it again.`,
        variant: 'destructive',
      };
    default:
      // The spec's text, and where else to write: in a build without mail configuration, trying again cannot help.
      return {
        title: errorTitle,
        description: msg({ message: 'Error while sending. Please try again, or write to {email}.', comment: 'Quick quote failure toast; {email} is the business e-mail address' }),
        values: { email: business.email },
        variant: 'destructive',
      };
  }
}
