import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { AccessibilityPage as default } from './AccessibilityPage';

export const meta: PageMeta = {
  title: msg({ message: 'Accessibility statement', comment: 'SEO title of the accessibility statement page' }),
  description: msg({
    message: 'Accessibility statement under the German accessibility act and WCAG 2.1 level AA: status, known limitations and how to reach us.',
    comment: 'Meta description of the accessibility statement page',
  }),
  keywords: msg({ message: 'accessibility statement, WCAG 2.1, barrier-free website', comment: 'Meta keywords of the accessibility statement page' }),
};
