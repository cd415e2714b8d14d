import { msg } from '@lingui/core/macro';
import { business } from '../../business/profile';
import type { LegalPageContent } from '../../components/LegalPage/legalContent';
import { formatMonth } from '../../i18n/format';

/** Spec: the terms are dated August 2025. */
export const TERMS_DATE = '2025-08';

/** Spec: invoices are due within 10 days of receipt, without deduction (§ 4). */
export const PAYMENT_DUE_DAYS = 10;

/*
 * The sections are German B2B terms (AGB) written in English source text. The
 * comments tell translators the German legal term where the English one is
 * ambiguous; "Contractor" is always the Auftragnehmer, "Client" the Auftraggeber.
 */
export const termsContent: LegalPageContent = {
  meta: {
    title: msg({ message: 'General terms and conditions', comment: 'SEO title of the terms page' }),
    description: msg({
      message: 'General terms and conditions for business customers (B2B): contract formation, prices, payment, liability and jurisdiction.',
      comment: 'Meta description of the terms page',
    }),
    keywords: msg({ message: 'terms and conditions, B2B terms, payment terms', comment: 'Meta keywords of the terms page' }),
  },
  hero: {
    badge: msg`Terms`,
    title: msg`General terms and conditions`,
    description: msg`For contracts with business customers (B2B) only.`,
  },
  values: (i18n) => ({
    name: business.personName,
    paymentDays: PAYMENT_DUE_DAYS,
    email: business.email,
    phone: business.phoneDisplay,
    updated: formatMonth(i18n, TERMS_DATE),
  }),
};
