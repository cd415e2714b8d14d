// The build-time image pipeline (spec sections 4, 7 and 9): every source image in
// src/assets/images/ becomes WebP files at the standard widths (quality 85 unless
// src/assets/images/options.json says otherwise) plus one JPEG/PNG fallback, all
// served from /images/. It also writes src/assets/images/imageTable.ts, the typed
// table (ImageId, intrinsic size, widths) that <LazyImage> reads.
//
// A photo replaces an illustration of the same name (issue 36): the SVG is the stand-in
// until the owner drops `portrait.jpg` (or .png, .webp) beside `portrait.svg`; the build
// then makes every size from the photo. options.json may give an image an aspect ratio
// (`"portrait": { "aspect": [4, 5] }`): its files are cropped to it around the part that
// draws the eye (a face), whatever the photo's own shape. A photo is turned upright
// by its EXIF orientation, and its metadata (location included) is not copied.
//
// Used by the Vite plugin in ./vite-plugin.mjs (dev server and build) and on its own:
//   node scripts/images/responsive-images.mjs         rewrite the table
//   node scripts/images/responsive-images.mjs --check exit 1 if the table is out of date
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sourceDir = path.join(root, 'src', 'assets', 'images');
export const tableFile = path.join(sourceDir, 'imageTable.ts');
const cacheDir = path.join(root, 'node_modules', '.cache', 'responsive-images');

/** Spec section 7: images are requested in WebP at these widths. */
export const STANDARD_WIDTHS = [480, 768, 1024, 1200, 1600];
/** Spec section 9: default image quality. */
export const DEFAULT_QUALITY = 85;
/** The fallback for browsers without WebP: not wider than this. */
const FALLBACK_MAX_WIDTH = 1024;
/** URL prefix of every generated file. */
export const PUBLIC_PREFIX = '/images/';

const SOURCE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);
const NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Standard widths up to the image's own width, plus its own width when it is smaller than the largest. */
export function variantWidths(intrinsicWidth) {
  const widths = STANDARD_WIDTHS.filter((width) => width <= intrinsicWidth);
  if (intrinsicWidth < STANDARD_WIDTHS.at(-1) && !widths.includes(intrinsicWidth)) widths.push(intrinsicWidth);
  return widths;
}

export const variantFileName = (name, width) => `${name}-${width}.webp`;

function readOptions(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function isSourceImage(file) {
  return path.dirname(path.resolve(file)) === sourceDir && SOURCE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

const isVector = (file) => path.extname(file).toLowerCase() === '.svg';

/**
 * The source files by image name: one file per name, or a photo and the SVG it replaces
 * (the photo is used). Two photos, or two SVGs, of one name are an error.
 */
export function sourcesByName(files) {
  const byName = new Map();
  for (const file of [...files].sort()) {
    const name = path.basename(file, path.extname(file));
    if (!NAME_PATTERN.test(name)) throw new Error(`Image name "${file}": use lower-case words joined by hyphens`);
    const previous = byName.get(name);
    if (previous === undefined) byName.set(name, file);
    else if (isVector(previous) !== isVector(file)) byName.set(name, isVector(previous) ? file : previous);
    else throw new Error(`Two source images are called "${name}"`);
  }
  return byName;
}

/** The largest box of the ratio `aspect` ([width, height]) inside width × height. */
export function croppedSize(width, height, aspect) {
  if (!aspect) return { width, height };
  const ratio = aspect[0] / aspect[1];
  return width / height > ratio ? { width: Math.round(height * ratio), height } : { width, height: Math.round(width / ratio) };
}

/** Every source image with its intrinsic size and what the pipeline makes of it, sorted by name (`directory`: the tests' own folder). */
export async function listImages(directory = sourceDir) {
  const options = readOptions(path.join(directory, 'options.json'));
  const files = readdirSync(directory).filter((file) => SOURCE_EXTENSIONS.has(path.extname(file).toLowerCase()));
  const images = [];
  for (const [name, file] of sourcesByName(files)) {
    const source = path.join(directory, file);
    const metadata = await sharp(source).metadata();
    if (!metadata.width || !metadata.height) throw new Error(`${file} has no intrinsic size (an SVG needs width and height)`);
    // EXIF orientations 5 to 8 turn the picture a quarter: it is upright once width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    const aspect = options[name]?.aspect;
    const { width, height } = croppedSize(turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height, aspect);
    const quality = options[name]?.quality ?? DEFAULT_QUALITY;
    const widths = variantWidths(width);
    const fallbackWidth = Math.min(width, FALLBACK_MAX_WIDTH);
    const fallbackExtension = metadata.hasAlpha ? 'png' : 'jpg';
    images.push({
      name,
      source,
      width,
      height,
      aspect,
      illustration: isVector(file),
      quality,
      widths,
      fallback: `${name}-${fallbackWidth}.${fallbackExtension}`,
      fallbackWidth,
    });
  }
  return images.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Every file the pipeline produces for an image: [fileName, () => Promise<Buffer>]. */
export function outputsOf(image) {
  const outputs = image.widths.map((width) => [
    variantFileName(image.name, width),
    () => render(image, width, 'webp'),
  ]);
  outputs.push([image.fallback, () => render(image, image.fallbackWidth, path.extname(image.fallback).slice(1))]);
  return outputs;
}

/** One output, cached on disk by content, width, format and quality (rebuilds and the dev server reuse it). */
async function render(image, width, format) {
  const input = readFileSync(image.source);
  const key = createHash('sha256').update(input).update(`${width}|${format}|${image.quality}|${image.aspect ?? ''}`).digest('hex').slice(0, 24);
  const cached = path.join(cacheDir, `${image.name}-${key}.${format}`);
  if (existsSync(cached)) return readFileSync(cached);
  // Vector sources are rasterised at the density that gives the target width directly.
  const density = path.extname(image.source) === '.svg' ? Math.max(72, (72 * width) / image.width) : undefined;
  // rotate(): upright by the EXIF orientation. An aspect crops around what draws the eye (sharp's attention strategy).
  let pipeline = sharp(input, density ? { density } : {})
    .rotate()
    .resize(
      image.aspect
        ? { width, height: Math.round((width * image.height) / image.width), fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true }
        : { width, withoutEnlargement: true },
    );
  if (format === 'webp') pipeline = pipeline.webp({ quality: image.quality, effort: 5 });
  else if (format === 'jpg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: image.quality, mozjpeg: true });
  else pipeline = pipeline.png({ compressionLevel: 9, palette: true, quality: image.quality });
  const buffer = await pipeline.toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, buffer);
  return buffer;
}

/** The TypeScript source of the image table. */
export function tableSource(images) {
  const rows = images.map(
    (image) =>
      `  '${image.name}': { width: ${image.width}, height: ${image.height}, widths: [${image.widths.join(', ')}], fallback: '${PUBLIC_PREFIX}${image.fallback}', illustration: ${image.illustration} },`,
  );
  return `// Generated by scripts/images/responsive-images.mjs from the files in this folder: do not edit.
// Add an image by putting it here (name.svg / .png / .jpg; a photo replaces an SVG of the
// same name); the dev server and the build regenerate this table and the WebP files under ${PUBLIC_PREFIX}.
import type { ImageEntry } from './imageEntry';

export const imageTable = {
${rows.join('\n')}
} as const satisfies Record<string, ImageEntry>;

export type ImageId = keyof typeof imageTable;
`;
}

/** Writes the table if it changed; returns true when it did. */
export async function writeTable(images) {
  const source = tableSource(images ?? (await listImages()));
  if (existsSync(tableFile) && readFileSync(tableFile, 'utf8') === source) return false;
  writeFileSync(tableFile, source);
  return true;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const images = await listImages();
  if (process.argv.includes('--check')) {
    const current = existsSync(tableFile) ? readFileSync(tableFile, 'utf8') : '';
    if (current !== tableSource(images)) {
      console.error(`${path.relative(root, tableFile)} is out of date: run "node scripts/images/responsive-images.mjs"`);
      process.exit(1);
    }
  } else {
    console.log((await writeTable(images)) ? 'Image table updated.' : 'Image table up to date.');
  }
}
