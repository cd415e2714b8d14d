import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { TermsPage as default } from './TermsPage';

export const meta: PageMeta = {
  title: msg({ message: 'General terms and conditions', comment: 'SEO title of the terms page' }),
  description: msg({
    message: 'General terms and conditions for business customers (B2B): contract formation, prices, payment, liability and jurisdiction.',
    comment: 'Meta description of the terms page',
  }),
  keywords: msg({ message: 'terms and conditions, B2B terms, payment terms', comment: 'Meta keywords of the terms page' }),
};
