// Serves the prerendered production site like a real host would: static files,
// one HTML file per page, permanent redirects to canonical URLs, each language's
// 404 page with status 404, the offline pages the service worker saves, and the
// security headers of spec section 9. Hashed files under /assets/ are cached for
// a year (immutable); everything else, sw.js included, is revalidated (no-cache).
// Usage: npm start  (PORT=8080 npm start for another port)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { securityHeadersFor } from './security-headers.mjs';
import { distDir, htmlFileFor, loadServerBuild, notFoundFileFor } from './site-files.mjs';

const contentTypes = {
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

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No production build found. Run "npm run build" first (or "npm run site").');
  process.exit(1);
}
const { resolvePath, localePrefixes, offlinePagePaths, mailConfig } = await loadServerBuild();
const offlinePages = new Set(offlinePagePaths());
const securityHeaders = securityHeadersFor(mailConfig.origin);

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

function send(response, status, file, extraHeaders = {}) {
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const immutable = file.startsWith(path.join(distDir, 'assets') + path.sep);
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...extraHeaders,
  });
  createReadStream(file)
    .on('error', (error) => {
      console.error(`Cannot read ${file}: ${error.message}`);
      response.destroy();
    })
    .pipe(response);
}

const server = createServer((request, response) => {
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
  if (asset) return send(response, 200, asset);
  if (offlinePages.has(url.pathname)) return send(response, 200, path.join(distDir, url.pathname));

  const resolution = resolvePath(url.pathname);
  if (resolution.kind === 'redirect') {
    response.writeHead(301, { ...securityHeaders, Location: `${resolution.to}${url.search}` }).end();
    return;
  }
  if (resolution.kind === 'page') return send(response, 200, htmlFileFor(resolution.path));
  return send(response, 404, notFoundFileFor(localePrefixes[resolution.locale]));
});

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => {
  // The bound port: PORT=0 asks the system for a free one.
  const { port: bound } = server.address();
  console.log(`Site running at http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/`);
});
