// The deployment files (scripts/deploy-files.mjs, scripts/nginx-config.mjs) say what
// resolvePath says: on a generated set of URLs, the nginx configuration, read the way nginx
// reads it, answers every path as resolvePath does (page, 301 and where to, the 404 page of
// the path's language), and `_redirects` holds a rule for every redirect of a lower-case
// spelling. nginx itself accepts both the test configuration and the deployment's site.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSite, headersFile, redirectsFile } from '../../scripts/deploy-files.mjs';
import { findNginx, siteConfig, testConfig } from '../../scripts/nginx-config.mjs';
import { securityHeadersFor } from '../../scripts/security-headers.mjs';
import { localePrefixes } from '../../src/i18n/locales';
import { localeOfPath, resolvePath } from '../../src/routing/resolve';
import { redirectRules } from '../../src/routing/redirectRules';
import { allPagePaths } from '../../src/routing/routes';
import { offlinePagePaths } from '../../src/serviceWorker/offlinePages';
import { sampleUrlPaths } from '../support/urlSamples';

const headers = securityHeadersFor('https://api.emailjs.com', ["'sha256-abc='"]);
const site = describeSite({ allPagePaths, offlinePagePaths, redirectRules, localePrefixes }, headers);
const serverBlock = testConfig([{ site, root: '/srv/site', port: 8080 }], { runDir: '/tmp/run', modules: [] });

type Answer = { kind: 'file'; file: string } | { kind: 'redirect'; to: string } | { kind: 'notFound'; page: string } | { kind: 'static' };

/** nginx's double-quoted string, unquoted. */
const unquote = (value: string) => value.replace(/\\(["\\])/g, '$1');

/**
 * The site's server block read as nginx matches locations: exact (=) first, then the
 * longest ^~ prefix, then regular expressions in order, then `location /`; the 404 page
 * from the `if` chain on $uri.
 */
function nginxReader(config: string) {
  const block = config.slice(config.indexOf('default_server;'));
  const exact = new Map<string, Answer>();
  // A page: its file when the request's own spelling is the path, else a redirect to it.
  const pages = new Map<string, { file: string; spelling: RegExp }>();
  for (const [, location, spelling, file] of block.matchAll(/location = (\S+) \{ if \(\$request_uri !~ "((?:[^"\\]|\\.)*)"\) \{ return 301 \S+; \} try_files (\S+) =404; \}/g)) {
    pages.set(location!, { file: file!, spelling: new RegExp(unquote(spelling!)) });
  }
  for (const [, location, file] of block.matchAll(/location = (\S+) \{ try_files (\S+) =404; \}/g)) exact.set(location!, { kind: 'file', file: file! });
  const internal = new Set([...block.matchAll(/location = (\S+) \{ internal; \}/g)].map((match) => match[1]!));
  const prefixes = [...block.matchAll(/location \^~ (\S+) \{/g)].map((match) => match[1]!);
  const regexes: Array<{ pattern: RegExp; answer: (uri: string) => Answer }> = [];
  for (const [, flags, pattern, body] of block.matchAll(/location (~\*?) "((?:[^"\\]|\\.)*)" \{ (.*) \}/g)) {
    const redirect = /return 301 (\S+)\$is_args\$args;/.exec(body!);
    regexes.push({
      pattern: new RegExp(unquote(pattern!), flags === '~*' ? 'i' : ''),
      answer: () => (redirect ? { kind: 'redirect', to: redirect[1]! } : { kind: 'static' }),
    });
  }
  const defaultNotFound = /set \$not_found_page (\S+);/.exec(block)![1]!;
  const notFoundRules = [...block.matchAll(/if \(\$uri ~\* "((?:[^"\\]|\\.)*)"\) \{ set \$not_found_page (\S+); \}/g)].map(([, pattern, file]) => ({
    pattern: new RegExp(unquote(pattern!), 'i'),
    file: file!,
  }));
  const notFoundPage = (uri: string) => notFoundRules.filter((rule) => rule.pattern.test(uri)).at(-1)?.file ?? defaultNotFound;

  return (rawPath: string): Answer => {
    const uri = decodeURIComponent(rawPath);
    const notFound: Answer = { kind: 'notFound', page: notFoundPage(uri) };
    if (internal.has(uri)) return notFound;
    const page = pages.get(uri);
    if (page) return page.spelling.test(rawPath) ? { kind: 'file', file: page.file } : { kind: 'redirect', to: uri };
    const exactAnswer = exact.get(uri);
    if (exactAnswer) return exactAnswer;
    if (prefixes.some((prefix) => uri.startsWith(prefix))) return { kind: 'static' };
    const regex = regexes.find((entry) => entry.pattern.test(uri));
    return regex ? regex.answer(uri) : notFound;
  };
}

const notFoundPageOf = (rawPath: string) => `${localePrefixes[localeOfPath(rawPath)]}/404.html`;
const htmlFileOf = (urlPath: string) => (urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}.html`);

describe('nginx configuration', () => {
  const samples = sampleUrlPaths();
  const answer = nginxReader(serverBlock);

  it('is tried on a generated set of URLs with every kind of answer', () => {
    const kinds = new Set(samples.map((sample) => resolvePath(sample).kind));
    expect(samples.length).toBeGreaterThan(850);
    expect(kinds).toEqual(new Set(['page', 'redirect', 'notFound']));
  });

  it('has a rule for every redirect resolvePath makes, to the same place', () => {
    const redirects = samples.filter((sample) => resolvePath(sample).kind === 'redirect');
    expect(redirects.length).toBeGreaterThan(800);
    for (const sample of redirects) {
      const resolution = resolvePath(sample);
      expect(answer(sample), sample).toEqual({ kind: 'redirect', to: resolution.kind === 'redirect' ? resolution.to : '' });
    }
  });

  it('serves each canonical URL its own HTML file, and redirects nothing resolvePath does not', () => {
    for (const sample of samples) {
      const resolution = resolvePath(sample);
      if (resolution.kind === 'page') expect(answer(sample), sample).toEqual({ kind: 'file', file: htmlFileOf(resolution.path) });
      if (resolution.kind === 'notFound') {
        const served = answer(sample);
        // A path with an extension is looked up as a file first (none of these exists).
        expect(served.kind === 'static' || (served.kind === 'notFound' && served.page === notFoundPageOf(sample)), `${sample}: ${JSON.stringify(served)}`).toBe(true);
      }
    }
  });

  it('redirects a directory index file to the clean URL in one step, in any case', () => {
    expect(answer('/index.html')).toEqual({ kind: 'redirect', to: '/' });
    expect(answer('/en/index.html')).toEqual({ kind: 'redirect', to: '/en/' });
    expect(answer('/FR/Index.HTML')).toEqual({ kind: 'redirect', to: '/fr/' });
    expect(answer('/leistungen/index.html')).toEqual({ kind: 'redirect', to: '/leistungen' });
    expect(answer('/en/about//index.html/')).toEqual({ kind: 'redirect', to: '/en/about' });
    expect(answer('/en/nothing/index.html')).toEqual({ kind: 'notFound', page: '/en/404.html' });
  });

  it('gives a missing path the 404 page of its language', () => {
    expect(answer('/en/nothing-here')).toEqual({ kind: 'notFound', page: '/en/404.html' });
    expect(answer('/FR/rien/')).toEqual({ kind: 'notFound', page: '/fr/404.html' });
    expect(answer('/de/nichts')).toEqual({ kind: 'notFound', page: '/404.html' });
    expect(answer('/english')).toEqual({ kind: 'notFound', page: '/404.html' });
    expect(answer('/en/404.html')).toEqual({ kind: 'notFound', page: '/en/404.html' });
  });

  it('caches hashed assets for a year and everything else with no-cache, and sends every security header', () => {
    expect(serverBlock).toContain('set $cache_control "no-cache";');
    expect(serverBlock).toMatch(/location \^~ \/assets\/ \{\s+set \$cache_control "public, max-age=31536000, immutable";/);
    for (const name of Object.keys(headers)) expect(serverBlock).toContain(`add_header ${name} `);
    expect(serverBlock).toContain('brotli_static on;');
    expect(serverBlock).toContain('gzip_static on;');
    // On the fly only for a text file without its copy: the filter modules know every text type.
    expect(serverBlock).toMatch(/brotli on;[^]*brotli_types text\/javascript text\/css application\/json image\/svg\+xml application\/xml text\/plain application\/manifest\+json;/);
    expect(serverBlock).toMatch(/gzip on;[^]*gzip_types text\/javascript /);
  });
});

describe('_redirects and _headers for static hosts', () => {
  const lines = redirectsFile(site).split('\n');
  const rules = new Map(lines.filter((line) => / 301!?$/.test(line)).map((line) => line.split(' ') as [string, string, string]).map(([from, to]) => [from, to]));

  it('has a rule for every redirect resolvePath makes on a lower-case spelling with single slashes', () => {
    // Hosts match the decoded path, as typed in lower case: the spellings such a file can list.
    const samples = sampleUrlPaths().filter((sample) => sample === sample.toLowerCase() && !sample.includes('//') && !sample.includes('%'));
    const redirects = samples.filter((sample) => resolvePath(sample).kind === 'redirect');
    expect(redirects.length).toBeGreaterThan(150);
    for (const sample of redirects) {
      const resolution = resolvePath(sample);
      expect(rules.get(sample), sample).toBe(resolution.kind === 'redirect' ? resolution.to : '');
    }
  });

  it('redirects only what resolvePath redirects, and there', () => {
    for (const [from, to] of rules) expect(resolvePath(from), from).toMatchObject({ kind: 'redirect', to });
  });

  it('forces the 301 of /index.html and /en/index.html, which are files of the build (Netlify serves a file before a plain rule)', () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/en/index.html', '/en/'],
      ['/fr/index.html/', '/fr/'],
      ['/de/index.html', '/'],
      ['/en/about/index.html', '/en/about'],
    ]) {
      expect(lines).toContain(`${from} ${to} 301!`);
    }
    expect(lines.filter((line) => line.endsWith(' 301!')).every((line) => /\/index\.html\/? /.test(line))).toBe(true);
  });

  it("ends with each language's 404 page", () => {
    expect(lines.filter((line) => line.endsWith(' 404'))).toEqual(['/en/* /en/404.html 404', '/fr/* /fr/404.html 404', '/* /404.html 404']);
  });

  it('sends the security headers everywhere, a year for hashed files, no-cache for pages, sw.js and the manifest', () => {
    const file = headersFile(site);
    const everywhere = file.slice(file.indexOf('\n/*\n'), file.indexOf('\n/assets/*'));
    for (const [name, value] of Object.entries(headers)) expect(everywhere).toContain(`\n  ${name}: ${value}`);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    for (const urlPath of ['/', '/en/about', '/fr/conditions', '/sw.js', '/manifest.json', '/en/404.html', '/fr/offline.html']) {
      expect(file).toContain(`\n${urlPath}\n  Cache-Control: no-cache`);
    }
  });
});

describe('nginx -t', () => {
  const nginx = findNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const nginxTest = (configFile: string) => spawnSync(nginx!.binary, ['-t', '-c', configFile, '-p', dir, '-e', 'stderr'], { encoding: 'utf8' });

  it('finds nginx with the brotli modules (node scripts/ensure-nginx.mjs installs them)', () => {
    expect(nginx).not.toBeNull();
  });

  it('accepts the configuration the tests run', () => {
    const file = path.join(dir, 'test.conf');
    writeFileSync(file, testConfig([{ site, root: dir, port: 8080 }], { runDir: dir, modules: nginx!.modules }));
    const result = nginxTest(file);
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it("accepts the deployment's site.conf in an http block (with a certificate where it expects one)", () => {
    const certificate = path.join(dir, 'site.pem');
    const key = path.join(dir, 'site.key');
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate]);
    expect(openssl.status).toBe(0);
    writeFileSync(path.join(dir, 'site.conf'), siteConfig(site, { serverName: 'www.example.test', root: dir, certificate, certificateKey: key }));
    const main = path.join(dir, 'main.conf');
    writeFileSync(
      main,
      [...nginx!.modules.map((module) => `load_module ${module};`), `pid ${dir}/nginx.pid;`, 'events {}', `http { include ${dir}/site.conf; }`].join('\n'),
    );
    const result = nginxTest(main);
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });
});
