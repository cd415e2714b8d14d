import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './components/App/AppRoot';
import { loadLocalizedPage } from './pages/registry';
import { resolvePath } from './routing/resolve';
import type { Locale } from './i18n/locales';
import { headTags, notFoundHead, renderHeadTags } from './seo/head';
import { pageHeadFor } from './seo/pageHeadFor';

export { resolvePath } from './routing/resolve';
export { allPagePaths } from './routing/routes';
export { locales, localePrefixes } from './i18n/locales';
export { robotsTxt, sitemapXml } from './seo/searchEngineFiles';
export { siteUrl } from './seo/siteUrl';
export { offlinePagePath, offlinePagePaths } from './serviceWorker/offlinePages';
export { mailConfig } from './contact/mailConfig';

export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** Tags for inside <head>. */
  head: string;
  lang: string;
  pageKey: string;
}

/** Prerenders one URL: a canonical page path, or any path for the 404 page of its language. */
export async function render(url: string): Promise<RenderedPage> {
  const resolution = resolvePath(url);
  if (resolution.kind === 'redirect') throw new Error(`${url} is not canonical; it redirects to ${resolution.to}`);
  const pageKey = resolution.kind === 'page' ? resolution.page : 'notFound';
  const { i18n, module: page } = await loadLocalizedPage(resolution.locale, pageKey);

  const html = renderToString(<AppRoot ssrPath={url} mode="hydrated" />);
  return {
    html,
    head: renderHeadTags(headTags(pageHeadFor(resolution, i18n, page))),
    lang: resolution.locale,
    pageKey,
  };
}

/**
 * Prerenders the offline page of a language: the page alone, without the shell,
 * because it is a static document without scripts (see src/pages/offline).
 */
export async function renderOfflinePage(locale: Locale): Promise<RenderedPage> {
  const { i18n, module: page } = await loadLocalizedPage(locale, 'offline');
  const Page = page.default;
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>
    </StrictMode>,
  );
  return { html, head: renderHeadTags(headTags(notFoundHead(i18n, locale, page.meta))), lang: locale, pageKey: 'offline' };
}
