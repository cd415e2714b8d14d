import { type Locale, localePrefixes, locales } from '../i18n/locales';

/**
 * The route table: the single source of truth for the router, navigation,
 * footer, language switcher, canonical and hreflang links and the sitemap.
 * Slugs are the part after the language prefix; '' is a language's home.
 */
export const routeTable = {
  home: { de: '', en: '', fr: '' },
  services: { de: 'leistungen', en: 'services', fr: 'services' },
  webApp: {
    de: 'eigene-webanwendung-erstellen-lassen',
    en: 'custom-web-application-development',
    fr: 'developpement-application-web-personnalisee',
  },
  about: { de: 'ueber-mich', en: 'about', fr: 'a-propos' },
  contact: { de: 'kontakt', en: 'contact', fr: 'contact' },
  privacy: { de: 'datenschutz', en: 'privacy', fr: 'confidentialite' },
  imprint: { de: 'impressum', en: 'imprint', fr: 'mentions-legales' },
  terms: { de: 'agb', en: 'terms', fr: 'conditions' },
  accessibility: { de: 'barrierefreiheit', en: 'accessibility', fr: 'accessibilite' },
  sitemap: { de: 'sitemap', en: 'sitemap', fr: 'sitemap' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageId = keyof typeof routeTable;

export const pageIds = Object.keys(routeTable) as PageId[];

/** Old marketing URLs that now live on the home page (spec section 2). */
export const legacyHomeSlugs = ['seo-freelancer', 'webdesign-freelancer', 'web-design-freelancer'] as const;

/** The canonical URL path of a page in a language, exactly as in the spec's table. */
export function pathFor(page: PageId, locale: Locale): string {
  const slug = routeTable[page][locale];
  const prefix = localePrefixes[locale];
  return slug === '' ? `${prefix}/` : `${prefix}/${slug}`;
}

/** Home path of a language: '/', '/en/', '/fr/'. */
export function homePath(locale: Locale): string {
  return pathFor('home', locale);
}

/** Every canonical URL of the site: 10 pages in 3 languages. */
export function allPagePaths(): Array<{ page: PageId; locale: Locale; path: string }> {
  return locales.flatMap((locale) => pageIds.map((page) => ({ page, locale, path: pathFor(page, locale) })));
}

/** Groups of links shown in the shell, all taken from the table. */
export const mainNavPages = ['home', 'services', 'about', 'contact'] as const satisfies readonly PageId[];
/** The legal pages: one page folder (src/pages/legal/), each a text in it; the footer lists them all. */
export const legalPageIds = ['privacy', 'imprint', 'terms', 'accessibility'] as const satisfies readonly PageId[];
export type LegalPageId = (typeof legalPageIds)[number];
export const footerLegalPages = legalPageIds;
export const mobileLegalPages = ['privacy', 'imprint', 'accessibility'] as const satisfies readonly PageId[];
