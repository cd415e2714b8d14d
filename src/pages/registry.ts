import type { I18n, Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import { shellDeferredParts } from '../components/App/shellParts';
import { i18nCatalogs } from '../i18n/catalogs';
import type { Locale } from '../i18n/locales';
import { createResourceCache } from '../lib/resource';
import type { PageId } from '../routing/routes';
import type { PageMeta } from '../seo/head';

/** The pages of the route table, the 404 page, and the offline page the service worker shows (never routed). */
export type PageKey = PageId | 'notFound' | 'offline';

/** A page: its component and what it says about itself in the head. */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
  /** Loaders of the page's deferred parts (src/lib/deferredPart.tsx): the prerender waits for them, hydration does not. */
  deferredParts?: ReadonlyArray<() => Promise<unknown>>;
}

/** A page ready to render in one language: its code, and the i18n that holds its messages. */
export interface LocalizedPage {
  module: PageModule;
  i18n: I18n;
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
  offline: () => import('./offline'),
};

// ...and each page's text is its own catalog per language (src/locales/{locale}/pages/{page}.po),
// so the shell's catalog stays small however much copy the pages grow.
const pageCatalogLoaders = import.meta.glob<{ messages: Messages }>('../locales/*/pages/*.po');

async function loadPageCatalog(locale: Locale, page: PageKey): Promise<Messages> {
  const loader = pageCatalogLoaders[`../locales/${locale}/pages/${page}.po`];
  return loader ? (await loader()).messages : {};
}

const pageCode = createResourceCache<PageKey, PageModule>((page) => pageLoaders[page]());

/** The page the browser hydrates first: its and the shell's deferred parts load alongside, not before. */
let hydratedPageKey: string | undefined;

async function loadPageWithParts(page: PageKey, waitForParts: boolean): Promise<PageModule> {
  const module = await pageCode.load(page);
  const parts = Promise.all([...shellDeferredParts, ...(module.deferredParts ?? [])].map((load) => load()));
  if (waitForParts) await parts;
  else parts.catch(() => {}); // a part that fails to load leaves its prerendered markup in place
  return module;
}

const localizedPages = createResourceCache<`${Locale}:${PageKey}`, LocalizedPage>(async (key) => {
  const [locale, page] = key.split(':') as [Locale, PageKey];
  const [i18n, module, messages] = await Promise.all([
    i18nCatalogs.load(locale),
    // Elsewhere (prerender, client-side navigation) the page renders whole, so that nothing pops in.
    loadPageWithParts(page, key !== hydratedPageKey),
    loadPageCatalog(locale, page),
  ]);
  i18n.load(locale, messages);
  return { module, i18n };
});

/** Loads (once) a page's code and deferred parts, the shell catalog and the page catalog of a language. */
export function loadLocalizedPage(locale: Locale, page: PageKey): Promise<LocalizedPage> {
  return localizedPages.load(`${locale}:${page}`);
}

/** Loads the page the browser is about to hydrate, without waiting for its deferred parts. */
export function loadPageToHydrate(locale: Locale, page: PageKey): Promise<LocalizedPage> {
  hydratedPageKey = `${locale}:${page}`;
  return loadLocalizedPage(locale, page);
}

/** Starts loading a page a visitor is likely to open next; failures surface when it is opened. */
export function preloadPage(locale: Locale, page: PageKey): void {
  loadLocalizedPage(locale, page).catch(() => {});
}
