import type { ComponentType } from 'react';
import { createResourceCache } from '../lib/resource';
import type { PageId } from '../routing/routes';
import type { PageMeta } from '../seo/head';

export type PageKey = PageId | 'notFound';

/** A page: its component and what it says about itself in the head. */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
}

// Each page is its own chunk, so a visitor downloads only the page in front of them.
const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./home'),
  services: () => import('./services'),
  webApp: () => import('./webApp'),
  about: () => import('./about'),
  contact: () => import('./contact'),
  privacy: () => import('./privacy'),
  imprint: () => import('./imprint'),
  terms: () => import('./terms'),
  accessibility: () => import('./accessibility'),
  sitemap: () => import('./sitemap'),
  notFound: () => import('./notFound'),
};

export const pageModules = createResourceCache<PageKey, PageModule>((key) => pageLoaders[key]());
