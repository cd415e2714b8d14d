import type { ComponentType } from 'react';
import { type PageId, legalPageIds } from '../routing/routes';
import type { PageMeta } from '../seo/head';

/** The pages of the route table, the 404 page, and the offline page the service worker shows (never routed). */
export type PageKey = PageId | 'notFound' | 'offline';

/** What every page folder's index.ts exports: its component and what it says about itself in the head. */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
}

/** The folder under src/pages/ holding a page's code and naming its catalogs: the four legal pages share `legal`. */
export const pageFolder = (page: PageKey): string => ((legalPageIds as readonly PageKey[]).includes(page) ? 'legal' : page);
