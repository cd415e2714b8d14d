// The content policy of spec section 9: same-origin resources plus the mail
// service, no frames, no inline script but the boot script (allowed by its hash). Used as a <meta> in every prerendered
// page (for any static host) and as real headers by the local server.
// The mail origin is the one the build was configured with (scripts/mail-config.mjs,
// read back from the server build), so the policy allows that origin and no other.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './site-files.mjs';

/** CSP source expressions ('sha256-…') for the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the build's inline scripts (the accessibility boot script), read from dist/index.html. */
export function builtScriptHashes() {
  const template = path.join(distDir, 'index.html');
  return existsSync(template) ? inlineScriptHashes(readFileSync(template, 'utf8')) : [];
}

const policyFor = (mailOrigin, scriptHashes) => ({
  'default-src': ["'self'"],
  // Same-origin files, and the inline boot script by its hash: no 'unsafe-inline'.
  'script-src': ["'self'", ...scriptHashes],
  // React sets style attributes (e.g. progress widths); no external styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", mailOrigin],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
});

const toHeader = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** For <meta http-equiv>: frame-ancestors is ignored there, so it is left out. */
export const contentSecurityPolicyMetaFor = (mailOrigin, scriptHashes = builtScriptHashes()) =>
  toHeader(policyFor(mailOrigin, scriptHashes));

export const securityHeadersFor = (mailOrigin, scriptHashes = builtScriptHashes()) => ({
  'Content-Security-Policy': toHeader({ ...policyFor(mailOrigin, scriptHashes), 'frame-ancestors': ["'none'"] }),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
});
