import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Graph, Thing } from 'schema-dts';
import { business } from '../business/profile';
import { type Locale, localeTags, locales } from '../i18n/locales';
import { translate } from '../i18n/translate';
import { type PageId, pathFor } from '../routing/routes';
import { type PageSchemaType, structuredDataFor } from './structuredData';
import { absoluteUrl } from './siteUrl';

/** What a page declares about itself for search engines and social previews. */
export interface PageMeta {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Placeholders of the description that depend on the language (prices formatted per locale). */
  descriptionValues?: (i18n: I18n) => Record<string, string>;
  keywords: MessageDescriptor;
  ogImage?: string;
  ogType?: 'website' | 'article' | 'profile';
  noindex?: boolean;
  schemaType?: PageSchemaType;
  /**
   * Extra JSON-LD nodes of the page (FAQPage entries, Service offers, …), loaded when a head is built
   * (prerender, client-side navigation) through `when()` (src/islands/when.ts), so they are a chunk
   * of their own: `() => when().get(() => import('./structuredData')).then((module) => module.build)`.
   * The first page view never needs them, its head is in the HTML.
   */
  structuredData?: () => Promise<StructuredDataBuilder>;
}

/** Builds a page's extra JSON-LD nodes in one language (async where they need text the page's catalog does not carry). */
export type StructuredDataBuilder = (context: {
  i18n: I18n;
  locale: Locale;
  url: string;
}) => Thing[] | Promise<Thing[]>;

/** The SEO head properties of spec section 3, resolved for one page in one language. */
export interface HeadData {
  lang: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
  ogImage: string;
  ogType: string;
  ogLocale: string;
  noindex: boolean;
  /** The page's JSON-LD graph (schema-dts types). */
  structuredData: Graph | null;
}

const defaultOgImage = '/og/default.png';

/**
 * A heading's text as the head needs it: translators may mark where a long
 * compound breaks on a phone with a soft hyphen (U+00AD, "Datenschutz\u00aderklärung"),
 * which the page draws as a hyphen; a title in search results or a tab has no line to break.
 */
function headText(text: string): string {
  return text.replace(/\u00ad/g, '');
}

/** Page title, then the name: short enough for search results. */
function fullTitle(title: string): string {
  return `${title} | ${business.personName}`;
}

/** Head of one of the ten pages, with the page's extra JSON-LD nodes (see PageMeta.structuredData). */
export function pageHead(
  i18n: I18n,
  locale: Locale,
  page: PageId,
  meta: PageMeta,
  extraStructuredData: Thing[] = [],
): HeadData {
  const path = pathFor(page, locale);
  const canonical = absoluteUrl(path);
  const title = headText(i18n._(meta.title));
  const description = translate(i18n, meta.description, meta.descriptionValues?.(i18n));
  return {
    lang: locale,
    title: fullTitle(title),
    description,
    keywords: i18n._(meta.keywords),
    canonical,
    alternates: [
      ...locales.map((alt) => ({ hreflang: alt, href: absoluteUrl(pathFor(page, alt)) })),
      { hreflang: 'x-default', href: absoluteUrl(pathFor(page, 'de')) },
    ],
    ogImage: absoluteUrl(meta.ogImage ?? defaultOgImage),
    ogType: meta.ogType ?? 'website',
    ogLocale: localeTags[locale].replace('-', '_'),
    noindex: meta.noindex ?? false,
    structuredData: structuredDataFor({
      i18n,
      locale,
      url: canonical,
      title,
      description,
      schemaType: meta.schemaType ?? 'WebPage',
      extra: extraStructuredData,
    }),
  };
}

/** Head of a page outside the route table (the 404 and offline pages): no canonical, no alternates, never indexed. */
export function notFoundHead(i18n: I18n, locale: Locale, meta: PageMeta): HeadData {
  return {
    lang: locale,
    title: fullTitle(headText(i18n._(meta.title))),
    description: translate(i18n, meta.description, meta.descriptionValues?.(i18n)),
    keywords: i18n._(meta.keywords),
    canonical: null,
    alternates: [],
    ogImage: absoluteUrl(meta.ogImage ?? defaultOgImage),
    ogType: 'website',
    ogLocale: localeTags[locale].replace('-', '_'),
    noindex: true,
    structuredData: null,
  };
}

/** A head element as plain data: rendered to a string on the server, to DOM nodes in the browser. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

export function headTags(head: HeadData): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, text: head.title },
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.noindex ? 'noindex, nofollow' : 'index, follow'),
  ];
  if (head.canonical) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
  for (const alternate of head.alternates) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } });
  }
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:locale', head.ogLocale),
    meta('property', 'og:site_name', business.brandName),
    meta('name', 'twitter:card', 'summary_large_image'),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.structuredData) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      // '<' escaped so no text in the data can close the script element
      text: JSON.stringify(head.structuredData).replace(/</g, '\\u003c'),
    });
  }
  return tags;
}

/** Marks the elements this module owns, so the browser can replace them on navigation. */
export const HEAD_MARKER = 'data-seo';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [HEAD_MARKER]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
      const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '');
      return `<${tag}${attrs}>${body}</${tag}>`;
    })
    .join('\n    ');
}
