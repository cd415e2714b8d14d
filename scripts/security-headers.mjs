// The content policy of spec section 9: same-origin resources plus the mail
// service, no frames, no inline scripts. Used as a <meta> in every prerendered
// page (for any static host) and as real headers by the local server.
// The mail origin is the one the build was configured with (scripts/mail-config.mjs,
// read back from the server build), so the policy allows that origin and no other.

const policyFor = (mailOrigin) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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
export const contentSecurityPolicyMetaFor = (mailOrigin) => toHeader(policyFor(mailOrigin));

export const securityHeadersFor = (mailOrigin) => ({
  'Content-Security-Policy': toHeader({ ...policyFor(mailOrigin), 'frame-ancestors': ["'none'"] }),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
});
