import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyMetaFor, securityHeadersFor } from '../../scripts/security-headers.mjs';
import { mailConfig } from '../../src/contact/bakedMailConfig';
import { DEFAULT_MAIL_ORIGIN, PLACEHOLDER_PUBLIC_KEY, isMailConfigured, mailConfigFromEnv } from '../../src/contact/mailConfig';

describe('mail service configuration (build-time environment)', () => {
  it('a default build carries the placeholder key and the public provider, and counts as not configured', () => {
    const defaults = mailConfigFromEnv({});
    expect(defaults).toEqual({ serviceId: '', templateId: '', publicKey: PLACEHOLDER_PUBLIC_KEY, origin: 'https://api.emailjs.com' });
    expect(DEFAULT_MAIL_ORIGIN).toBe('https://api.emailjs.com');
    expect(isMailConfigured(defaults)).toBe(false);
    // and so does the build the unit tests run with (no VITE_EMAILJS_* set)
    expect(isMailConfigured(mailConfig)).toBe(false);
  });

  it('missing key, placeholder key or missing ids mean not configured', () => {
    const full = { VITE_EMAILJS_SERVICE_ID: 'service_1', VITE_EMAILJS_TEMPLATE_ID: 'template_1', VITE_EMAILJS_PUBLIC_KEY: 'pk_live' };
    expect(isMailConfigured(mailConfigFromEnv(full))).toBe(true);
    expect(isMailConfigured(mailConfigFromEnv({ ...full, VITE_EMAILJS_PUBLIC_KEY: '' }))).toBe(false);
    expect(isMailConfigured(mailConfigFromEnv({ ...full, VITE_EMAILJS_PUBLIC_KEY: PLACEHOLDER_PUBLIC_KEY }))).toBe(false);
    expect(isMailConfigured(mailConfigFromEnv({ ...full, VITE_EMAILJS_SERVICE_ID: ' ' }))).toBe(false);
    expect(isMailConfigured(mailConfigFromEnv({ ...full, VITE_EMAILJS_TEMPLATE_ID: undefined }))).toBe(false);
  });

  it('the origin is normalised and must be an http(s) URL', () => {
    expect(mailConfigFromEnv({ VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4390/some/path' }).origin).toBe('http://127.0.0.1:4390');
    expect(() => mailConfigFromEnv({ VITE_EMAILJS_ORIGIN: 'not a url' })).toThrow(/not a URL/);
    expect(() => mailConfigFromEnv({ VITE_EMAILJS_ORIGIN: 'ftp://mail.example' })).toThrow(/http/);
  });

  it('the content security policy allows the configured mail origin and no other', () => {
    const policy = securityHeadersFor('http://127.0.0.1:4390')['Content-Security-Policy'];
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4390;");
    expect(policy).not.toContain('emailjs');
    expect(contentSecurityPolicyMetaFor('https://api.emailjs.com')).toContain("connect-src 'self' https://api.emailjs.com;");
  });
});
