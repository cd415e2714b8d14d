import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claims } from '../../business/claims';
import { business } from '../../business/profile';
import type { SendOutcome } from '../../machines/contactSender';
import type { ToastContent } from '../../machines/toast';

const { responseHours } = claims;

const errorTitle = msg({ message: 'Error', comment: 'Title of the contact form failure toast' });

/** The toast for each outcome of the sending flow (spec section 8). */
export function toastForOutcome(outcome: SendOutcome, i18n: I18n): ToastContent {
  switch (outcome.kind) {
    case 'sent':
      return {
        title: msg({ message: 'Message sent!', comment: 'Title of the contact form success toast' }),
        description: msg({ message: `Message sent successfully! We will get back to you within ${responseHours} hours.`, comment: '{responseHours} is a number of hours (24)' }),
        variant: 'default',
      };
    case 'throttled':
      return { title: errorTitle, description: msg`Too many requests. Please wait before submitting again.`, variant: 'destructive' };
    case 'spam':
      return { title: errorTitle, description: msg`Spam detected. Please contact us directly.`, variant: 'destructive' };
    case 'queued':
      return {
        title: errorTitle,
        description: msg`Currently offline. Your message will be sent when connection is restored.`,
        variant: 'destructive',
      };
    case 'failed':
      return {
        title: errorTitle,
        description: msg({
          message: 'Failed to send message. Please try again or contact us directly at {email}: {reason}',
          comment: '{reason} is the underlying error, e.g. "Forbidden" or "Network Error"',
        }),
        values: { email: business.email, reason: typeof outcome.reason === 'string' ? outcome.reason : i18n._(outcome.reason) },
        variant: 'destructive',
      };
  }
}
