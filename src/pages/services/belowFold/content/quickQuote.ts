import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuickQuoteBudget, QuickQuoteService, QuickQuoteStep, QuickQuoteTimeline } from '../../../../business/quickQuote';
import type { QuickQuoteFieldError } from '../../../../contact/quickQuoteValidation';

/**
 * The quick quote wizard's text (the option lists and rules are in
 * src/business/quickQuote.ts): the steps, the options of spec section 9 and
 * the fields' messages. Budget labels hold euro amounts, formatted per language.
 */

export const quoteStepTitle: Record<QuickQuoteStep, MessageDescriptor> = {
  1: msg({ message: 'How can I reach you?', comment: 'Quick quote, heading of step 1 (name and e-mail)' }),
  2: msg({ message: 'What is your project?', comment: 'Quick quote, heading of step 2 (service and budget)' }),
  3: msg({ message: 'A few details, then send', comment: 'Quick quote, heading of step 3 (company, timeline, message and a summary)' }),
};

/** Short names of the steps, in the step list above the form. */
export const quoteStepName: Record<QuickQuoteStep, MessageDescriptor> = {
  1: msg({ message: 'Contact', comment: 'Quick quote: short name of step 1 in the list of steps' }),
  2: msg({ message: 'Project', comment: 'Quick quote: short name of step 2 in the list of steps' }),
  3: msg({ message: 'Details', comment: 'Quick quote: short name of step 3 in the list of steps' }),
};

export const quoteServiceText: Record<QuickQuoteService, MessageDescriptor> = {
  'seo-website': msg({ message: 'SEO-optimised website', comment: 'Quick quote: a service to ask about' }),
  'google-ads': msg({ message: 'Google Ads management', comment: 'Quick quote: a service to ask about' }),
  'seo-retainer': msg({ message: 'Monthly SEO retainer', comment: 'Quick quote: a service to ask about' }),
  all: msg({ message: 'All of it: website, SEO and ads', comment: 'Quick quote: a service to ask about' }),
};

export const quoteBudgetText: Record<QuickQuoteBudget, MessageDescriptor> = {
  'under-5k': msg({ message: 'Under {max}', comment: 'Quick quote budget; {max} is e.g. "€5,000"' }),
  '5k-10k': msg({ message: '{min} to {max}', comment: 'Quick quote budget; {min} and {max} are e.g. "€5,000" and "€10,000"' }),
  '10k-25k': msg({ message: '{min} to {max}', comment: 'Quick quote budget; {min} and {max} are e.g. "€5,000" and "€10,000"' }),
  'over-25k': msg({ message: 'Over {min}', comment: 'Quick quote budget; {min} is e.g. "€25,000"' }),
};

/** The euro amounts of the budget options (spec section 9: under 5k, 5k-10k, 10k-25k, over 25k). */
export const quoteBudgetAmounts: Record<QuickQuoteBudget, { min?: number; max?: number }> = {
  'under-5k': { max: 5000 },
  '5k-10k': { min: 5000, max: 10000 },
  '10k-25k': { min: 10000, max: 25000 },
  'over-25k': { min: 25000 },
};

export const quoteTimelineText: Record<QuickQuoteTimeline, MessageDescriptor> = {
  asap: msg({ message: 'As soon as possible', comment: 'Quick quote: when the project should start' }),
  '1-month': msg({ message: 'Within a month', comment: 'Quick quote: when the project should start' }),
  '3-months': msg({ message: 'Within three months', comment: 'Quick quote: when the project should start' }),
  flexible: msg({ message: 'I am flexible', comment: 'Quick quote: when the project should start' }),
};

/**
 * The line beside a disabled Next (issue 36): what the step still needs, from the machine's
 * `quickQuoteMissing`. Each item is a phrase that fits into `quoteMissingLine`; a step has two
 * required fields at most, joined by `quoteMissingPair`.
 */
export const quoteMissingLine = msg({
  message: 'To continue, I still need {missing}.',
  comment: 'Quick quote, beside the disabled Next button. {missing} is one or two of the phrases "your name", "your e-mail address", "a complete e-mail address", "the service you are interested in", "your budget" (joined by "{first} and {second}"); make those phrases fit here grammatically',
});

export const quoteMissingPair = msg({
  message: '{first} and {second}',
  comment: 'Quick quote: two things still needed, joined in the sentence "To continue, I still need {missing}." (e.g. "your name and your e-mail address")',
});

export const quoteMissingText: Record<QuickQuoteFieldError, MessageDescriptor> = {
  nameRequired: msg({ message: 'your name', comment: 'Quick quote: still needed before Next, fits into "To continue, I still need {missing}."' }),
  emailRequired: msg({ message: 'your e-mail address', comment: 'Quick quote: still needed before Next, fits into "To continue, I still need {missing}."' }),
  emailInvalid: msg({ message: 'a complete e-mail address', comment: 'Quick quote: still needed before Next (the address typed is not complete), fits into "To continue, I still need {missing}."' }),
  serviceRequired: msg({ message: 'the service you are interested in', comment: 'Quick quote: still needed before Next, fits into "To continue, I still need {missing}."' }),
  budgetRequired: msg({ message: 'your budget', comment: 'Quick quote: still needed before Next, fits into "To continue, I still need {missing}."' }),
};
