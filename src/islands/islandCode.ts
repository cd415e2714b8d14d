/**
 * Which files an island's code is, in the prerendered page: so that a first touch on a part that
 * has not hydrated yet fetches its code at once, alongside the page's scripts, instead of after
 * the page (and every island around it) has hydrated, one round trip per level (issue 25).
 *
 * The server render names each island's module and catalog on its host (ISLAND_MODULE, in source
 * terms: the build knows no file names yet); the prerender replaces that with the files they are
 * in the client build (ISLAND_CODE), leaving out what the page requests anyway; the boot script
 * preloads them at the first touch (src/boot/islandCode.ts).
 */

/** On a host in the server render: the island's module and catalog, relative to the project. */
export const ISLAND_MODULE = 'data-island-module';
/** On a host in the prerendered page: the URLs of its code, space-separated. */
export const ISLAND_CODE = 'data-island-code';
/** On a host once its part is live (its code has run): nothing of it is left to fetch. */
export const ISLAND_HYDRATED = 'data-hydrated';

/**
 * The prerender's step: each host's module names become the URLs of the files they are in.
 * `filesOf` maps one name to its files (the chunk and what it imports), or throws for a name the
 * build does not know, so a name and the build never drift apart silently.
 */
export function islandCodeMarkup(html: string, filesOf: (name: string) => string[]): string {
  return html.replace(new RegExp(`${ISLAND_MODULE}="([^"]*)"`, 'g'), (_, names: string) => {
    const files = [...new Set(names.split(' ').filter(Boolean).flatMap(filesOf))];
    return files.length > 0 ? `${ISLAND_CODE}="${files.join(' ')}"` : '';
  });
}
