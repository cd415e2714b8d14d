// Regenerates the committed icon / social assets in public/ from the sources
// in this folder:
//
//   jp-mark.svg        -> public/favicon.svg (copy)
//                         public/favicon.ico (32x32, PNG inside an ICO container)
//                         public/apple-touch-icon.png (180x180, full-bleed, no transparency)
//                         public/icons/icon-192.png, public/icons/icon-512.png
//                         public/icons/maskable-192.png, public/icons/maskable-512.png
//                           (full-bleed brand blue, the mark inside the central safe zone)
//   og-default.html    -> public/og/default.png (1200x630)
//   (constants below)  -> public/manifest.json
//
// The site images (404 illustration, hero artwork) live in src/assets/images/ and go
// through the build-time pipeline in scripts/images/.
//
// Usage: node scripts/assets/generate-icons.mjs
// Needs a Chromium: CHROMIUM_PATH, or /usr/bin/chromium by default.
/* global document -- used only inside page callbacks that run in Chromium */
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const publicDir = path.join(root, 'public');
const out = (...parts) => path.join(publicDir, ...parts);

const BRAND_BLUE = '#1a4fd6';
const BRAND_NAVY = '#0b1424';

const markFile = path.join(here, 'jp-mark.svg');
const ogFile = path.join(here, 'og-default.html');
const markSvg = readFileSync(markFile, 'utf8');
const markDataUrl = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;

/** Wraps one PNG into a .ico container (ICONDIR + one ICONDIRENTRY + PNG data). */
function pngToIco(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // number of images
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
  entry.writeUInt8(0, 2); // colours in palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8); // size of the image data
  entry.writeUInt32LE(header.length + entry.length, 12); // offset of the image data
  return Buffer.concat([header, entry, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  /**
   * Renders the mark at size x size. With a background colour the corners are
   * filled (for iOS, which adds its own rounding and shows transparency as black);
   * without one they stay transparent.
   */
  async function renderMark(size, background) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${background ?? 'transparent'}">` +
        `<img src="${markDataUrl}" width="${size}" height="${size}" style="display:block" alt=""></body></html>`,
    );
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    const png = await page.screenshot({ omitBackground: !background, type: 'png' });
    await page.close();
    return png;
  }

  /**
   * A maskable icon: launchers crop it to any shape inside the central 80 %
   * circle, so the background fills the square and the mark sits well inside.
   */
  async function renderMaskable(size) {
    const mark = Math.round(size * 0.7);
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;display:grid;place-items:center;height:${size}px;background:${BRAND_BLUE}">` +
        `<img src="${markDataUrl}" width="${mark}" height="${mark}" style="display:block" alt=""></body></html>`,
    );
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    return png;
  }

  mkdirSync(out('icons'), { recursive: true });
  mkdirSync(out('og'), { recursive: true });

  copyFileSync(markFile, out('favicon.svg'));
  writeFileSync(out('favicon.ico'), pngToIco(await renderMark(32), 32));
  writeFileSync(out('apple-touch-icon.png'), await renderMark(180, BRAND_BLUE));
  writeFileSync(out('icons', 'icon-192.png'), await renderMark(192));
  writeFileSync(out('icons', 'icon-512.png'), await renderMark(512));
  writeFileSync(out('icons', 'maskable-192.png'), await renderMaskable(192));
  writeFileSync(out('icons', 'maskable-512.png'), await renderMaskable(512));

  const og = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await og.goto(pathToFileURL(ogFile).href);
  await og.evaluate(() => document.fonts.ready);
  await og.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await og.screenshot({ path: out('og', 'default.png'), type: 'png' });
  await og.close();
} finally {
  await browser.close();
}

// One manifest for all three languages: German, the site's default, at the root.
const manifest = {
  id: '/',
  name: 'Jan Petersen – Web & SEO',
  short_name: 'Jan Petersen',
  description: 'Webentwicklung, SEO und Google Ads aus Hamburg',
  lang: 'de',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: BRAND_NAVY,
  categories: ['business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
writeFileSync(out('manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log('Generated favicon.svg, favicon.ico, apple-touch-icon.png, icons/{icon,maskable}-{192,512}.png, og/default.png, manifest.json');
