import { msg } from '@lingui/core/macro';
import type { ToastContent } from '../../machines/toast';

/**
 * The SEO popup's success toast (spec section 8, translated). Like the quick
 * quote's toasts (quickQuoteToasts.ts, whose failure toast the popup shares: the
 * same sender, the same causes), it lives in the page's catalog, which the toaster reads.
 */
export const seoAuditRequestedToast: ToastContent = {
  title: msg({ message: 'Successful!', comment: 'Title of the SEO popup success toast' }),
  description: msg`Thank you! Your SEO audit quote with the 30 % discount will reach you within 24 hours.`,
  variant: 'default',
};
