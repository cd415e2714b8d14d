import { type I18n, setupI18n } from '@lingui/core';
import { i18nCatalogs } from '../i18n/catalogs';
import type { Locale } from '../i18n/locales';
import { pageMessages } from '../i18n/pageCatalogs';
import { createResourceCache } from '../lib/resource';
import { type PageKey, type PageModule, pageFolder } from '../pages/pageModule';
import type { LegalPageId } from '../routing/routes';

/** A page ready to render in one language: its code, the shell's i18n, and an i18n holding the shell's and the page's messages. */
export interface LocalizedPage {
  module: PageModule;
  /** The same instance for every page of a language: the shell around the page changes only with the language. */
  shellI18n: I18n;
  i18n: I18n;
}

/** The four legal pages are one page folder (src/pages/legal/): one chunk and one catalog for all four. */
const legalPage = (page: LegalPageId) => () => import('../pages/legal').then((legal) => legal.legalPages[page]);

// Each page is its own chunk, so a visitor downloads only the page in front of them.
// Its islands are chunks of their own, loaded by their triggers (src/islands/).
const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home'),
  services: () => import('../pages/services'),
  webApp: () => import('../pages/webApp'),
  about: () => import('../pages/about'),
  contact: () => import('../pages/contact'),
  privacy: legalPage('privacy'),
  imprint: legalPage('imprint'),
  terms: legalPage('terms'),
  accessibility: legalPage('accessibility'),
  sitemap: () => import('../pages/sitemap'),
  notFound: () => import('../pages/notFound'),
  offline: () => import('../pages/offline'),
};

// The shell's text is one catalog per language (src/i18n/catalogs.ts); each page's text is its own
// catalog per language (src/i18n/pageCatalogs.ts), so the shell's stays small.
const pageCode = createResourceCache<PageKey, PageModule>((page) => pageLoaders[page]());

/*
 * A new i18n per page and language, complete when it is created and never changed after: loading
 * (a page preloaded on hover) must not emit a change into the page on screen, whose islands may
 * still be waiting to hydrate and would lose their prerendered markup to an update.
 */
const localizedPages = createResourceCache<`${Locale}:${PageKey}`, LocalizedPage>(async (key) => {
  const [locale, page] = key.split(':') as [Locale, PageKey];
  const [shellI18n, module, pageText] = await Promise.all([i18nCatalogs.load(locale), pageCode.load(page), pageMessages(locale, pageFolder(page))]);
  const messages = { ...shellI18n.messages, ...pageText };
  return { module, shellI18n, i18n: setupI18n({ locale, messages: { [locale]: messages } }) };
});

/** Loads (once) a page's code, the shell catalog and the page catalog of a language. */
export function loadLocalizedPage(locale: Locale, page: PageKey): Promise<LocalizedPage> {
  return localizedPages.load(`${locale}:${page}`);
}

/**
 * Starts loading a page a visitor is likely to open next. A failure is
 * forgotten, so opening the page tries again (a render that already reads
 * the failed load shows the error screen).
 */
export function preloadPage(locale: Locale, page: PageKey): void {
  loadLocalizedPage(locale, page).catch(() => {
    localizedPages.forgetFailure(`${locale}:${page}`);
    pageCode.forgetFailure(page);
    i18nCatalogs.forgetFailure(locale);
  });
}
