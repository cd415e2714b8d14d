// Prints, per page, the gzip size of the JavaScript it needs before it is
// interactive (entry, page chunk, catalog). Exits 1 above the budget when
// called with --check. Also imported by the browser test suite.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileOnDisk, interactiveFiles, readManifest } from './bundle-graph.mjs';
import { loadServerBuild } from './site-files.mjs';

/** Issue 2: at most 110 KB of gzipped JavaScript before a page is interactive. */
export const INTERACTIVE_JS_BUDGET_BYTES = 110 * 1024;

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(fileOnDisk(file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** One row per URL: page, language and gzipped bytes of script. */
export async function interactiveSizes() {
  const manifest = readManifest();
  const { allPagePaths } = await loadServerBuild();
  return allPagePaths().map(({ page, locale, path }) => {
    const files = interactiveFiles(manifest, page, locale).filter((file) => file.endsWith('.js'));
    return { path, page, locale, files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
  });
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const rows = await interactiveSizes();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('JavaScript needed before interactive (gzip), per page:');
  for (const row of rows) console.log(`  ${row.path.padEnd(52)} ${kb(row.bytes).padStart(9)}`);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`Largest: ${largest.path} ${kb(largest.bytes)} (budget ${kb(INTERACTIVE_JS_BUDGET_BYTES)})`);
  if (process.argv.includes('--check') && largest.bytes > INTERACTIVE_JS_BUDGET_BYTES) {
    console.error('Over budget.');
    process.exit(1);
  }
}
