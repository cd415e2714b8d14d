import { type Locale, defaultLocale, locales } from '../i18n/locales';
import { prefixAliases } from './resolve';
import { homePath, legacyHomeSlugs, pageIds, pathFor, routeTable } from './routes';

/**
 * The redirects of resolvePath as data, for web servers and static hosts that cannot run it
 * (scripts/deploy-files.mjs writes them as nginx locations and a `_redirects` file): a path
 * written under one of `prefixes`, then one of `slugs` ('' for a language's home), in any
 * case and with any number of slashes, with or without a last `/index.html` (INDEX_FILE),
 * leads to `to` unless it is `to` itself.
 */
export interface RedirectRule {
  locale: Locale;
  /** Language prefixes as they may be typed: '' and '/de' for German, '/en', '/fr'. */
  prefixes: string[];
  /** Lower-case slugs leading to `to`; '' is the prefix alone. */
  slugs: string[];
  to: string;
}

function prefixesOf(locale: Locale): string[] {
  const aliases = Object.entries(prefixAliases)
    .filter(([, aliasLocale]) => aliasLocale === locale)
    .map(([alias]) => `/${alias}`);
  return locale === defaultLocale ? ['', ...aliases] : aliases;
}

export function redirectRules(): RedirectRule[] {
  return locales.flatMap((locale) => {
    const prefixes = prefixesOf(locale);
    return [
      { locale, prefixes, slugs: [''], to: homePath(locale) },
      { locale, prefixes, slugs: [...legacyHomeSlugs], to: homePath(locale) },
      ...pageIds
        .filter((page) => page !== 'home')
        .map((page) => ({ locale, prefixes, slugs: [...new Set(Object.values(routeTable[page]))], to: pathFor(page, locale) })),
    ];
  });
}
