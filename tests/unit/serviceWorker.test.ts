import { describe, expect, it } from 'vitest';
import { buildId, hashedFiles, shellFiles } from '../../scripts/build-service-worker.mjs';
import { CACHE_PREFIX, MAX_CARRIED_PAGES, cacheNameFor, obsoleteCaches, pagesToCarryOver } from '../../src/serviceWorker/caches';
import { pageVisited, visitedPageUrl } from '../../src/serviceWorker/messages';
import { offlinePageForPath, offlinePagePaths } from '../../src/serviceWorker/offlinePages';
import { type RequestFacts, strategyFor } from '../../src/serviceWorker/strategy';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const origin = 'https://www.example.test';
const get = (pathOrUrl: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(pathOrUrl, origin).href,
  method: 'GET',
  mode: 'cors',
  ...extra,
});

describe('strategyFor', () => {
  it('serves hashed build files from the cache first', () => {
    expect(strategyFor(get('/assets/index-Ab12Cd.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/assets/style-XyZ.css', { mode: 'no-cors' }), origin)).toBe('cache-first');
  });

  it('loads pages from the network first, with the offline page as the last resort', () => {
    expect(strategyFor(get('/', { mode: 'navigate' }), origin)).toBe('page');
    expect(strategyFor(get('/en/about?utm_source=x', { mode: 'navigate' }), origin)).toBe('page');
    expect(strategyFor(get('/gibt-es-nicht', { mode: 'navigate' }), origin)).toBe('page');
  });

  it('loads other files of the site from the network first', () => {
    for (const file of ['/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/images/not-found.svg', '/robots.txt']) {
      expect(strategyFor(get(file), origin), file).toBe('network-first');
    }
  });

  it('leaves alone what it must not answer', () => {
    expect(strategyFor(get('https://api.emailjs.com/api/v1.0/email/send'), origin)).toBe('ignore');
    expect(strategyFor(get('/en/contact', { method: 'POST', mode: 'navigate' }), origin)).toBe('ignore');
    expect(strategyFor(get('/assets/index-Ab12Cd.js', { method: 'HEAD' }), origin)).toBe('ignore');
    expect(strategyFor(get('/sw.js'), origin)).toBe('ignore');
    expect(strategyFor(get('/assets/video-Ab12.mp4', { range: true }), origin)).toBe('ignore');
    expect(strategyFor(get('http://www.example.test/assets/a.js'), origin), 'another scheme is another origin').toBe('ignore');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors' }, origin)).toBe('ignore');
  });
});

describe('cache names', () => {
  it('names one cache per deployment after its build id', () => {
    expect(cacheNameFor('abc123')).toBe(`${CACHE_PREFIX}abc123`);
    expect(cacheNameFor('abc123')).not.toBe(cacheNameFor('def456'));
  });

  it('deletes only our caches of earlier deployments', () => {
    const current = cacheNameFor('new');
    const existing = [cacheNameFor('old'), current, cacheNameFor('older'), 'someone-elses-cache', 'jp-site'];
    expect(obsoleteCaches(existing, current)).toEqual([cacheNameFor('old'), cacheNameFor('older')]);
    expect(obsoleteCaches([current], current)).toEqual([]);
  });
});

describe('pagesToCarryOver', () => {
  it('keeps same-origin pages once each, without query, and drops files', () => {
    const saved = [
      `${origin}/en/about`,
      `${origin}/en/about?utm_source=mail`,
      `${origin}/`,
      `${origin}/assets/index-Ab12.js`,
      `${origin}/offline.html`,
      `${origin}/manifest.json`,
      'https://elsewhere.test/page',
      'not a url',
    ];
    expect(pagesToCarryOver(saved, origin)).toEqual([`${origin}/en/about`, `${origin}/`]);
  });

  it('carries at most a bounded number of pages', () => {
    const saved = Array.from({ length: MAX_CARRIED_PAGES + 10 }, (_, index) => `${origin}/page-${index}`);
    expect(pagesToCarryOver(saved, origin)).toHaveLength(MAX_CARRIED_PAGES);
  });
});

describe('offline pages', () => {
  it('has one per language, none of them a route', () => {
    expect(offlinePagePaths()).toEqual(['/offline.html', '/en/offline.html', '/fr/offline.html']);
  });

  it('picks the language of the path asked for', () => {
    expect(offlinePageForPath('/leistungen')).toBe('/offline.html');
    expect(offlinePageForPath('/en/services')).toBe('/en/offline.html');
    expect(offlinePageForPath('/fr/')).toBe('/fr/offline.html');
    expect(offlinePageForPath('/FR/a-propos')).toBe('/fr/offline.html');
    expect(offlinePageForPath('/english')).toBe('/offline.html');
  });
});

describe('visited page messages', () => {
  it('accepts a same-origin page report and normalises it', () => {
    expect(visitedPageUrl(pageVisited('/en/about'), origin)).toBe(`${origin}/en/about`);
    expect(visitedPageUrl(pageVisited('/en/about?x=1#top'), origin)).toBe(`${origin}/en/about`);
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      'PAGE.VISITED',
      { type: 'OTHER', path: '/' },
      { type: 'PAGE.VISITED' },
      { type: 'PAGE.VISITED', path: 42 },
      pageVisited('//evil.test/x'),
      pageVisited('https://evil.test/x'),
      pageVisited('en/about'),
    ]) {
      expect(visitedPageUrl(data, origin), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('worker build inputs', () => {
  it('saves every hashed script, stylesheet and font of the client build, once each', () => {
    const manifest = {
      'index.html': { file: 'assets/index-A.js', css: ['assets/style-B.css'], isEntry: true },
      'src/pages/home/index.ts': { file: 'assets/home-C.js', css: ['assets/style-B.css'] },
      'src/images/hero.png': { file: 'assets/hero-D.png' },
      'src/fonts/inter.woff2': { file: 'assets/inter-E.woff2' },
      'src/styles/global.css': { file: 'assets/global-F.css', assets: ['assets/mono-G.woff2', 'assets/bg-H.webp'] },
    };
    expect(hashedFiles(manifest)).toEqual([
      '/assets/global-F.css',
      '/assets/home-C.js',
      '/assets/index-A.js',
      '/assets/inter-E.woff2',
      '/assets/mono-G.woff2',
      '/assets/style-B.css',
    ]);
    expect(shellFiles).toContain('/manifest.json');
  });

  it('derives the build id from every file of the deployment except the worker', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-build-'));
    mkdirSync(path.join(dir, 'en'));
    writeFileSync(path.join(dir, 'index.html'), 'home');
    writeFileSync(path.join(dir, 'en', 'about.html'), 'about');
    const first = buildId(dir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(buildId(dir)).toBe(first);
    writeFileSync(path.join(dir, 'sw.js'), 'the worker itself');
    expect(buildId(dir)).toBe(first);
    writeFileSync(path.join(dir, 'en', 'about.html'), 'about, changed');
    expect(buildId(dir)).not.toBe(first);
  });
});
