import { describe, expect, it } from 'vitest';
import { render, renderOfflinePage } from '../../src/entry-server';
import { allPagePaths } from '../../src/routing/routes';
import { HEAD_MARKER, type HeadData, headTags, renderHeadTags } from '../../src/seo/head';

describe('server rendering (Node, no DOM)', () => {
  it('renders every page without window or document', async () => {
    expect(typeof window).toBe('undefined');
    for (const { path, locale } of allPagePaths()) {
      const page = await render(path);
      expect(page.lang).toBe(locale);
      expect(page.html.match(/<h1[ >]/g), path).toHaveLength(1);
      expect(page.html).toContain('id="main-content"');
      expect(page.head).toContain('<link rel="canonical"');
    }
    // Thirty pages, each compiled on first import: more than the default 5 s on a busy 2-core machine.
  }, 30_000);

  it('renders the 404 page of each language without canonical and with noindex', async () => {
    for (const [url, lang] of [['/404', 'de'], ['/en/404', 'en'], ['/fr/404', 'fr']] as const) {
      const page = await render(url);
      expect(page).toMatchObject({ lang, pageKey: 'notFound' });
      expect(page.head).toContain('content="noindex, nofollow"');
      expect(page.head).not.toContain('rel="canonical"');
    }
  });

  it('renders the offline page of each language: translated, noindex, no canonical or alternates', async () => {
    for (const [lang, title, home] of [
      ['de', 'Sie sind offline', '/'],
      ['en', 'You are offline', '/en/'],
      ['fr', 'Vous êtes hors ligne', '/fr/'],
    ] as const) {
      const page = await renderOfflinePage(lang);
      expect(page).toMatchObject({ lang, pageKey: 'offline' });
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(page.html).toContain(`href="${home}"`);
      expect(page.head).toContain('content="noindex, nofollow"');
      expect(page.head).not.toMatch(/rel="(canonical|alternate)"/);
    }
  });

  it('refuses to prerender a URL that is not canonical', async () => {
    await expect(render('/en/kontakt')).rejects.toThrow(/redirects to \/en\/contact/);
  });

  it('uses the translated text of the page language', async () => {
    const [de, fr] = await Promise.all([render('/kontakt'), render('/fr/contact')]);
    expect(de.html).toContain('Zum Hauptinhalt springen');
    expect(fr.html).not.toContain('Skip to main content');
  });
});

describe('head tags', () => {
  const head: HeadData = {
    lang: 'en',
    title: 'Fish & "Chips" <script>',
    description: 'd',
    keywords: 'k',
    canonical: 'https://example.com/en/',
    alternates: [{ hreflang: 'de', href: 'https://example.com/' }],
    ogImage: 'https://example.com/og.png',
    ogType: 'website',
    ogLocale: 'en_US',
    noindex: false,
    structuredData: { '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] },
  };

  it('escapes text and attributes, and JSON-LD cannot close its script element', () => {
    const html = renderHeadTags(headTags(head));
    expect(html).toContain('<title data-seo>Fish &amp; &quot;Chips&quot; &lt;script&gt;</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
    expect(html.match(new RegExp(HEAD_MARKER, 'g'))!.length).toBe(headTags(head).length);
  });
});
