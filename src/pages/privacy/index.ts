import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { PrivacyPage as default } from './PrivacyPage';

export const meta: PageMeta = {
  title: msg({ message: 'Privacy policy', comment: 'SEO title of the privacy page' }),
  description: msg({
    message: 'How this website processes personal data: no cookies, no tracking, server logs deleted after 7 days.',
    comment: 'Meta description of the privacy page',
  }),
  keywords: msg({ message: 'privacy policy, data protection, GDPR, no cookies', comment: 'Meta keywords of the privacy page' }),
};
