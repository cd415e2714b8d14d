// Serves the prerendered production site like a real host would: static files,
// one HTML file per page, permanent redirects to canonical URLs, each language's
// 404 page with status 404, the offline pages the service worker saves, and the
// security headers of spec section 9. Hashed files under /assets/ are cached for
// a year (immutable); everything else, sw.js included, is revalidated (no-cache).
//
// Text files (html, js, css, json, svg, xml, txt, webmanifest) are compressed like a
// production host does: brotli or gzip, chosen by Accept-Encoding (the better q value;
// brotli on a tie), always with `Vary: Accept-Encoding`, compressed once per file
// version and kept in memory (a file changed on disk is read and compressed again); the
// build's own compressed copies (file.br, file.gz, scripts/deploy-files.mjs) are used where
// they are at least as new as the file, so npm start sends the bytes nginx sends.
// A file whose compressed form would not be smaller is sent as it is. Every file
// response carries Content-Length: the length of the body a GET sends in the chosen
// encoding. HEAD answers with exactly the headers of GET (that Content-Length
// included) and no body.
// Usage: npm start  (PORT=8080 npm start for another port)
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { chooseEncoding, compressors } from './compression.mjs';
import { securityHeadersFor } from './security-headers.mjs';
import { compressibleExtensions, contentTypes, distDir, htmlFileFor, loadServerBuild, notFoundFileFor } from './site-files.mjs';
import { stopWithTestRunner } from './test-runner-watch.mjs';

/**
 * Text files in memory, raw and compressed, per file version (size and times).
 * @type {Map<string, { version: string, raw: Promise<Buffer>, br?: Promise<Buffer>, gzip?: Promise<Buffer> }>}
 */
const textFiles = new Map();

const precompressedExtensions = { br: '.br', gzip: '.gz' };

/**
 * The build's compressed copy of a file (scripts/deploy-files.mjs writes file.br and file.gz),
 * if there is one at least as new as the file: the bytes nginx sends, without the seconds
 * brotli's best setting takes on a busy machine at the first request.
 * @returns {Promise<Buffer | null>}
 */
async function precompressed(file, encoding, fileModified) {
  const copy = file + precompressedExtensions[encoding];
  try {
    return (await stat(copy)).mtimeMs >= fileModified ? await readFile(copy) : null;
  } catch {
    return null;
  }
}

/** The body of a text file in an encoding, from memory when the file has not changed. */
async function textBody(file, encoding) {
  const info = await stat(file);
  const version = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
  let entry = textFiles.get(file);
  if (!entry || entry.version !== version) {
    entry = { version, raw: readFile(file) };
    textFiles.set(file, entry);
  }
  if (encoding === 'identity') return { encoding, body: await entry.raw };
  const raw = await entry.raw;
  entry[encoding] ??= precompressed(file, encoding, info.mtimeMs).then((copy) => copy ?? compressors[encoding](raw));
  const compressed = await entry[encoding];
  // Not worth it for tiny files: send those as they are.
  return compressed.length < raw.length ? { encoding, body: compressed } : { encoding: 'identity', body: raw };
}

/**
 * A server for the build in distDir (site-files.mjs: DIST_DIR / SITE_DIST_DIR).
 * `site` is what the server build provides (loadServerBuild(): resolvePath, localePrefixes,
 * offlinePagePaths); `securityHeaders` the headers sent with every response.
 * Not listening yet: call listen() (port 0 for a free port).
 * @param {{
 *   site: {
 *     resolvePath: (path: string) => { kind: string, to?: string, path?: string, locale?: string },
 *     localePrefixes: Record<string, string>,
 *     offlinePagePaths: () => Iterable<string>,
 *   },
 *   securityHeaders: Record<string, string>,
 * }} options
 * @returns {import('node:http').Server}
 */
export function createSiteServer({ site, securityHeaders }) {
  const { resolvePath, localePrefixes, offlinePagePaths } = site;
  const offlinePages = new Set(offlinePagePaths());

  /** A file inside dist/ for an asset URL, or null (never outside dist/). */
  function staticFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (!path.extname(decoded) || decoded.endsWith('.html')) return null;
    const file = path.join(distDir, decoded);
    if (!file.startsWith(distDir + path.sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  function send(request, response, status, file, extraHeaders = {}) {
    const extension = path.extname(file);
    const type = contentTypes[extension] ?? 'application/octet-stream';
    const immutable = file.startsWith(path.join(distDir, 'assets') + path.sep);
    const headers = {
      ...securityHeaders,
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...extraHeaders,
    };
    const withBody = request.method !== 'HEAD';
    const cannotRead = (error) => {
      console.error(`Cannot read ${file}: ${error.message}`);
      response.destroy();
    };

    if (compressibleExtensions.has(extension)) {
      textBody(file, chooseEncoding(request.headers['accept-encoding'])).then(({ encoding, body }) => {
        response.writeHead(status, {
          ...headers,
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
          Vary: 'Accept-Encoding',
          'Content-Length': body.length,
        });
        response.end(withBody ? body : undefined);
      }, cannotRead);
      return;
    }
    stat(file).then((info) => {
      response.writeHead(status, { ...headers, 'Content-Length': info.size });
      if (!withBody) {
        response.end();
        return;
      }
      createReadStream(file).on('error', cannotRead).pipe(response);
    }, cannotRead);
  }

  return createServer((request, response) => {
    // Not `new URL()`: it would read a path like '//en//about' as a host name.
    const rawUrl = request.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const url = {
      pathname: queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart),
      search: queryStart === -1 ? '' : rawUrl.slice(queryStart),
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' }).end();
      return;
    }
    const asset = staticFile(url.pathname);
    if (asset) return send(request, response, 200, asset);
    if (offlinePages.has(url.pathname)) return send(request, response, 200, path.join(distDir, url.pathname));

    const resolution = resolvePath(url.pathname);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { ...securityHeaders, Location: `${resolution.to}${url.search}` }).end();
      return;
    }
    if (resolution.kind === 'page') return send(request, response, 200, htmlFileFor(resolution.path));
    return send(request, response, 404, notFoundFileFor(localePrefixes[resolution.locale]));
  });
}

/** Whether this file is the script node runs (npm start), not a module imported by another. */
function runAsScript() {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === import.meta.filename;
  } catch {
    return false;
  }
}

if (runAsScript()) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('No production build found. Run "npm run build" first (or "npm run site").');
    process.exit(1);
  }
  // Started by the browser tests: gone with their run, even one that was killed.
  stopWithTestRunner(() => process.exit(0));
  const site = await loadServerBuild();
  const server = createSiteServer({ site, securityHeaders: securityHeadersFor(site.mailConfig.origin) });

  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  server.listen(port, host, () => {
    // The bound port: PORT=0 asks the system for a free one.
    const { port: bound } = server.address();
    console.log(`Site running at http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/`);
  });
}
