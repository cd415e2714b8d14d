import { type Locale, defaultLocale, isLocale } from '../i18n/locales';
import { type PageId, homePath, legacyHomeSlugs, pageIds, pathFor, routeTable } from './routes';

/** What a URL path means for the site. */
export type Resolution =
  | { kind: 'page'; page: PageId; locale: Locale; path: string }
  | { kind: 'redirect'; to: string; locale: Locale }
  | { kind: 'notFound'; locale: Locale; path: string };

/** Longer paths are never ours; refuse them before doing any work on them. */
export const MAX_PATH_LENGTH = 512;

/** German has no prefix; '/de/...' is accepted as another spelling of it. */
export const prefixAliases: Record<string, Locale> = { de: 'de', en: 'en', fr: 'fr' };

/** Every slug of every language leads to its page, so both readings of the spec work. */
const pageBySlug = new Map<string, PageId>(
  pageIds.flatMap((page) =>
    Object.values(routeTable[page])
      .filter((slug) => slug !== '')
      .map((slug) => [slug, page] as const),
  ),
);

const legacySlugs = new Set<string>(legacyHomeSlugs);

/** A directory's index file as old links and some tools write it ('/en/index.html'): another spelling of the path before it. */
export const INDEX_FILE = 'index.html';

/** The language a path belongs to, judged from its first segment only. */
export function localeOfPath(rawPath: string): Locale {
  const first = rawPath.split(/[?#]/, 1)[0]!.split('/').find((segment) => segment !== '') ?? '';
  const candidate = first.toLowerCase();
  return isLocale(candidate) ? candidate : defaultLocale;
}

function decodeSegments(path: string): string[] | null {
  const decoded: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '') continue; // leading, trailing and doubled slashes
    try {
      decoded.push(decodeURIComponent(segment).toLowerCase());
    } catch {
      return null; // broken percent-encoding
    }
  }
  return decoded;
}

/**
 * Resolves a URL path to a page, a redirect to the canonical URL, or the 404 page
 * of the path's language. Never throws, whatever the input.
 */
export function resolvePath(rawPath: string): Resolution {
  const path = rawPath.split(/[?#]/, 1)[0] || '/';
  const locale = localeOfPath(path);
  const notFound: Resolution = { kind: 'notFound', locale, path };
  if (path.length > MAX_PATH_LENGTH) return notFound;

  const decoded = decodeSegments(path);
  if (decoded === null) return notFound;
  const segments = decoded.at(-1) === INDEX_FILE ? decoded.slice(0, -1) : decoded;

  const prefixLocale = segments[0] !== undefined ? prefixAliases[segments[0]] : undefined;
  const rest = prefixLocale ? segments.slice(1) : segments;
  const pageLocale = prefixLocale ?? defaultLocale;

  let target: string | undefined;
  let page: PageId | undefined;
  if (rest.length === 0) {
    page = 'home';
  } else if (rest.length === 1) {
    const slug = rest[0]!;
    if (legacySlugs.has(slug)) target = homePath(pageLocale);
    else page = pageBySlug.get(slug);
  }

  if (page) {
    const canonical = pathFor(page, pageLocale);
    if (canonical === path) return { kind: 'page', page, locale: pageLocale, path };
    target = canonical;
  }
  if (target) return { kind: 'redirect', to: target, locale: pageLocale };
  return notFound;
}

/** The page a path shows once redirects are followed, or null for the 404 page. */
export function pageOfPath(rawPath: string): { page: PageId; locale: Locale } | null {
  const first = resolvePath(rawPath);
  const resolved = first.kind === 'redirect' ? resolvePath(first.to) : first;
  return resolved.kind === 'page' ? { page: resolved.page, locale: resolved.locale } : null;
}

/** The language switcher's target: the same page in another language, else that language's home. */
export function switchLocalePath(rawPath: string, target: Locale): string {
  const current = pageOfPath(rawPath);
  return current ? pathFor(current.page, target) : homePath(target);
}
