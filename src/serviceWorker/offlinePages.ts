import { type Locale, localePrefixes, locales } from '../i18n/locales';
import { localeOfPath } from '../routing/resolve';

/**
 * The offline page of each language: a static page (no script) the service
 * worker saves at install and shows for a page that was never saved on this
 * device. Not a route: it is in no navigation, sitemap or hreflang list.
 * '/offline.html', '/en/offline.html', '/fr/offline.html'.
 */
export function offlinePagePath(locale: Locale): string {
  return `${localePrefixes[locale]}/offline.html`;
}

export function offlinePagePaths(): string[] {
  return locales.map(offlinePagePath);
}

/** The offline page in the language of the path the visitor asked for. */
export function offlinePageForPath(pathname: string): string {
  return offlinePagePath(localeOfPath(pathname));
}
