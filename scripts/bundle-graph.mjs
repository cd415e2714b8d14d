// Reads Vite's client manifest to tell which files a page needs before it is
// interactive: the entry chunk, the page's chunk, its language's shell catalog
// and the page's own catalog, each with the chunks they import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './site-files.mjs';

export function readManifest() {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** A chunk's file and the files of every chunk it imports statically. */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const entryKey = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);
/** `folder`: the page's folder under src/pages/ (`legal` for the four legal pages, src/pages/pageModule.ts). */
const pageKey = (folder) => `src/pages/${folder}/index.ts`;
const catalogKey = (locale) => `src/locales/${locale}/messages.po`;
const pageCatalogKey = (folder, locale) => `src/locales/${locale}/pages/${folder}.po`;

/** Script files of the entry point (already in the HTML's script tag). */
export function entryFiles(manifest) {
  return staticClosure(manifest, entryKey(manifest));
}

/** Files to preload for a page (its folder under src/pages/) in a language, besides the entry's. */
export function pageFiles(manifest, page, locale) {
  const entry = entryFiles(manifest);
  const files = new Set([
    ...staticClosure(manifest, pageKey(page)),
    ...staticClosure(manifest, catalogKey(locale)),
    ...staticClosure(manifest, pageCatalogKey(page, locale)),
  ]);
  return [...files].filter((file) => !entry.has(file));
}

/** Everything a page needs before it is interactive: entry, page and catalog. */
export function interactiveFiles(manifest, page, locale) {
  return [...entryFiles(manifest), ...pageFiles(manifest, page, locale)];
}

export function fileOnDisk(file) {
  return path.join(distDir, file);
}
