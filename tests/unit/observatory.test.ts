// The Observatory's rules (tests/support/observatory.ts) on the headers scripts/security-headers.mjs
// writes: every test passes point by point and the grade is A+. The served headers are scored
// again in the browser suite, from nginx (tests/e2e/nginx.spec.ts).
import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../../scripts/security-headers.mjs';
import { observatoryScore } from '../support/observatory';

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const headers = lowerCase(securityHeadersFor('https://api.emailjs.com', ["'sha256-abc='"]));
const plainHttp = { status: 301, location: 'https://www.example.test/', host: 'www.example.test' };
const html = '<!doctype html><script>boot()</script><script type="application/json">{}</script>';

describe('Mozilla HTTP Observatory scoring', () => {
  it('gives the site’s headers A+, with each test’s result', () => {
    const { tests, score, grade } = observatoryScore({ headers, html, plainHttp });
    expect(Object.fromEntries(tests.map(({ test, result }) => [test, result]))).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-no-scripts-loaded',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(score).toBe(125);
    expect(grade).toBe('A+');
  });

  it.each([
    ["'unsafe-inline' in script-src", { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }, 'csp-implemented-with-unsafe-inline', 80, 'B+'],
    ['an http: mail origin on an HTTPS site', { 'content-security-policy': "default-src 'self'; connect-src http://mail.test; frame-ancestors 'none'" }, 'csp-implemented-with-insecure-scheme', 80, 'B+'],
    ["'unsafe-inline' in style-src", { 'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'" }, 'csp-implemented-with-unsafe-inline-in-style-src-only', 120, 'A+'],
    ['no policy', { 'content-security-policy': '' }, 'csp-not-implemented', 75, 'B'],
  ])('marks down %s', (_case, override, result, score, grade) => {
    const scored = observatoryScore({ headers: { ...headers, ...override }, html, plainHttp });
    expect(scored.tests.find(({ test }) => test === 'content-security-policy')?.result).toBe(result);
    expect([scored.score, scored.grade]).toEqual([score, grade]);
  });

  it('takes off points for a short HSTS, a missing nosniff and no redirect to HTTPS, and then gives no bonus', () => {
    const scored = observatoryScore({
      headers: { ...headers, 'strict-transport-security': 'max-age=86400', 'x-content-type-options': '' },
      html,
      plainHttp: { status: 200, host: 'www.example.test' },
    });
    expect(scored.score).toBe(100 - 10 - 5 - 20);
    expect(scored.grade).toBe('B-');
  });
});
