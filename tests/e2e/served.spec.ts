import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { localeOfPath, resolvePath } from '../../src/routing/resolve';
import { fetchRaw } from '../support/rawHttp';
import { sampleUrlPaths } from '../support/urlSamples';
import { expect, openPage, test } from './fixtures';

// How the build is served, asked over HTTP: by npm start (project chromium) and by nginx with
// the generated configuration (project nginx), which must both answer as resolvePath decides.
test.describe('served', { tag: '@served' }, () => {
  test('every URL of a generated set: the page (200), a 301 to where resolvePath says, or the 404 page of its language', async ({ request, baseURL }) => {
    // About 900 requests: npm start renders each 404 page, on a machine the suite shares.
    test.slow();
    const samples = sampleUrlPaths();
    const wrong: string[] = [];
    const check = async (sample: string) => {
      // The whole URL: '//en//about' alone would be read as a host name.
      const response = await request.get(`${baseURL}${sample}?from=test`, { maxRedirects: 0 });
      const resolution = resolvePath(sample);
      const expected =
        resolution.kind === 'page' ? '200' : resolution.kind === 'redirect' ? `301 ${resolution.to}?from=test` : `404 ${localeOfPath(sample)}`;
      const lang = /<html lang="([a-z]+)"/.exec(await response.text())?.[1];
      const actual = response.status() === 301 ? `301 ${response.headers().location}` : response.status() === 404 ? `404 ${lang}` : String(response.status());
      if (actual !== expected) wrong.push(`${sample}: ${actual}, expected ${expected}`);
    };
    for (let start = 0; start < samples.length; start += 16) await Promise.all(samples.slice(start, start + 16).map(check));
    expect(wrong).toEqual([]);
    expect(samples.length).toBeGreaterThan(850);
  });

  test('pages, 404 pages, offline pages, sw.js and manifest.json are revalidated; hashed files cached for a year; every response has the security headers', async ({ request }) => {
    const asset = /"entry":"([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
    expect(asset).toMatch(/^\/assets\//);
    const expectations: Array<[string, number, string | undefined]> = [
      ['/', 200, 'no-cache'],
      ['/en/about', 200, 'no-cache'],
      ['/fr/nulle-part', 404, 'no-cache'],
      ['/en/offline.html', 200, 'no-cache'],
      ['/sw.js', 200, 'no-cache'],
      ['/manifest.json', 200, 'no-cache'],
      [asset!, 200, 'public, max-age=31536000, immutable'],
      ['/EN/About', 301, undefined],
    ];
    for (const [url, status, cacheControl] of expectations) {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      expect(response.status(), url).toBe(status);
      expect(headers['cache-control'], url).toBe(cacheControl);
      expect(headers['content-security-policy'], url).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self'; style-src-attr 'unsafe-inline';/);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    expect((await request.get('/sw.js')).headers()['content-type']).toMatch(/^text\/javascript/);
    expect((await request.get('/en/')).headers()['content-type']).toBe('text/html; charset=utf-8');
  });

  test('text is sent with brotli or gzip as asked (the same bytes once decompressed), varying on Accept-Encoding; HEAD has no body', async ({ request, baseURL }) => {
    const asset = /"entry":"([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
    expect(asset).toBeDefined();
    for (const url of ['/', '/fr/contact', '/fr/rien', asset!, '/manifest.json']) {
      const plain = await fetchRaw(baseURL!, url, { acceptEncoding: 'identity' });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [encoding, decompress] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const reply = await fetchRaw(baseURL!, url, { acceptEncoding: `${encoding}, deflate` });
        expect(reply.status, `${url} ${encoding}`).toBe(plain.status);
        expect(reply.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(reply.headers.vary, `${url} ${encoding}`).toMatch(/accept-encoding/i);
        expect(Number(reply.headers['content-length']), `${url} ${encoding}`).toBe(reply.body.length);
        expect(reply.body.length, `${url} ${encoding}`).toBeLessThan(plain.body.length);
        expect(decompress(reply.body).equals(plain.body), `${url} ${encoding}`).toBe(true);
      }
      const get = await fetchRaw(baseURL!, url, { acceptEncoding: 'br' });
      const head = await fetchRaw(baseURL!, url, { method: 'HEAD', acceptEncoding: 'br' });
      expect(head.status, url).toBe(get.status);
      expect(head.headers['content-encoding'], url).toBe('br');
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.body, url).toHaveLength(0);
    }
  });

  test.describe('the content security policy', () => {
    // Chromium's wording: "Refused to apply inline style…" or "Applying inline style violates…".
    test.use({ allowConsoleErrors: [/inline style/] });
    test('blocks an inline style element, and the violation listener of every test reports it', async ({ page, cspViolations }) => {
      await openPage(page, '/en/');
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = ':root { --blocked-style: applied; }';
        document.head.append(style);
      });
      // Chromium reports the one element more than once (each time it would apply it).
      await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
      for (const violation of cspViolations) expect(violation).toMatch(/^style-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\/en\//);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--blocked-style'))).toBe('');
      // Expected here: the fixture would fail the test on it.
      cspViolations.length = 0;
    });
  });

  test('each language gets its own 404 page', async ({ request }) => {
    for (const [url, locale] of [
      ['/nirgends', 'de'],
      ['/en/nowhere/at/all', 'en'],
      ['/FR/Nulle-Part', 'fr'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain(`<html lang="${locale}"`);
    }
  });
});
