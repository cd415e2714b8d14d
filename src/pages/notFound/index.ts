import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { NotFoundPage as default } from './NotFoundPage';

export const meta: PageMeta = {
  title: msg({ message: 'Page not found (404)', comment: 'SEO title of the 404 page' }),
  description: msg({
    message: 'The page you are looking for does not exist or has moved.',
    comment: 'Meta description of the 404 page',
  }),
  keywords: msg({ message: '404, page not found', comment: 'Meta keywords of the 404 page' }),
  noindex: true,
};
