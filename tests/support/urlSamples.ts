import { allPagePaths } from '../../src/routing/routes';
import { redirectRules } from '../../src/routing/redirectRules';

/** A path in the odd spellings people and old links use: case, doubled and trailing slashes. */
function spellings(path: string): string[] {
  const upper = path.toUpperCase();
  const capitalised = path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  const doubled = path.replace(/\//g, '//');
  const trailing = path.endsWith('/') ? path.slice(0, -1) || '/' : `${path}/`;
  // One letter percent-encoded ('/en/%61bout'), as a link may have it.
  const encoded = path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  return [path, upper, capitalised, doubled, trailing, `${trailing}/`, `/${path}`, `${capitalised}//`, encoded];
}

/** Paths no rule leads anywhere: each language's 404 page. */
const missing = [
  '/nichts-hier',
  '/en/nothing-here',
  '/FR/rien-ici/',
  '/de/kontakt/mehr',
  '/en/about/team',
  '/fr/a/b/c',
  '/EN//nothing',
  '/en/about.html',
  '/en/nothing/index.html',
  '/index.html/more',
  '/fr/offline',
  '/images/',
  '/assets/',
  '/seo-freelancer/more',
  '/en-gb/',
  '/english',
];

/**
 * A generated set of URL paths for comparing a server's answers with resolvePath: every
 * canonical URL, every alias, legacy URL and language prefix of the redirect rules, each
 * also with /index.html after it (in several spellings each), and paths that lead nowhere. Not in it, since web servers read
 * them differently from resolvePath (docs/deployment.md): a percent-encoded slash (%2F),
 * broken percent-encoding (nginx: 400), '.' and '..' segments.
 */
export function sampleUrlPaths(): string[] {
  const sources = redirectRules().flatMap((rule) =>
    rule.prefixes.flatMap((prefix) => rule.slugs.map((slug) => (slug ? `${prefix}/${slug}` : prefix || '/'))),
  );
  const canonical = allPagePaths().map(({ path }) => path);
  const named = [...canonical, ...sources];
  const indexFiles = named.map((path) => `${path.replace(/\/$/, '')}/index.html`);
  return [...new Set([...named, ...indexFiles].flatMap(spellings).concat(missing))];
}
