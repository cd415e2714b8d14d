import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { SitemapPage as default } from './SitemapPage';

export const meta: PageMeta = {
  title: msg({ message: 'Sitemap', comment: 'SEO title of the sitemap page' }),
  description: msg({ message: 'All pages of this website at a glance.', comment: 'Meta description of the sitemap page' }),
  keywords: msg({ message: 'sitemap, overview, all pages', comment: 'Meta keywords of the sitemap page' }),
  schemaType: 'CollectionPage',
};
