import { describe, expect, it } from 'vitest';
import { allPagePaths } from '../../src/routing/routes';
import { robotsTxt, sitemapXml } from '../../src/seo/searchEngineFiles';

const site = 'https://www.example.com';

describe('sitemap.xml', () => {
  const xml = sitemapXml(site);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);

  it('lists exactly the 30 URLs of the route table', () => {
    const locs = urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)![1]);
    expect(locs.sort()).toEqual(allPagePaths().map(({ path }) => `${site}${path}`).sort());
  });

  it('gives every URL its three language alternates and x-default', () => {
    for (const url of urls) {
      const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
      expect(hreflangs).toEqual(['de', 'en', 'fr', 'x-default']);
    }
  });

  it('is well-formed XML with the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toMatch(/404/);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});
