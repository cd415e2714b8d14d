import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './app/AppRoot';
import { loadLocalizedPage } from './app/pageRegistry';
import { pageFolder } from './pages/pageModule';
import { resolvePath } from './routing/resolve';
import type { Locale } from './i18n/locales';
import { headTags, notFoundHead, renderHeadTags } from './seo/head';
import { pageHeadFor } from './seo/pageHeadFor';
import { PageI18nProvider } from './i18n/PageI18nProvider';

export { resolvePath } from './routing/resolve';
export { allPagePaths } from './routing/routes';
export { redirectRules } from './routing/redirectRules';
export { locales, localePrefixes } from './i18n/locales';
export { robotsTxt, sitemapXml } from './seo/searchEngineFiles';
export { siteUrl } from './seo/siteUrl';
export { offlinePagePath, offlinePagePaths } from './serviceWorker/offlinePages';
export { mailConfig } from './contact/bakedMailConfig';
export { pageScriptsTag } from './boot/pageScripts';
export { islandCodeMarkup } from './islands/islandCode';
export { layoutAttributeFor } from './lib/deferredLayout';

export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** Tags for inside <head>. */
  head: string;
  lang: string;
  pageKey: string;
  /** The folder under src/pages/ of its code and catalogs (pageFolder): the prerender preloads their chunks. */
  pageFolder: string;
}

/**
 * Renders a tree to HTML once everything in it has loaded: every island's code
 * is fetched and rendered by itself, so no page keeps a list of its parts. An
 * error anywhere fails the build instead of leaving a client-rendered gap.
 */
async function renderComplete(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary inline, in place: an outlined one would need an inline script to be shown.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

/** Prerenders one URL: a canonical page path, or any path for the 404 page of its language. */
export async function render(url: string): Promise<RenderedPage> {
  const resolution = resolvePath(url);
  if (resolution.kind === 'redirect') throw new Error(`${url} is not canonical; it redirects to ${resolution.to}`);
  const pageKey = resolution.kind === 'page' ? resolution.page : 'notFound';
  const { i18n, module: page } = await loadLocalizedPage(resolution.locale, pageKey);

  const html = await renderComplete(<AppRoot ssrPath={url} mode="server" />);
  return {
    html,
    head: renderHeadTags(headTags(await pageHeadFor(resolution, i18n, page.meta))),
    lang: resolution.locale,
    pageKey,
    pageFolder: pageFolder(pageKey),
  };
}

/**
 * Prerenders the offline page of a language: the page alone, without the shell,
 * because it is a static document without scripts (see src/pages/offline).
 */
export async function renderOfflinePage(locale: Locale): Promise<RenderedPage> {
  const { i18n, module: page } = await loadLocalizedPage(locale, 'offline');
  const Page = page.default;
  const html = await renderComplete(
    <StrictMode>
      <PageI18nProvider i18n={i18n}>
        <Page />
      </PageI18nProvider>
    </StrictMode>,
  );
  return { html, head: renderHeadTags(headTags(notFoundHead(i18n, locale, page.meta))), lang: locale, pageKey: 'offline', pageFolder: 'offline' };
}
