// scripts/serve.mjs compresses text files like a production host: brotli or gzip by
// Accept-Encoding, `Vary: Accept-Encoding`, Content-Length of the body GET sends, and
// HEAD with the same headers and no body. The server runs on a free port against a
// small build in a temporary directory (DIST_DIR) with a stand-in for the server build.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../scripts/compression.mjs';
import { fetchRaw } from '../support/rawHttp';

type ServeModule = typeof import('../../scripts/serve.mjs');

/** Headers that must be identical for GET and HEAD (Date differs by the clock only). */
function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

// Text long enough to be worth compressing, and not just one repeated character.
const pageHtml = `<!doctype html><html lang="de"><head><title>Start</title></head><body>${Array.from(
  { length: 200 },
  (_, index) => `<p class="line">Absatz ${index}: Webentwicklung in Hamburg, barrierearm und schnell.</p>`,
).join('\n')}</body></html>`;
const notFoundHtml = `<!doctype html><html lang="de"><body>${'<p>Seite nicht gefunden.</p>'.repeat(100)}</body></html>`;
const script = `export const lines = [${Array.from({ length: 300 }, (_, index) => `"line ${index}"`).join(',')}];\n`;
const tinyText = 'User-agent: *\n';
const image = randomBytes(4096);

describe('scripts/serve.mjs compression', () => {
  const previousDistDir = process.env.DIST_DIR;
  let dir = '';
  let server: Server;
  let origin = '';
  let serve: ServeModule;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-compression-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), pageHtml);
    writeFileSync(path.join(dir, '404.html'), notFoundHtml);
    writeFileSync(path.join(dir, 'offline.html'), pageHtml);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'robots.txt'), tinyText);
    writeFileSync(path.join(dir, 'photo.png'), image);
    // site-files.mjs reads DIST_DIR when it is first imported.
    process.env.DIST_DIR = dir;
    serve = await import('../../scripts/serve.mjs');
    server = serve.createSiteServer({
      site: {
        resolvePath: (urlPath: string) =>
          urlPath === '/' ? { kind: 'page', path: '/' } : urlPath === '/start' ? { kind: 'redirect', to: '/' } : { kind: 'not-found', locale: 'de' },
        localePrefixes: { de: '' },
        offlinePagePaths: () => ['/offline.html'],
      },
      securityHeaders: { 'X-Content-Type-Options': 'nosniff' },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (previousDistDir === undefined) delete process.env.DIST_DIR;
    else process.env.DIST_DIR = previousDistDir;
  });

  it('sends brotli when the browser accepts it (preferred over gzip)', async () => {
    const reply = await fetchRaw(origin, '/assets/app-abc123.js', { acceptEncoding: 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const reply = await fetchRaw(origin, '/', { acceptEncoding: 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(gunzipSync(reply.body).toString()).toBe(pageHtml);
  });

  it.each([
    ['no Accept-Encoding header', undefined],
    ['identity only', 'identity'],
    ['an encoding it does not offer', 'deflate'],
    ['br and gzip refused with q=0', 'br;q=0, gzip;q=0, *;q=0'],
  ])('sends the file as it is for %s', async (_case, acceptEncoding) => {
    const reply = await fetchRaw(origin, '/', acceptEncoding === undefined ? {} : { acceptEncoding });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(pageHtml));
    expect(reply.body.toString()).toBe(pageHtml);
  });

  it('says the text responses vary by Accept-Encoding, whatever it sent', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      for (const urlPath of ['/', '/assets/app-abc123.js', '/offline.html', '/robots.txt', '/missing']) {
        const reply = await fetchRaw(origin, urlPath, { acceptEncoding });
        expect(reply.headers.vary, `${urlPath} with ${acceptEncoding}`).toBe('Accept-Encoding');
      }
    }
  });

  it('sends images as they are, without Vary, with their length', async () => {
    const reply = await fetchRaw(origin, '/photo.png', { acceptEncoding: 'br, gzip' });
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(image.length);
    expect(reply.body.equals(image)).toBe(true);
  });

  it('sends a tiny file as it is when compressing would not make it smaller', async () => {
    const reply = await fetchRaw(origin, '/robots.txt', { acceptEncoding: 'br' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(tinyText);
  });

  it('compresses the 404 page and keeps its status; redirects are unchanged', async () => {
    const missing = await fetchRaw(origin, '/missing', { acceptEncoding: 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).toString()).toBe(notFoundHtml);

    const redirect = await fetchRaw(origin, '/start?x=1', { acceptEncoding: 'br' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/?x=1');
    expect(redirect.headers['content-encoding']).toBeUndefined();
    expect(redirect.body.length).toBe(0);
  });

  it.each([
    ['/', 'br'],
    ['/', 'gzip'],
    ['/', 'identity'],
    ['/assets/app-abc123.js', 'br'],
    ['/photo.png', 'br'],
    ['/missing', 'gzip'],
  ])('answers HEAD %s (%s) with the headers of GET, the GET body’s Content-Length included, and no body', async (urlPath, acceptEncoding) => {
    const get = await fetchRaw(origin, urlPath, { acceptEncoding });
    const head = await fetchRaw(origin, urlPath, { method: 'HEAD', acceptEncoding });
    expect(head.status).toBe(get.status);
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
    expect(Number(head.headers['content-length'])).toBe(get.body.length);
    expect(head.body.length).toBe(0);
  });

  it('serves a file changed on disk afresh, not the compressed copy in memory', async () => {
    const file = path.join(dir, 'assets', 'app-abc123.js');
    const first = await fetchRaw(origin, '/assets/app-abc123.js', { acceptEncoding: 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    const changed = `${script}export const deployed = 'next';\n`;
    writeFileSync(file, changed);
    const second = await fetchRaw(origin, '/assets/app-abc123.js', { acceptEncoding: 'br' });
    expect(brotliDecompressSync(second.body).toString()).toBe(changed);
    writeFileSync(file, script);
  });

  it("sends the build's compressed copy (file.br) as it is, unless it is older than the file", async () => {
    const file = path.join(dir, 'sitemap.xml');
    const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://example.test/</loc></url>'.repeat(50)}</urlset>`;
    writeFileSync(file, xml);
    // A copy the build wrote: fast brotli, so its bytes differ from what the server would make.
    const copy = brotliCompressSync(xml, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(`${file}.br`, copy);
    const fromBuild = await fetchRaw(origin, '/sitemap.xml', { acceptEncoding: 'br' });
    expect(fromBuild.headers['content-encoding']).toBe('br');
    expect(fromBuild.body.equals(copy)).toBe(true);

    const changed = xml.replace('<urlset>', '<urlset><!-- changed -->');
    writeFileSync(file, changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const afresh = await fetchRaw(origin, '/sitemap.xml', { acceptEncoding: 'br' });
    expect(brotliDecompressSync(afresh.body).toString()).toBe(changed);
  });

  it('chooses by q value, brotli on a tie, and reads * as any other encoding', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('GZIP ; q=0.5')).toBe('gzip');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
