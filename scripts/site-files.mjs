// Where the prerendered HTML of a URL lives in dist/, shared by the prerender
// step and the local server so both always agree.
import path from 'node:path';

// DIST_DIR points the local server at a copy of the build (the browser test of a new
// deployment does). SITE_DIST_DIR selects another build by name (dist-local-mail,
// configured against the local mail provider); its server build is <name>-ssr.
const distName = process.env.SITE_DIST_DIR || 'dist';
export const distDir = path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, '..', distName));
export const ssrDir = path.resolve(import.meta.dirname, '..', `${distName}-ssr`);
/** The web server and static host files generated for this build (scripts/deploy-files.mjs). */
export const deployDir = path.resolve(import.meta.dirname, '..', `${distName}-deploy`);

/** Content types by extension, for npm start and the generated nginx configuration. */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Extensions of the text files that are sent compressed. */
export const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);


/** '/' → index.html, '/en/' → en/index.html, '/en/about' → en/about.html */
export function htmlFileFor(urlPath) {
  const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}.html`;
  return path.join(distDir, relative);
}

/** The 404 page of a language: 404.html, en/404.html, fr/404.html */
export function notFoundFileFor(localePrefix) {
  return path.join(distDir, `${localePrefix}/404.html`.replace(/^\//, ''));
}

/** Loads the server build (render, resolvePath, route table); by default this build's. */
export async function loadServerBuild(serverBuildDir = ssrDir) {
  const { pathToFileURL } = await import('node:url');
  return import(pathToFileURL(path.join(serverBuildDir, 'entry-server.js')).href);
}

/** The folders of another build, by name ('dist', 'dist-e2e-mail'), for a server of several. */
export const buildFolders = (name) => ({
  distDir: path.resolve(import.meta.dirname, '..', name),
  ssrDir: path.resolve(import.meta.dirname, '..', `${name}-ssr`),
});
