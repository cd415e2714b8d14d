import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../seo/head';

export { SitemapPage as default } from './SitemapPage';

export const meta: PageMeta = {
  title: msg({ message: 'Sitemap: all pages at a glance', comment: 'SEO title of the sitemap page' }),
  description: msg({
    message: 'Every page of this website at a glance: services, web applications, about me, contact and all legal information.',
    comment: 'Meta description of the sitemap page',
  }),
  keywords: msg({ message: 'sitemap, overview, all pages', comment: 'Meta keywords of the sitemap page' }),
  schemaType: 'CollectionPage',
};
