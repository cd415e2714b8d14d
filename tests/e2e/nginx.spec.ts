import { readFileSync } from 'node:fs';
import { localePrefixes, locales } from '../../src/i18n/locales';
import { offlinePagePath } from '../../src/serviceWorker/offlinePages';
import { allPagePaths } from '../../src/routing/routes';
import { PLAIN_HTTP_TEST_HOST } from '../../scripts/nginx-config.mjs';
import { observatoryScore } from '../support/observatory';
import { fetchRaw } from '../support/rawHttp';
import { expect, openPage, test } from './fixtures';

// nginx with the generated configuration (project nginx only: the chromium project ignores this file).
test.describe('nginx', { tag: '@served' }, () => {
  test('the served headers earn A+ under the Mozilla HTTP Observatory’s rules', async ({ baseURL }) => {
    const page = await fetchRaw(baseURL!, '/', { acceptEncoding: 'identity' });
    // The deployment's port 80, as this server answers for its plain-HTTP host name.
    const plain = await fetchRaw(baseURL!, '/', { host: PLAIN_HTTP_TEST_HOST });
    const headers = Object.fromEntries(Object.entries(page.headers).map(([name, value]) => [name, String(value)]));
    const { tests, score, grade } = observatoryScore({
      headers,
      html: page.body.toString('utf8'),
      plainHttp: { status: plain.status, location: plain.headers.location, host: PLAIN_HTTP_TEST_HOST },
    });
    console.log(
      [
        'Mozilla HTTP Observatory rules, headers served by nginx:',
        ...tests.map(({ test: name, result, points }) => `  ${name.padEnd(32)} ${result.padEnd(62)} ${points >= 0 ? '+' : ''}${points}`),
        `  score ${score}, grade ${grade}`,
      ].join('\n'),
    );
    expect(tests.filter(({ points }) => points < 0)).toEqual([]);
    expect(grade).toBe('A+');
  });

  test('sends the files compressed at build time (brotli_static, gzip_static)', async ({ baseURL }) => {
    for (const [url, file] of [
      ['/en/about', 'dist/en/about.html'],
      ['/manifest.json', 'dist/manifest.json'],
    ] as const) {
      expect((await fetchRaw(baseURL!, url, { acceptEncoding: 'br' })).body.equals(readFileSync(`${file}.br`)), url).toBe(true);
      expect((await fetchRaw(baseURL!, url, { acceptEncoding: 'gzip' })).body.equals(readFileSync(`${file}.gz`)), url).toBe(true);
    }
  });

  test.describe('content security policy', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    for (const locale of locales) {
      test(`no page in ${locale} reports a violation (pages, 404, offline page)`, async ({ page }) => {
        test.setTimeout(60_000);
        const urls = [
          ...allPagePaths().filter((entry) => entry.locale === locale).map((entry) => entry.path),
          `${localePrefixes[locale]}/nowhere-${locale}`,
          offlinePagePath(locale),
        ];
        // The fixture fails the test on any violation (securitypolicyviolation) or console error.
        for (const url of urls) {
          if (url.endsWith('.html')) await page.goto(url);
          else await openPage(page, url);
        }
        expect(urls).toHaveLength(12);
      });
    }
  });
});
