import { msg } from '@lingui/core/macro';
import { business } from '../../business/profile';
import type { LegalPageContent } from '../../components/LegalPage/legalContent';
import { formatDate, formatMonth, formatNumber } from '../../i18n/format';

/** Spec: the statement was last updated on 20 January 2025. */
export const STATEMENT_DATE = '2025-01-20';

/** Spec: the last accessibility test took place in January 2025. */
export const LAST_TEST_MONTH = '2025-01';

/** Spec: feedback on barriers is answered within 5 working days. */
export const ANSWER_WITHIN_WORKING_DAYS = 5;

/** Spec: text contrast of at least 4.5:1 (WCAG 2.1, success criterion 1.4.3). */
export const MIN_CONTRAST_RATIO = 4.5;

export const accessibilityContent: LegalPageContent = {
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
};
