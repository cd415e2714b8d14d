import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type ContactFormValues, emptyContactForm } from '../../src/contact/formValues';
import { isSpam } from '../../src/contact/spam';
import { toTemplateParams } from '../../src/contact/templateParams';
import { emailPattern, firstInvalidField, validateAll, validateField } from '../../src/contact/validation';
import { business } from '../../src/business/profile';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const text = (field: Parameters<typeof validateField>[0], value: string) => {
  const error = validateField(field, value);
  return error ? i18n._(error) : undefined;
};
const valid: ContactFormValues = {
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  company: '',
  subject: 'New website',
  message: 'We need a new website for our bakery.',
  website: '',
};

describe('contact form validation (spec section 5), English texts exactly as given', () => {
  it('name: required, then at least 2 characters (1 fails, 2 passes), trimmed', () => {
    expect(text('name', '')).toBe('Your name is required');
    expect(text('name', '   ')).toBe('Your name is required');
    expect(text('name', 'A')).toBe('Name must be at least 2 characters long');
    expect(text('name', '  A  ')).toBe('Name must be at least 2 characters long');
    expect(text('name', 'Al')).toBeUndefined();
  });

  it('email: required, then the simple pattern', () => {
    expect(text('email', '')).toBe('Email address is required');
    expect(text('email', ' ')).toBe('Email address is required');
    for (const bad of ['anna', 'anna@', '@example.de', 'anna@example', 'anna@@example.de', 'an na@example.de', 'anna@exa mple.de', 'anna@example.']) {
      expect(text('email', bad), bad).toBe('Please enter a valid email address');
    }
    for (const good of ['anna@example.de', 'a@b.c', '  anna@example.de  ', 'anna.schmidt+web@mail.example.co.uk', 'jürgen@bäcker.de']) {
      expect(text('email', good), good).toBeUndefined();
    }
    expect(emailPattern.test('a@b.c')).toBe(true);
  });

  it('subject: required, then at least 3 characters (2 fails, 3 passes)', () => {
    expect(text('subject', '')).toBe('Subject is required');
    expect(text('subject', 'SE')).toBe('Subject must be at least 3 characters long');
    expect(text('subject', 'SEO')).toBeUndefined();
  });

  it('message: required, 10 to 2000 characters (9/10 and 2000/2001)', () => {
    expect(text('message', '')).toBe('Message is required');
    expect(text('message', 'x'.repeat(9))).toBe('Message must be at least 10 characters long');
    expect(text('message', 'x'.repeat(10))).toBeUndefined();
    expect(text('message', 'x'.repeat(2000))).toBeUndefined();
    expect(text('message', 'x'.repeat(2001))).toBe('Message must not exceed 2000 characters');
    expect(text('message', `  ${'x'.repeat(2000)}  `), 'trimmed before counting').toBeUndefined();
  });

  it('company is optional and never validated', () => {
    expect(text('company', '')).toBeUndefined();
    expect(text('company', 'x'.repeat(5000))).toBeUndefined();
  });

  it('validateAll lists every failing field; the first in form order gets focus', () => {
    expect(validateAll(valid)).toEqual({});
    const errors = validateAll({ ...emptyContactForm, email: 'anna@example.de' });
    expect(Object.keys(errors)).toEqual(['name', 'subject', 'message']);
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField(validateAll({ ...valid, message: 'short' }))).toBe('message');
  });
});

describe('spam check (spec section 5)', () => {
  it('a filled honeypot is spam', () => {
    expect(isSpam(valid)).toBe(false);
    expect(isSpam({ ...valid, website: 'http://bot.example' })).toBe(true);
    expect(isSpam({ ...valid, website: '  ' }), 'whitespace only is empty').toBe(false);
  });

  it('links, listed words, script tags, javascript: and onclick in name, subject or message', () => {
    const spam = [
      { message: 'Visit https://cheap.example now please' },
      { message: 'see http://x.example for details' },
      { subject: 'Best CASINO offers' },
      { name: 'Viagra Seller' },
      { message: 'We offer a loan at low rates, call us' },
      { message: 'Invest in Crypto today and win' },
      { message: 'Pay in bitcoin please, thank you' },
      { subject: 'sex' },
      { message: 'free porn here for you' },
      { message: 'hello <script>alert(1)</script> there' },
      { message: 'click javascript:alert(1) here' },
      { message: '<img onclick="x"> is a nice tag' },
    ];
    for (const change of spam) expect(isSpam({ ...valid, ...change }), JSON.stringify(change)).toBe(true);
  });

  it('the listed words count at word starts (table in spamWords.test.ts); the company field is not checked', () => {
    for (const message of ['Our shop is in Essex and Sussex.', 'We sell cryptography books.']) {
      expect(isSpam({ ...valid, message }), message).toBe(false);
    }
    expect(isSpam({ ...valid, message: 'Loans? No: we need a website.' }), 'a form of a listed word').toBe(true);
    expect(isSpam({ ...valid, company: 'Casino Royale GmbH' })).toBe(false);
  });
});

describe('mail template parameters (spec section 3)', () => {
  it('fills the defaults and the addressee', () => {
    expect(toTemplateParams({ ...valid, name: '  Anna Schmidt ', email: ' anna@example.de ' })).toEqual({
      from_name: 'Anna Schmidt',
      from_email: 'anna@example.de',
      from_company: 'Not specified',
      subject: 'New website',
      message: 'We need a new website for our bakery.',
      phone: 'Not provided',
      preferred_contact: 'Email',
      budget: 'Not specified',
      timeline: 'Not specified',
      to_name: business.personName,
      to_email: business.email,
      reply_to: 'anna@example.de',
    });
  });

  it('uses the optional sender fields and the company when given; never sends the honeypot', () => {
    const params = toTemplateParams(
      { ...valid, company: 'Bäckerei Schmidt' },
      { phone: '+49 40 1', preferredContact: 'Phone', budget: '5k-10k', timeline: 'asap' },
    );
    expect(params).toMatchObject({ from_company: 'Bäckerei Schmidt', phone: '+49 40 1', preferred_contact: 'Phone', budget: '5k-10k', timeline: 'asap' });
    expect(Object.keys(params)).not.toContain('website');
  });
});
