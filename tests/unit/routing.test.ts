import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { MAX_PATH_LENGTH, resolvePath, switchLocalePath } from '../../src/routing/resolve';
import { type PageId, allPagePaths, pageIds, pathFor } from '../../src/routing/routes';

const specTable: Record<string, [string, string, string]> = {
  home: ['/', '/en/', '/fr/'],
  services: ['/leistungen', '/en/services', '/fr/services'],
  webApp: [
    '/eigene-webanwendung-erstellen-lassen',
    '/en/custom-web-application-development',
    '/fr/developpement-application-web-personnalisee',
  ],
  about: ['/ueber-mich', '/en/about', '/fr/a-propos'],
  contact: ['/kontakt', '/en/contact', '/fr/contact'],
  privacy: ['/datenschutz', '/en/privacy', '/fr/confidentialite'],
  imprint: ['/impressum', '/en/imprint', '/fr/mentions-legales'],
  terms: ['/agb', '/en/terms', '/fr/conditions'],
  accessibility: ['/barrierefreiheit', '/en/accessibility', '/fr/accessibilite'],
  sitemap: ['/sitemap', '/en/sitemap', '/fr/sitemap'],
};

describe('route table', () => {
  it('has exactly the ten pages of the spec', () => {
    expect([...pageIds].sort()).toEqual(Object.keys(specTable).sort());
  });

  it('yields 30 distinct URLs', () => {
    const paths = allPagePaths().map((entry) => entry.path);
    expect(paths).toHaveLength(30);
    expect(new Set(paths).size).toBe(30);
  });

  for (const [page, paths] of Object.entries(specTable)) {
    locales.forEach((locale, index) => {
      const path = paths[index]!;
      it(`${page} in ${locale} is ${path}, and ${path} is ${page} in ${locale}`, () => {
        expect(pathFor(page as PageId, locale)).toBe(path);
        expect(resolvePath(path)).toEqual({ kind: 'page', page, locale, path });
      });
    });
  }
});

describe('language switcher mapping', () => {
  it('maps every page to its equivalent in every language', () => {
    for (const paths of Object.values(specTable)) {
      for (const from of paths) {
        locales.forEach((target, index) => expect(switchLocalePath(from, target)).toBe(paths[index]));
      }
    }
  });

  it('falls back to the target language home for an unknown path', () => {
    expect(switchLocalePath('/en/nothing-here', 'de')).toBe('/');
    expect(switchLocalePath('/gibt-es-nicht', 'fr')).toBe('/fr/');
    expect(switchLocalePath('/fr/a/b/c', 'en')).toBe('/en/');
  });

  it('follows aliases and legacy URLs to the page they lead to', () => {
    expect(switchLocalePath('/en/kontakt', 'fr')).toBe('/fr/contact');
    expect(switchLocalePath('/seo-freelancer', 'en')).toBe('/en/');
  });
});

describe('redirects', () => {
  const legacy = ['seo-freelancer', 'webdesign-freelancer', 'web-design-freelancer'];
  for (const slug of legacy) {
    it(`/${slug} goes to the home page of each language`, () => {
      expect(resolvePath(`/${slug}`)).toEqual({ kind: 'redirect', to: '/', locale: 'de' });
      expect(resolvePath(`/en/${slug}`)).toEqual({ kind: 'redirect', to: '/en/', locale: 'en' });
      expect(resolvePath(`/fr/${slug}`)).toEqual({ kind: 'redirect', to: '/fr/', locale: 'fr' });
    });
  }
});

describe('aliases from the spec\'s "both readings" paragraph', () => {
  const cases: Array<[string, string]> = [
    ['/contact', '/kontakt'],
    ['/en/kontakt', '/en/contact'],
    ['/fr/kontakt', '/fr/contact'],
    ['/about', '/ueber-mich'],
    ['/en/ueber-mich', '/en/about'],
    ['/fr/about', '/fr/a-propos'],
    ['/fr/ueber-mich', '/fr/a-propos'],
    ['/services', '/leistungen'],
    ['/en/leistungen', '/en/services'],
    ['/fr/leistungen', '/fr/services'],
    ['/privacy', '/datenschutz'],
    ['/fr/privacy', '/fr/confidentialite'],
    ['/imprint', '/impressum'],
    ['/en/impressum', '/en/imprint'],
    ['/fr/imprint', '/fr/mentions-legales'],
  ];
  for (const [alias, canonical] of cases) {
    it(`${alias} redirects to ${canonical}`, () => {
      expect(resolvePath(alias)).toMatchObject({ kind: 'redirect', to: canonical });
    });
  }
});

describe('odd URLs', () => {
  const redirects: Array<[string, string]> = [
    ['/en', '/en/'],
    ['/fr', '/fr/'],
    ['/leistungen/', '/leistungen'],
    ['/en/about/', '/en/about'],
    ['//en//about', '/en/about'],
    ['/EN/About', '/en/about'],
    ['/Kontakt', '/kontakt'],
    ['/de/kontakt', '/kontakt'],
    ['/de', '/'],
    ['//', '/'],
    ['/fr/a%2Dpropos', '/fr/a-propos'],
    // A directory's index file, as old links and some tools write it: the clean URL.
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/fr/index.html', '/fr/'],
    ['/de/INDEX.HTML', '/'],
    ['/en/about/index.html', '/en/about'],
    ['/datenschutz/index.html/', '/datenschutz'],
  ];
  for (const [odd, canonical] of redirects) {
    it(`${odd} redirects to ${canonical}`, () => {
      expect(resolvePath(odd)).toMatchObject({ kind: 'redirect', to: canonical });
    });
  }

  it('keeps the query string out of the decision', () => {
    expect(resolvePath('/en/about?utm=1#top')).toMatchObject({ kind: 'page', page: 'about' });
  });

  const notFound: Array<[string, string]> = [
    ['/gibt-es-nicht', 'de'],
    ['/en/nothing', 'en'],
    ['/FR/rien', 'fr'],
    ['/en/about/team', 'en'],
    ['/en/nothing/index.html', 'en'],
    ['/index.html/more', 'de'],
    ['/en/about.html', 'en'],
    ['/en/%E0%A4%A', 'en'],
    ['/%', 'de'],
    ['/fr/%ZZ', 'fr'],
    ['/en/a%2Fb', 'en'],
    [`/en/${'x'.repeat(MAX_PATH_LENGTH)}`, 'en'],
    [`/${'a/'.repeat(5000)}`, 'de'],
  ];
  for (const [path, locale] of notFound) {
    it(`${path.slice(0, 40)} is the ${locale} 404 page`, () => {
      expect(resolvePath(path)).toEqual({ kind: 'notFound', locale, path });
    });
  }
});
