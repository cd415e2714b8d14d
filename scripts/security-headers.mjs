// The content policy of spec section 9 and the other security headers, chosen to earn A+
// under the Mozilla HTTP Observatory's scoring (tests/unit/observatory.test.ts scores them):
// same-origin resources plus the mail service, no frames, no inline script but the boot
// script (allowed by its hash), no inline style element (style attributes only, through
// style-src-attr). Used as a <meta> in every prerendered page (for any static host), as real
// headers by the local server, and written into the nginx configuration and `_headers`.
// The mail origin is the one the build was configured with (src/contact/mailConfig.ts,
// read back from the server build), so the policy allows that origin and no other.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The hashes of the inline scripts of every HTML file of the build (the boot script is the one). */
export function builtScriptHashes(dir = distDir) {
  if (!existsSync(dir)) return [];
  const htmlFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return [...new Set(htmlFiles.flatMap((file) => inlineScriptHashes(readFileSync(path.join(dir, file), 'utf8'))))].sort();
}

const policyFor = (mailOrigin, scriptHashes) => ({
  'default-src': ["'self'"],
  // Same-origin files, and the inline boot script by its hash: no 'unsafe-inline'.
  'script-src': ["'self'", ...scriptHashes],
  // Style sheets from the site only; React and the prerender write style attributes (image
  // aspect ratios, progress widths), which style-src-attr allows without allowing <style>.
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
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
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // Its own browsing context group (no window.opener to or from other sites); its files for itself.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});
