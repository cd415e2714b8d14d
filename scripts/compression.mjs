// Brotli and gzip for text files: npm start compresses with them in memory
// (scripts/serve.mjs), the build precompresses with them for nginx and static hosts
// (scripts/deploy-files.mjs), so both send the same bytes.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The encoding to send for an Accept-Encoding header: the acceptable one of br and gzip
 * with the higher q value (br on a tie; `*` stands for any encoding not named), else identity.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [rawName = '', ...parameters] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** @type {Record<'br' | 'gzip', (buffer: Buffer) => Promise<Buffer>>} */
export const compressors = {
  br: (buffer) =>
    promisify(zlib.brotliCompress)(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => promisify(zlib.gzip)(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
};
