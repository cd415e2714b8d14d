import { msg } from '@lingui/core/macro';
import { business, formatAddressLine } from '../../business/profile';
import { formatDate, formatMonth, formatNumber } from '../../i18n/format';
import type { LegalPageId } from '../../routing/routes';
import type { LegalPageContent } from './legalContent';

/** Spec: the privacy policy is dated August 2025. */
export const PRIVACY_POLICY_DATE = '2025-08';

/** Spec section 9: server log files are deleted after 7 days. */
export const SERVER_LOG_RETENTION_DAYS = 7;

/** The legal entity behind the mail service, as named to the visitor (spec: EmailJS Pty Ltd, Australia). */
const MAIL_PROVIDER_ENTITY = 'EmailJS Pty Ltd';

/**
 * PLACEHOLDER: the spec gives no VAT identification number. Replace it with the
 * number issued by the Federal Central Tax Office (BZSt) before launch, or drop
 * the line if none has been issued (§ 5(1) no. 6 DDG only requires an issued one).
 */
const VAT_ID = 'DE000000000';

/** Spec: the terms are dated August 2025. */
export const TERMS_DATE = '2025-08';

/** Spec: invoices are due within 10 days of receipt, without deduction (§ 4). */
export const PAYMENT_DUE_DAYS = 10;

/** Spec: the accessibility statement was last updated on 20 January 2025. */
export const STATEMENT_DATE = '2025-01-20';

/** Spec: the last accessibility test took place in January 2025. */
export const LAST_TEST_MONTH = '2025-01';

/** Spec: feedback on barriers is answered within 5 working days. */
export const ANSWER_WITHIN_WORKING_DAYS = 5;

/** Spec: text contrast of at least 4.5:1 (WCAG 2.1, success criterion 1.4.3). */
export const MIN_CONTRAST_RATIO = 4.5;

/**
 * Each legal page's head, hero and placeholder values (its text below the hero: belowFold/{page}.ts).
 * The terms are German B2B terms (AGB) written in English source text: the comments in
 * belowFold/terms.ts tell translators the German legal term; "Contractor" is always the
 * Auftragnehmer, "Client" the Auftraggeber.
 */
export const legalHeroes: Record<LegalPageId, LegalPageContent> = {
  privacy: {
    meta: {
      title: msg({ message: 'Privacy policy', comment: 'SEO title of the privacy page' }),
      description: msg({
        message: 'How this website processes personal data: no cookies, no tracking, server logs deleted after 7 days.',
        comment: 'Meta description of the privacy page',
      }),
      keywords: msg({ message: 'privacy policy, data protection, GDPR, no cookies', comment: 'Meta keywords of the privacy page' }),
    },
    hero: {
      badge: msg`Data protection`,
      title: msg`Privacy policy`,
      description: msg`Your data belongs to you. This website sets no cookies, uses no tracking and only processes what is needed to answer your enquiry.`,
    },
    values: (i18n) => ({
      name: business.personName,
      businessName: business.brandName,
      address: formatAddressLine(business.addresses[0]),
      email: business.email,
      phone: business.phoneDisplay,
      mailProvider: MAIL_PROVIDER_ENTITY,
      retentionDays: SERVER_LOG_RETENTION_DAYS,
      updated: formatMonth(i18n, PRIVACY_POLICY_DATE),
    }),
  },
  imprint: {
    meta: {
      title: msg({ message: 'Imprint', comment: 'SEO title of the imprint (German legal notice, Impressum) page' }),
      description: msg({
        message: 'Legal notice: provider information, contact details, professional status and liability notes.',
        comment: 'Meta description of the imprint page',
      }),
      keywords: msg({ message: 'imprint, legal notice, provider identification', comment: 'Meta keywords of the imprint page' }),
    },
    hero: {
      badge: msg`Legal notice`,
      title: msg({ message: 'Imprint', comment: 'Page title: German legal notice (Impressum)' }),
      description: msg`Information pursuant to § 5 of the German Digital Services Act (DDG).`,
    },
    values: () => ({
      name: business.personName,
      businessName: business.brandName,
      address: formatAddressLine(business.addresses[0]),
      addressStudio: formatAddressLine(business.addresses[1]),
      email: business.email,
      phone: business.phoneDisplay,
      vatId: VAT_ID,
    }),
  },
  terms: {
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
  },
  accessibility: {
    meta: {
      title: msg({ message: 'Accessibility statement', comment: 'SEO title of the accessibility statement page' }),
      description: msg({
        message: 'Accessibility statement under the German accessibility act and WCAG 2.1 level AA: status, known limitations and how to reach us.',
        comment: 'Meta description of the accessibility statement page',
      }),
      keywords: msg({ message: 'accessibility statement, WCAG 2.1, barrier-free website', comment: 'Meta keywords of the accessibility statement page' }),
    },
    hero: {
      badge: msg({
        message: 'Barrierefreiheit',
        comment: "The spec keeps this badge German in every language: translate it as 'Barrierefreiheit' everywhere",
      }),
      badgeLang: 'de',
      title: msg`Accessibility statement`,
      description: msg`This website should be usable by everyone – with a keyboard, a screen reader, large text or high contrast. Here you can read how far that is already the case.`,
    },
    values: (i18n) => ({
      email: business.email,
      accessibilityEmail: business.accessibilityEmail,
      phone: business.phoneDisplay,
      answerDays: ANSWER_WITHIN_WORKING_DAYS,
      contrast: formatNumber(i18n, MIN_CONTRAST_RATIO),
      lastTest: formatMonth(i18n, LAST_TEST_MONTH),
      updated: formatDate(i18n, STATEMENT_DATE),
    }),
  },
};
