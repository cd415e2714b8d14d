import { msg } from '@lingui/core/macro';
import { business, formatAddressLine } from '../../business/profile';
import type { LegalPageContent } from '../../components/LegalPage/legalContent';
import { formatMonth } from '../../i18n/format';

/** Spec: the privacy policy is dated August 2025. */
export const PRIVACY_POLICY_DATE = '2025-08';

/** Spec section 9: server log files are deleted after 7 days. */
export const SERVER_LOG_RETENTION_DAYS = 7;

/** The legal entity behind the mail service, as named to the visitor (spec: EmailJS Pty Ltd, Australia). */
const MAIL_PROVIDER_ENTITY = 'EmailJS Pty Ltd';

export const privacyContent: LegalPageContent = {
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
};
