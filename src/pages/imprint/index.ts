import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { ImprintPage as default } from './ImprintPage';

export const meta: PageMeta = {
  title: msg({ message: 'Imprint', comment: 'SEO title of the imprint (German legal notice, Impressum) page' }),
  description: msg({
    message: 'Legal notice: provider information, contact details, professional status and liability notes.',
    comment: 'Meta description of the imprint page',
  }),
  keywords: msg({ message: 'imprint, legal notice, provider identification', comment: 'Meta keywords of the imprint page' }),
};
