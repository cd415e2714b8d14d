/* global document, FontFace -- the measuring runs in the page */
// Prints the metric overrides of the display face's local fallbacks (src/styles/fonts.css):
// the heading text is drawn in the display face and in each fallback at the weights the headings use;
// size-adjust makes the fallback's line as wide as the display face's, ascent/descent/line-gap-override
// give it the display face's vertical metrics (read from the woff2's hhea and head tables, then
// divided by size-adjust, which scales the overrides too). Run it again when the face or the
// heading weights change; it needs the fallbacks installed where it runs (Debian: fonts-liberation
// for Arial's metrics, fonts-roboto-unhinted for Roboto).
//   node scripts/fonts/fallback-metrics.mjs [path/to/face.woff2]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../find-browser.mjs';

const require = createRequire(import.meta.url);
const faceFile = process.argv[2] ?? require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2');

/** The unitsPerEm (head) and ascender, descender, lineGap (hhea) of a woff2 file. */
export function verticalMetrics(woff2) {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  const numTables = view.getUint16(12);
  const knownTags = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill'];
  let offset = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = view.getUint8(offset++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const tables = [];
  for (let index = 0; index < numTables; index += 1) {
    const flags = view.getUint8(offset++);
    let tag = knownTags[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = String.fromCharCode(...woff2.subarray(offset, offset + 4));
      offset += 4;
    }
    const length = base128();
    const transform = (flags >> 6) & 3;
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    tables.push({ tag, length: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(woff2.subarray(offset));
  let at = 0;
  const table = {};
  for (const { tag, length } of tables) {
    table[tag] = new DataView(data.buffer, data.byteOffset + at, length);
    at += length;
  }
  return {
    unitsPerEm: table.head.getUint16(18),
    ascender: table.hhea.getInt16(4),
    descender: table.hhea.getInt16(6),
    lineGap: table.hhea.getInt16(8),
  };
}

// The site's heading texts in its three languages (hero titles and section titles).
const sample = [
  'Webentwicklung, SEO und Google Ads – aus einer Hand',
  'Websites, die gefunden werden – und Besucher zu Kunden machen',
  'Lassen Sie uns über Ihr Projekt sprechen',
  'Web development, SEO and Google Ads – from one hand',
  'Have your own web application built',
  'Your web developer and SEO expert in Hamburg',
  'Des sites web qui se font trouver – et transforment les visiteurs en clients',
  'Faire développer votre propre application web',
  'Parlons de votre projet « œuvre » 1 490 € · Straße',
].join(' ');
const weights = [560, 600, 640];
const fallbacks = [
  { name: 'Arial', local: 'Liberation Sans', weight: 700 },
  { name: 'Roboto', local: 'Roboto', weight: 700 },
];

const metrics = verticalMetrics(readFileSync(faceFile));
const browser = await chromium.launch({ executablePath: findChromium().path, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
  const faceData = readFileSync(faceFile).toString('base64');
  const widths = await page.evaluate(
    async ({ faceData, sample, weights, fallbacks }) => {
      const face = new FontFace('Display', `url(data:font/woff2;base64,${faceData})`, { weight: '200 800' });
      document.fonts.add(await face.load());
      const context = document.createElement('canvas').getContext('2d');
      const width = (font) => {
        context.font = font;
        return context.measureText(sample).width;
      };
      await Promise.all(fallbacks.map((fallback) => document.fonts.load(`${fallback.weight} 100px "${fallback.local}"`)));
      return {
        display: Object.fromEntries(weights.map((weight) => [weight, width(`${weight} 100px Display`)])),
        fallbacks: Object.fromEntries(fallbacks.map((fallback) => [fallback.name, width(`${fallback.weight} 100px "${fallback.local}"`)])),
      };
    },
    { faceData, sample, weights, fallbacks },
  );
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  const mean = weights.reduce((sum, weight) => sum + widths.display[weight], 0) / weights.length;
  console.log(`Display face ${faceFile}: unitsPerEm ${metrics.unitsPerEm}, ascender ${metrics.ascender}, descender ${metrics.descender}, lineGap ${metrics.lineGap}`);
  console.log(`Widths of the sample at 100px: ${weights.map((weight) => `${weight}: ${widths.display[weight].toFixed(0)}`).join(', ')} (mean ${mean.toFixed(0)})`);
  for (const fallback of fallbacks) {
    const sizeAdjust = mean / widths.fallbacks[fallback.name];
    console.log(`\n${fallback.name} ${fallback.weight} (measured with ${fallback.local}): width ${widths.fallbacks[fallback.name].toFixed(0)}`);
    console.log(`  size-adjust: ${percent(sizeAdjust)};`);
    console.log(`  ascent-override: ${percent(metrics.ascender / metrics.unitsPerEm / sizeAdjust)};`);
    console.log(`  descent-override: ${percent(-metrics.descender / metrics.unitsPerEm / sizeAdjust)};`);
    console.log(`  line-gap-override: ${percent(metrics.lineGap / metrics.unitsPerEm / sizeAdjust)};`);
  }
} finally {
  await browser.close();
}
