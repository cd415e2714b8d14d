import { msg } from '@lingui/core/macro';
import { SEO_AUDIT_DISCOUNT_PERCENT, SEO_AUDIT_QUOTE_HOURS } from '../../business/seoPopup';
import type { ToastContent } from '../../machines/toast';

const discount = SEO_AUDIT_DISCOUNT_PERCENT;
const hours = SEO_AUDIT_QUOTE_HOURS;

/**
 * The SEO popup's success toast (spec section 8, translated). Like the quick
 * quote's toasts (quickQuoteToasts.ts, whose failure toast the popup shares: the
 * same sender, the same causes), it lives in the page's catalog, which the toaster reads.
 */
export const seoAuditRequestedToast: ToastContent = {
  title: msg({ message: 'Successful!', comment: 'Title of the SEO popup success toast' }),
  description: msg({
    message: `Thank you! Your SEO audit quote with the ${discount} % discount will reach you within ${hours} hours.`,
    comment: '{discount} is a percentage (30), {hours} a number of hours (24)',
  }),
  variant: 'default',
};
