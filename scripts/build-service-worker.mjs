// Bundles the service worker (src/serviceWorker/worker/sw.ts) into dist/sw.js,
// one classic script at the site root, after the prerender step. It injects the
// build id (a hash of every file of the deployment, so any change gives a new
// worker and a new cache) and the files to save at install: every hashed script
// and stylesheet from Vite's manifest, the site's WebP images, the offline pages,
// the manifest and icons.
import babel from '@rolldown/plugin-babel';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, loadEnv } from 'vite';
import { readManifest } from './bundle-graph.mjs';
import { mailConfigFromEnv } from './mail-config.mjs';
import { distDir, loadServerBuild } from './site-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serviceWorkerFile = path.join(distDir, 'sw.js');

/**
 * Unhashed files the pages load on every visit (head links and the accessibility
 * settings boot script), saved so none fails offline.
 */
export const shellFiles = ['/manifest.json', '/favicon.svg', '/favicon.ico'];

/** Hashed scripts, stylesheets and fonts of the client build, as site URLs. */
export function hashedFiles(manifest) {
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  return [...new Set(files)]
    .filter((file) => /\.(js|css|woff2)$/.test(file))
    .map((file) => `/${file}`)
    .sort();
}

/** The WebP files of the image pipeline (dist/images), so pages opened offline have their images. */
export function imageFiles(dir = distDir) {
  return readdirSync(path.join(dir, 'images'))
    .filter((file) => file.endsWith('.webp'))
    .map((file) => `/images/${file}`)
    .sort();
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Hash of every file of the deployment (names and contents) except the worker itself. */
export function buildId(dir = distDir) {
  const hash = createHash('sha256');
  const worker = path.join(dir, path.basename(serviceWorkerFile));
  for (const file of filesUnder(dir).filter((name) => name !== worker).sort()) {
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { offlinePagePaths } = await loadServerBuild();
  const precache = [...hashedFiles(readManifest()), ...imageFiles(), ...offlinePagePaths(), ...shellFiles];
  const id = buildId();
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // Modules the worker imports from src/ may use Lingui's `msg` macro.
    plugins: [babel({ include: /src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'], sourceMap: false })],
    define: {
      __SW_BUILD__: JSON.stringify(JSON.stringify({ id, precache })),
      // The worker delivers contact messages saved offline, to the same provider as the pages (vite.config.ts).
      __MAIL_CONFIG__: JSON.stringify(mailConfigFromEnv({ ...loadEnv('production', root, 'VITE_'), ...process.env })),
    },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(root, 'src/serviceWorker/worker/sw.ts'),
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  console.log(`Wrote sw.js: build ${id}, ${precache.length} files saved at install`);
}
