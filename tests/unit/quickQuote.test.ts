import { describe, expect, it } from 'vitest';
import {
  type QuickQuoteValues,
  emptyQuickQuote,
  isQuickQuoteValue,
  quickQuoteBudgets,
  quickQuoteServices,
  quickQuoteStepFields,
  quickQuoteTimelines,
} from '../../src/business/quickQuote';
import { business } from '../../src/business/profile';
import { isQuickQuoteComplete, isQuickQuoteStepValid, quickQuoteFieldError } from '../../src/contact/quickQuoteValidation';
import { isSpam } from '../../src/contact/spam';
import { QUICK_QUOTE_SOURCE, quoteContactValues, quoteTemplateParams } from '../../src/contact/quoteParams';

const complete: QuickQuoteValues = {
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  company: 'Bäckerei Schmidt',
  service: 'seo-retainer',
  budget: '5k-10k',
  timeline: '3-months',
  message: 'We would like more visitors from Hamburg.',
};

describe('quick quote options and steps (spec sections 4, 5 and 9)', () => {
  it('the option lists are the spec’s ids', () => {
    expect(quickQuoteServices).toEqual(['seo-website', 'google-ads', 'seo-retainer', 'all']);
    expect(quickQuoteBudgets).toEqual(['under-5k', '5k-10k', '10k-25k', 'over-25k']);
    expect(quickQuoteTimelines).toEqual(['asap', '1-month', '3-months', 'flexible']);
  });

  it('step 1 asks name and e-mail, step 2 service and budget, step 3 company, timeline and message', () => {
    expect(quickQuoteStepFields).toEqual({ 1: ['name', 'email'], 2: ['service', 'budget'], 3: ['company', 'timeline', 'message'] });
  });

  it('step 1 needs a name and a valid e-mail address (the contact form’s pattern), trimmed', () => {
    const step1 = (name: string, email: string) => isQuickQuoteStepValid(1, { ...emptyQuickQuote, name, email });
    expect(step1('Anna', 'anna@example.de')).toBe(true);
    expect(step1('A', ' anna@example.de ')).toBe(true);
    expect(step1('', 'anna@example.de')).toBe(false);
    expect(step1('   ', 'anna@example.de')).toBe(false);
    expect(step1('Anna', '')).toBe(false);
    for (const bad of ['anna', 'anna@example', 'an na@example.de', '@example.de']) expect(step1('Anna', bad), bad).toBe(false);
  });

  it('field errors are codes', () => {
    expect(quickQuoteFieldError('name', emptyQuickQuote)).toBe('nameRequired');
    expect(quickQuoteFieldError('email', emptyQuickQuote)).toBe('emailRequired');
    expect(quickQuoteFieldError('email', { ...emptyQuickQuote, email: 'anna@' })).toBe('emailInvalid');
    expect(quickQuoteFieldError('service', emptyQuickQuote)).toBe('serviceRequired');
    expect(quickQuoteFieldError('budget', emptyQuickQuote)).toBe('budgetRequired');
    for (const field of ['company', 'timeline', 'message'] as const) expect(quickQuoteFieldError(field, emptyQuickQuote)).toBeUndefined();
  });

  it('step 2 needs service and budget; step 3 needs nothing', () => {
    expect(isQuickQuoteStepValid(2, { ...emptyQuickQuote, service: 'all' })).toBe(false);
    expect(isQuickQuoteStepValid(2, { ...emptyQuickQuote, budget: 'under-5k' })).toBe(false);
    expect(isQuickQuoteStepValid(2, { ...emptyQuickQuote, service: 'all', budget: 'under-5k' })).toBe(true);
    expect(isQuickQuoteStepValid(3, emptyQuickQuote)).toBe(true);
    expect(isQuickQuoteComplete(complete)).toBe(true);
    expect(isQuickQuoteComplete({ ...complete, budget: '' })).toBe(false);
  });

  it('choice fields take their options or nothing; text fields take any text', () => {
    expect(isQuickQuoteValue('service', 'google-ads')).toBe(true);
    expect(isQuickQuoteValue('service', '')).toBe(true);
    expect(isQuickQuoteValue('service', 'under-5k')).toBe(false);
    expect(isQuickQuoteValue('timeline', 'next-year')).toBe(false);
    expect(isQuickQuoteValue('message', 'anything at all')).toBe(true);
  });
});

describe('a quote as contact mail template parameters', () => {
  it('marks the source as quick quote, with service, budget and timeline', () => {
    expect(quoteTemplateParams(complete)).toEqual({
      from_name: 'Anna Schmidt',
      from_email: 'anna@example.de',
      from_company: 'Bäckerei Schmidt',
      subject: 'Quick quote: seo-retainer',
      message: 'We would like more visitors from Hamburg.',
      phone: 'Not provided',
      preferred_contact: 'Email',
      budget: '5k-10k',
      timeline: '3-months',
      to_name: business.personName,
      to_email: business.email,
      reply_to: 'anna@example.de',
      source: 'quick quote',
      service: 'seo-retainer',
    });
    expect(QUICK_QUOTE_SOURCE).toBe('quick quote');
  });

  it('the optional fields left empty get the template’s defaults', () => {
    const params = quoteTemplateParams({ ...complete, company: ' ', timeline: '', message: '  ' });
    expect(params).toMatchObject({ from_company: 'Not specified', timeline: 'Not specified', message: 'Not specified' });
  });

  it('goes through the contact sender’s spam check like a contact message', () => {
    expect(isSpam(quoteContactValues(complete))).toBe(false);
    expect(isSpam(quoteContactValues({ ...complete, message: 'cheap casino offers' }))).toBe(true);
  });
});
