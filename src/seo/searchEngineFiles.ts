import { locales } from '../i18n/locales';
import { pageIds, pathFor } from '../routing/routes';

/**
 * sitemap.xml: every page of the route table in every language, each with its
 * hreflang alternates and x-default. The 404 pages are not in the table, and no
 * page of the table is noindex, so nothing here must be left out.
 */
export function sitemapXml(siteUrl: string): string {
  const entries = pageIds.flatMap((page) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((alt) => ({ hreflang: alt, href: `${siteUrl}${pathFor(page, alt)}` })),
        { hreflang: 'x-default', href: `${siteUrl}${pathFor(page, 'de')}` },
      ]
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${siteUrl}${pathFor(page, locale)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
