/**
 * The Mozilla HTTP Observatory's scoring (the MDN HTTP Observatory, github.com/mdn/mdn-http-observatory:
 * src/grader/charts.js for the points, src/scanner/index.js for the sum), applied to the headers
 * a server sends: ten tests, each with a result and its points; 100 plus the penalties, and the
 * bonuses only when the penalties leave 90 or more; A+ from 100.
 */
export interface ObservatoryTest {
  test: string;
  result: string;
  points: number;
}

export interface ObservatoryInput {
  /** Response headers of the page (names in lower case). */
  headers: Record<string, string>;
  /** The page's HTML, for the script tags subresource integrity is about. */
  html: string;
  /** What the plain-HTTP address answered: the deployment's port 80. */
  plainHttp: { status: number; location?: string; host: string };
}

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const broadOrInline = new Set([...broad, "'unsafe-inline'", 'data:']);
const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-/;

function parsePolicy(header: string | undefined): Map<string, string[]> | null {
  if (!header) return null;
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) return null; // duplicate directive: the header is invalid
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function contentSecurityPolicy(header: string | undefined): ObservatoryTest {
  const test = 'content-security-policy';
  const policy = parsePolicy(header);
  if (!policy) return { test, result: header ? 'csp-header-invalid' : 'csp-not-implemented', points: -25 };
  const fallback = policy.get('default-src') ?? ['*'];
  const scripts = (policy.get('script-src') ?? fallback).filter((source, _index, all) => !(source === "'unsafe-inline'" && all.some((other) => hashOrNonce.test(other))));
  const objects = policy.get('object-src') ?? fallback;
  const styles = policy.get('style-src') ?? fallback;
  const activeSources = [...policy].filter(([name]) => name !== 'img-src' && name !== 'media-src').flatMap(([, sources]) => sources);
  if (scripts.some((source) => broadOrInline.has(source)) || objects.some((source) => broad.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', points: -20 };
  }
  // The deployment is HTTPS: an http: source for active content is a downgrade.
  if (activeSources.some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme', points: -20 };
  }
  if ([...scripts, ...styles].includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', points: -10 };
  if (styles.some((source) => broadOrInline.has(source))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', points: 0 };
  if (fallback.length === 1 && fallback[0] === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', points: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', points: 5 };
}

function referrerPolicy(header: string | undefined): ObservatoryTest {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', points: 0 };
  // The browser uses the last value it knows.
  const value = header.split(',').map((token) => token.trim().toLowerCase()).at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value)) return { test, result: 'referrer-policy-private', points: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(value)) return { test, result: 'referrer-policy-unsafe', points: -5 };
  return { test, result: 'referrer-policy-header-invalid', points: -5 };
}

function strictTransportSecurity(header: string | undefined): ObservatoryTest {
  const test = 'strict-transport-security';
  if (!header) return { test, result: 'hsts-not-implemented', points: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', points: -20 };
  return Number(maxAge) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', points: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', points: -10 };
}

function subresourceIntegrity(html: string): ObservatoryTest {
  const test = 'subresource-integrity';
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]!);
  if (sources.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', points: 0 };
  const external = sources.filter((source) => /^(https?:)?\/\//.test(source));
  if (external.length === 0) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', points: 0 };
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', points: -5 };
}

function frameOptions(policy: Map<string, string[]> | null, header: string | undefined): ObservatoryTest {
  const test = 'x-frame-options';
  const ancestors = policy?.get('frame-ancestors');
  if (ancestors && !ancestors.some((source) => broad.has(source))) return { test, result: 'x-frame-options-implemented-via-csp', points: 5 };
  const value = header?.trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', points: 0 };
  return { test, result: header ? 'x-frame-options-header-invalid' : 'x-frame-options-not-implemented', points: -20 };
}

function crossOriginResourcePolicy(header: string | undefined): ObservatoryTest {
  const test = 'cross-origin-resource-policy';
  const value = header?.trim().toLowerCase();
  if (value === undefined) return { test, result: 'corp-not-implemented', points: 0 };
  if (value === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', points: 10 };
  if (value === 'same-site') return { test, result: 'corp-implemented-with-same-site', points: 10 };
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', points: 0 };
  return { test, result: 'corp-header-invalid', points: -5 };
}

function redirection(plainHttp: ObservatoryInput['plainHttp']): ObservatoryTest {
  const test = 'redirection';
  if (plainHttp.status < 300 || plainHttp.status >= 400 || !plainHttp.location) return { test, result: 'redirection-missing', points: -20 };
  const target = new URL(plainHttp.location, `http://${plainHttp.host}/`);
  if (target.protocol !== 'https:') return { test, result: 'redirection-not-to-https', points: -20 };
  if (target.hostname !== plainHttp.host.replace(/:\d+$/, '')) return { test, result: 'redirection-off-host-from-http', points: -5 };
  return { test, result: 'redirection-to-https', points: 0 };
}

export function observatoryScore({ headers, html, plainHttp }: ObservatoryInput) {
  const policy = parsePolicy(headers['content-security-policy']);
  const tests: ObservatoryTest[] = [
    contentSecurityPolicy(headers['content-security-policy']),
    headers['set-cookie'] ? { test: 'cookies', result: 'cookies-not-scored-here', points: -40 } : { test: 'cookies', result: 'cookies-not-found', points: 0 },
    headers['access-control-allow-origin']
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', points: 0 }
      : { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', points: 0 },
    redirection(plainHttp),
    referrerPolicy(headers['referrer-policy']),
    strictTransportSecurity(headers['strict-transport-security']),
    subresourceIntegrity(html),
    headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', points: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', points: -5 },
    frameOptions(policy, headers['x-frame-options']),
    crossOriginResourcePolicy(headers['cross-origin-resource-policy']),
  ];
  const penalties = tests.reduce((sum, { points }) => sum + Math.min(points, 0), 0);
  const all = tests.reduce((sum, { points }) => sum + points, 0);
  const score = Math.max(0, 100 + penalties >= 90 ? 100 + all : 100 + penalties);
  return { tests, score, grade: gradeFor(score) };
}

const grades: Array<[number, string]> = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function gradeFor(score: number): string {
  return grades.find(([minimum]) => score >= minimum)![1];
}
