import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { croppedSize, listImages, outputsOf, sourcesByName } from '../../scripts/images/responsive-images.mjs';

// Issue 36: the owner replaces the about page's drawn portrait by dropping one photo beside it.

describe('source files by image name', () => {
  it('takes a photo over the SVG of the same name, in either order', () => {
    expect(sourcesByName(['portrait.svg', 'portrait.jpg', 'hero-home.svg'])).toEqual(
      new Map([
        ['hero-home', 'hero-home.svg'],
        ['portrait', 'portrait.jpg'],
      ]),
    );
    expect(sourcesByName(['portrait.webp', 'portrait.svg']).get('portrait')).toBe('portrait.webp');
  });

  it('refuses two photos of one name, and names that are not lower-case words', () => {
    expect(() => sourcesByName(['portrait.jpg', 'portrait.png'])).toThrow('Two source images are called "portrait"');
    expect(() => sourcesByName(['Portrait Jan.jpg'])).toThrow('use lower-case words joined by hyphens');
  });
});

describe('cropping to an aspect ratio', () => {
  it('keeps the largest box of the ratio', () => {
    expect(croppedSize(3000, 2000, [4, 5])).toEqual({ width: 1600, height: 2000 });
    expect(croppedSize(1000, 2000, [4, 5])).toEqual({ width: 1000, height: 1250 });
    expect(croppedSize(800, 1000, [4, 5])).toEqual({ width: 800, height: 1000 });
    expect(croppedSize(640, 400, undefined)).toEqual({ width: 640, height: 400 });
  });
});

describe('a photo dropped beside the stand-in', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portrait-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('replaces it: every width from the photo, cropped to 4:5, upright, without its metadata', async () => {
    writeFileSync(path.join(folder, 'options.json'), JSON.stringify({ portrait: { aspect: [4, 5] } }));
    writeFileSync(path.join(folder, 'portrait.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200"><rect width="960" height="1200" fill="#1a4fd6"/></svg>');
    // A phone photo stored on its side: 3000 × 2000 pixels with EXIF orientation 6 (turn a quarter
    // clockwise), its left half red, so that upright its top half is red and its bottom half blue.
    const red = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      // a new file each run: the pipeline's cache (by content) must not answer for the code under test
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: `Jan Petersen ${Date.now()}` } } })
      .toBuffer();
    writeFileSync(path.join(folder, 'portrait.jpg'), photo);

    const [portrait] = await listImages(folder);
    expect(portrait).toMatchObject({ name: 'portrait', illustration: false, width: 2000, height: 2500, widths: [480, 768, 1024, 1200, 1600] });
    expect(portrait!.source).toBe(path.join(folder, 'portrait.jpg'));
    expect(portrait!.fallback).toBe('portrait-1024.jpg');

    const outputs = new Map(outputsOf(portrait) as [string, () => Promise<Buffer>][]);
    const webp = await sharp(await outputs.get('portrait-480.webp')!()).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 480, 600]);
    expect(webp.exif).toBeUndefined();
    const pixels = await sharp(await outputs.get('portrait-480.webp')!()).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) => {
      const index = (y * pixels.info.width + x) * pixels.info.channels;
      return pixels.data[index]! > 200 && pixels.data[index + 2]! < 60 ? 'red' : pixels.data[index + 2]! > 200 && pixels.data[index]! < 60 ? 'blue' : 'other';
    };
    expect([colourAt(240, 20), colourAt(20, 580), colourAt(460, 580)], 'upright: red on top, blue below').toEqual(['red', 'blue', 'blue']);
    const fallback = await sharp(await outputs.get('portrait-1024.jpg')!()).metadata();
    expect([fallback.format, fallback.width, fallback.height, fallback.orientation]).toEqual(['jpeg', 1024, 1280, undefined]);
  });

  it('until then, the SVG is the portrait, marked as a drawing', async () => {
    rmSync(path.join(folder, 'portrait.jpg'));
    const [portrait] = await listImages(folder);
    expect(portrait).toMatchObject({ name: 'portrait', illustration: true, width: 960, height: 1200 });
  });
});
