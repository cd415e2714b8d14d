// The service worker's build, in two steps (docs/contact-and-offline.md, Service worker):
// 1. serviceWorker(): vite-plugin-pwa in injectManifest mode compiles
//    src/serviceWorker/worker/sw.ts into dist/sw.js at the end of the client build
//    (one classic script; the app's `define`, the image set's hash). It leaves the
//    injection point `self.__WB_MANIFEST` in place: the pages do not exist yet.
// 2. injectPrecacheManifest(), after the prerender (scripts/inject-precache-manifest.mjs):
//    workbox-build, the engine vite-plugin-pwa runs, lists the precache (the pages'
//    HTML, the offline pages, the code, the shell) with revisions into dist/sw.js.
import babel from '@rolldown/plugin-babel';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { injectManifest } from 'workbox-build';
import { PUBLIC_PREFIX } from './images/responsive-images.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Where Workbox writes the precache list into the compiled worker. */
const injectionPoint = 'self.__WB_MANIFEST';

/** Hash of the image pipeline's files (names and contents): names the worker's run-time image cache. */
export function imageSetHash(outDir) {
  const dir = path.join(outDir, PUBLIC_PREFIX);
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update('\0').update(readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The Vite plugin that compiles the worker (client build only; never in the dev server). */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker/worker',
    filename: 'sw.ts',
    // The site registers the worker itself (src/serviceWorker/register.ts) and has its own /manifest.json.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // Compile only: the precache list is injected after the prerender (step 2 above).
      injectionPoint: undefined,
      rollupFormat: 'iife',
      target: 'es2022',
      minify: true,
      // Modules the worker imports from src/ may use Lingui's `msg` macro.
      buildPlugins: { vite: [babel({ include: /src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'], sourceMap: false })] },
    },
    integration: {
      configureCustomSWViteBuild(inlineConfig) {
        const outDir = path.resolve(inlineConfig.root ?? root, inlineConfig.build?.outDir ?? 'dist');
        inlineConfig.define = { ...inlineConfig.define, __IMAGE_SET__: JSON.stringify(imageSetHash(outDir)) };
      },
    },
  });
}

/** The address of a prerendered page from its file under dist/ (the inverse of site-files.mjs htmlFileFor). */
export function pageUrlOfFile(file) {
  const url = `/${file}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url.slice(0, -'.html'.length);
}

/** What install saves. Images are not here: the worker saves the widths a page asks for, at run time. */
export const precachePatterns = {
  pages: ['**/*.html'],
  code: ['assets/**/*.{js,css,woff2}'],
  shell: ['manifest.json', 'favicon.svg', 'favicon.ico'],
};

/** Files that are never saved at install: the 404 pages (an unknown address offline shows the offline page). */
const precacheIgnores = ['**/404.html'];

const isOfflinePage = (file) => path.basename(file) === 'offline.html';

/**
 * Precache URLs: pages under the address visitors open ('/en/about', '/en/'), so a
 * navigation finds its page offline; every other file under its own root-relative name.
 * @param {import('workbox-build').ManifestEntry[]} entries
 */
export function precacheUrls(entries) {
  const manifest = entries.map((entry) => ({
    ...entry,
    url: entry.url.endsWith('.html') && !isOfflinePage(entry.url) ? pageUrlOfFile(entry.url) : `/${entry.url}`,
  }));
  return { manifest, warnings: [] };
}

/** Kind of a precached file, for the build's summary. */
const kindOf = (file) => (file.endsWith('.html') ? 'pages' : file.startsWith('assets/') ? 'code' : 'shell');
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

/** Step 2: writes the precache list into distDir/sw.js and says what it holds. */
export async function injectPrecacheManifest(distDir) {
  const worker = path.join(distDir, 'sw.js');
  if (!readFileSync(worker, 'utf8').includes(injectionPoint)) {
    throw new Error(`${worker} has no ${injectionPoint}: run the client build (vite build compiles the worker) first`);
  }
  /** The files in the list, by their name under distDir (recorded before precacheUrls renames the pages). */
  const files = [];
  const { count, size, warnings } = await injectManifest({
    swSrc: worker,
    swDest: worker,
    injectionPoint,
    globDirectory: distDir,
    globPatterns: Object.values(precachePatterns).flat(),
    globIgnores: precacheIgnores,
    // Hashed files need no revision: their name changes with their content.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [(entries) => (files.push(...entries.map((entry) => entry.url)), { manifest: entries, warnings: [] }), precacheUrls],
  });
  if (warnings.length > 0) throw new Error(`Precache manifest: ${warnings.join('; ')}`);
  const kinds = {};
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    const kind = (kinds[kindOf(file)] ??= { count: 0, size: 0 });
    kind.count += 1;
    kind.size += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  const parts = Object.entries(kinds).map(([kind, { count: n, size: bytes }]) => `${kind} ${n} files ${kB(bytes)}`);
  console.log(
    `Precache manifest in sw.js: ${count} files, ${kB(size)} (${kB(gzipped)} gzip): ${parts.join(', ')}; ` +
      `images are saved at run time, in the width a page asks for`,
  );
  return { count, size, kinds };
}
