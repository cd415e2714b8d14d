// Where the prerendered HTML of a URL lives in dist/, shared by the prerender
// step and the local server so both always agree.
import path from 'node:path';

// DIST_DIR points the local server at a copy of the build (the browser test of a new
// deployment does). SITE_DIST_DIR selects another build by name (dist-local-mail,
// configured against the local mail provider); its server build is <name>-ssr.
const distName = process.env.SITE_DIST_DIR || 'dist';
export const distDir = path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, '..', distName));
export const ssrDir = path.resolve(import.meta.dirname, '..', `${distName}-ssr`);

/** '/' → index.html, '/en/' → en/index.html, '/en/about' → en/about.html */
export function htmlFileFor(urlPath) {
  const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}.html`;
  return path.join(distDir, relative);
}

/** The 404 page of a language: 404.html, en/404.html, fr/404.html */
export function notFoundFileFor(localePrefix) {
  return path.join(distDir, `${localePrefix}/404.html`.replace(/^\//, ''));
}

/** Loads the server build (render, resolvePath, route table). */
export async function loadServerBuild() {
  const { pathToFileURL } = await import('node:url');
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
}
