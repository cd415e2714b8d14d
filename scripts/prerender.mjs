// Writes one static HTML file per URL (30 pages, a 404 and an offline page per language),
// each holding the page's markup and head, from the client build's index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { entryFiles, pageFiles, readManifest, staticClosure } from './bundle-graph.mjs';
import { contentSecurityPolicyMetaFor } from './security-headers.mjs';
import { distDir, htmlFileFor, loadServerBuild, notFoundFileFor } from './site-files.mjs';

const templatePath = path.join(distDir, 'index.html');
const template = await readFile(templatePath, 'utf8');
if (!template.includes('<!--app-html-->')) {
  throw new Error(`${templatePath} is not the build template: run the client build before prerendering`);
}
const manifest = readManifest();
/** Source module (relative to the project) → its chunk's file, from the client build (vite.config.ts, module-chunks). */
const moduleChunks = JSON.parse(await readFile(path.join(distDir, '.vite', 'module-chunks.json'), 'utf8'));
const server = await loadServerBuild();
const contentSecurityPolicyMeta = contentSecurityPolicyMetaFor(server.mailConfig.origin);

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * React renders `hidden` only as a boolean: an element marked `data-hidden-until-found` (a
 * collapsed FAQ answer) gets `hidden="until-found"` in the HTML, so find-in-page reaches it
 * before its island has hydrated (src/components/Faq/faq.dom.ts does the same afterwards).
 */
const hiddenUntilFound = (html) =>
  html.replace(/<[a-z]+\b[^>]*\bdata-hidden-until-found=""[^>]*>/g, (tag) => tag.replace(' hidden=""', ' hidden="until-found"'));

/**
 * A page whose sections may wait for their layout (src/lib/deferredLayout.ts, the services pages)
 * says so on <html>, where the boot script reads it before the body is parsed.
 */
const htmlAttributes = (page) => `lang="${page.lang}"${server.layoutAttributeFor(page.html)}`;

/**
 * No script or module preload tag stays in the HTML: a page lists its scripts as data, which the boot
 * script requests after the first paint (src/boot/pageScripts.ts). The offline pages run none.
 */
const moduleTags = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
const staticTemplate = template.replace(moduleTags, '');
const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
if (!entryScript) throw new Error(`${templatePath} has no entry script`);

/**
 * The files of an island's module or catalog as the server render names them (src/islands/islandCode.ts):
 * its chunk and the chunks it imports, less what the page requests anyway. A name the build does
 * not know fails the prerender.
 */
function islandFilesFor(pageScripts) {
  const modules = Object.keys(moduleChunks);
  const manifestKeyOf = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return (name) => {
    const module = moduleChunks[name] ? name : modules.find((candidate) => candidate.endsWith(`/${name}`));
    const key = module && manifestKeyOf[moduleChunks[module]];
    if (!key) throw new Error(`No chunk in the build for the island code ${name}`);
    return [...staticClosure(manifest, key)].map((asset) => `/${asset}`).filter((asset) => asset.endsWith('.js') && !pageScripts.has(asset));
  };
}

async function writePage(url, file) {
  const page = await server.render(url);
  const imports = [...entryFiles(manifest), ...pageFiles(manifest, page.pageFolder, page.lang)]
    .filter((asset) => asset.endsWith('.js'))
    .map((asset) => `/${asset}`)
    .filter((asset) => asset !== entryScript);
  const withIslandCode = { ...page, html: server.islandCodeMarkup(page.html, islandFilesFor(new Set([entryScript, ...imports]))) };
  return writeDocument(staticTemplate, withIslandCode, server.pageScriptsTag({ entry: entryScript, preload: imports }), file);
}

async function writeDocument(documentTemplate, page, pageScripts, file) {
  const html = documentTemplate
    .replace('<html lang="de">', `<html ${htmlAttributes(page)}>`)
    .replace(
      '<!--app-head-->',
      [`<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicyMeta)}">`, page.head, pageScripts]
        .filter(Boolean)
        .join('\n    '),
    )
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-page="${page.pageKey}" data-locale="${page.lang}">${hiddenUntilFound(page.html)}</div>`,
    );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  return path.relative(distDir, file);
}

const written = [];
for (const { path: url } of server.allPagePaths()) {
  written.push(await writePage(url, htmlFileFor(url)));
}
for (const locale of server.locales) {
  const prefix = server.localePrefixes[locale];
  written.push(await writePage(`${prefix}/404`, notFoundFileFor(prefix)));
  const rendered = await server.renderOfflinePage(locale);
  // It runs no script: its islands name no code.
  const offlinePage = { ...rendered, html: server.islandCodeMarkup(rendered.html, () => []) };
  written.push(await writeDocument(staticTemplate, offlinePage, '', path.join(distDir, server.offlinePagePath(locale))));
}
await writeFile(path.join(distDir, 'sitemap.xml'), server.sitemapXml(server.siteUrl));
await writeFile(path.join(distDir, 'robots.txt'), server.robotsTxt(server.siteUrl));
console.log(`Prerendered ${written.length} pages:\n  ${written.join('\n  ')}\nWrote sitemap.xml and robots.txt for ${server.siteUrl}`);
