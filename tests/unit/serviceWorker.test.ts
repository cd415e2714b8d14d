import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PREFIX } from '../../scripts/images/responsive-images.mjs';
import { imageSetHash, pageUrlOfFile, precacheUrls } from '../../scripts/service-worker.mjs';
import { htmlFileFor } from '../../scripts/site-files.mjs';
import { CACHE_PREFIX, imageCacheFor, obsoleteCaches } from '../../src/serviceWorker/caches';
import { offlinePageForPath, offlinePagePaths } from '../../src/serviceWorker/offlinePages';
import { IMAGES_PREFIX, type RequestFacts, strategyFor } from '../../src/serviceWorker/strategy';

const origin = 'https://www.example.test';
const get = (pathOrUrl: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(pathOrUrl, origin).href,
  method: 'GET',
  mode: 'cors',
  ...extra,
});

describe('strategyFor', () => {
  it('loads pages from the network first, with the precache and the offline page as the last resort', () => {
    expect(strategyFor(get('/', { mode: 'navigate' }), origin)).toBe('page');
    expect(strategyFor(get('/en/about?utm_source=x', { mode: 'navigate' }), origin)).toBe('page');
    expect(strategyFor(get('/gibt-es-nicht', { mode: 'navigate' }), origin)).toBe('page');
  });

  it('saves the images a page asks for, in the image pipeline’s folder', () => {
    expect(strategyFor(get('/images/hero-home-480.webp', { mode: 'no-cors' }), origin)).toBe('image');
    expect(strategyFor(get('/images/about-portrait-1024.png'), origin)).toBe('image');
    expect(IMAGES_PREFIX).toBe(PUBLIC_PREFIX);
  });

  it('leaves the rest to the precache route or the network', () => {
    for (const file of ['/assets/index-Ab12Cd.js', '/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/robots.txt', '/og/home.png']) {
      expect(strategyFor(get(file), origin), file).toBe('ignore');
    }
  });

  it('leaves alone what it must not answer', () => {
    expect(strategyFor(get('https://api.emailjs.com/api/v1.0/email/send'), origin)).toBe('ignore');
    expect(strategyFor(get('/en/contact', { method: 'POST', mode: 'navigate' }), origin)).toBe('ignore');
    expect(strategyFor(get('/images/hero-home-480.webp', { method: 'HEAD' }), origin)).toBe('ignore');
    expect(strategyFor(get('/sw.js'), origin)).toBe('ignore');
    expect(strategyFor(get('/images/hero-home-480.webp', { range: true }), origin)).toBe('ignore');
    expect(strategyFor(get('https://elsewhere.test/images/a.webp'), origin)).toBe('ignore');
    expect(strategyFor(get('http://www.example.test/images/a.webp'), origin), 'another scheme is another origin').toBe('ignore');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors' }, origin)).toBe('ignore');
  });
});

describe('cache names', () => {
  it('names the image cache after the image set', () => {
    expect(imageCacheFor('abc123')).toBe(`${CACHE_PREFIX}-images-abc123`);
    expect(imageCacheFor('abc123')).not.toBe(imageCacheFor('def456'));
  });

  it('deletes our caches the worker no longer uses, and nobody else’s', () => {
    const precache = 'jp-site-precache-v2-https://www.example.test/';
    const images = imageCacheFor('new');
    const existing = [precache, imageCacheFor('old'), images, 'jp-site-0123456789abcdef', 'someone-elses-cache', 'workbox-precache-v2-x'];
    expect(obsoleteCaches(existing, [precache, images])).toEqual([imageCacheFor('old'), 'jp-site-0123456789abcdef']);
    expect(obsoleteCaches([precache, images], [precache, images])).toEqual([]);
  });
});

describe('the precache list', () => {
  it('names each page by the address visitors open, the inverse of its file', () => {
    for (const url of ['/', '/en/', '/en/about', '/fr/a-propos', '/leistungen']) {
      expect(pageUrlOfFile(path.relative(path.dirname(htmlFileFor('/')), htmlFileFor(url))), url).toBe(url);
    }
  });

  it('keeps the offline pages and other files under their own root-relative names', () => {
    const entries = ['index.html', 'en/about.html', 'en/offline.html', 'offline.html', 'assets/index-A.js', 'manifest.json'].map((url) => ({
      url,
      revision: url.startsWith('assets/') ? null : 'r',
      size: 1,
    }));
    expect(precacheUrls(entries).manifest.map((entry) => entry.url)).toEqual([
      '/',
      '/en/about',
      '/en/offline.html',
      '/offline.html',
      '/assets/index-A.js',
      '/manifest.json',
    ]);
    expect(precacheUrls(entries).manifest[4]?.revision).toBeNull();
  });

  it('hashes the image set by names and contents', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-images-'));
    mkdirSync(path.join(dir, 'images'));
    writeFileSync(path.join(dir, 'images', 'hero-480.webp'), 'small');
    const first = imageSetHash(dir);
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(imageSetHash(dir)).toBe(first);
    writeFileSync(path.join(dir, 'images', 'hero-480.webp'), 'small, changed');
    const changed = imageSetHash(dir);
    expect(changed).not.toBe(first);
    writeFileSync(path.join(dir, 'images', 'hero-768.webp'), 'larger');
    expect(imageSetHash(dir)).not.toBe(changed);
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
