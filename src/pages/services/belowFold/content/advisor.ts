import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdvisorPriority, AdvisorQuestionId, AdvisorReason, AdvisorQuestion } from '../../../../business/advisor';

/**
 * The service advisor's text (the questions, options and rules are in
 * src/business/advisor.ts): each question, each option with a short hint, why
 * a service is recommended and how urgent it is.
 */

export const advisorQuestionText: Record<AdvisorQuestionId, MessageDescriptor> = {
  goal: msg({ message: 'What is your main goal?', comment: 'Service advisor, question 1' }),
  urgency: msg({ message: 'How soon do you need results?', comment: 'Service advisor, question 2' }),
  budget: msg({ message: 'What budget do you have in mind?', comment: 'Service advisor, question 3' }),
  existingSite: msg({ message: 'Do you already have a website?', comment: 'Service advisor, question 4' }),
};

type OptionId = AdvisorQuestion['options'][number];

/**
 * Label and hint of every option. The budget labels hold euro amounts, which
 * the view formats per language: `{amount}`, `{min}` and `{max}`.
 */
export const advisorOptionText: Record<OptionId, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  'new-website': {
    label: msg({ message: 'A new website', comment: 'Service advisor, answer to "What is your main goal?"' }),
    hint: msg`A fast, modern website that is found on Google from day one.`,
  },
  'improve-seo': {
    label: msg({ message: 'Better Google rankings', comment: 'Service advisor, answer to "What is your main goal?"' }),
    hint: msg`Rank higher for the search terms your customers type.`,
  },
  'immediate-traffic': {
    label: msg({ message: 'Visitors right away', comment: 'Service advisor, answer to "What is your main goal?"' }),
    hint: msg`Reach customers now, while search engine optimisation takes time.`,
  },
  'complete-solution': {
    label: msg({ message: 'The complete package', comment: 'Service advisor, answer to "What is your main goal?"' }),
    hint: msg`Website, SEO and ads, planned together from one hand.`,
  },
  immediate: {
    label: msg({ message: 'Immediately', comment: 'Service advisor, answer to "How soon do you need results?"' }),
    hint: msg`Every week without enquiries costs money.`,
  },
  'short-term': {
    label: msg({ message: 'Within three months', comment: 'Service advisor, answer to "How soon do you need results?"' }),
    hint: msg`Soon, but there is time to do it properly.`,
  },
  'long-term': {
    label: msg({ message: 'Steady growth over the long term', comment: 'Service advisor, answer to "How soon do you need results?"' }),
    hint: msg`Lasting visibility matters more than speed.`,
  },
  flexible: {
    label: msg({ message: 'I am flexible', comment: 'Service advisor, answer to "How soon do you need results?"' }),
    hint: msg`There is no fixed deadline.`,
  },
  'under-3k': {
    label: msg({ message: 'Under {amount}', comment: 'Service advisor, budget answer; {amount} is e.g. "€3,000"' }),
    hint: msg`A lean start with the essentials.`,
  },
  '3k-10k': {
    label: msg({ message: 'Between {min} and {max}', comment: 'Service advisor, budget answer; {min} and {max} are e.g. "€3,000" and "€10,000"' }),
    hint: msg`Room for a complete, professional project.`,
  },
  '10k-plus': {
    label: msg({ message: 'More than {amount}', comment: 'Service advisor, budget answer; {amount} is e.g. "€10,000"' }),
    hint: msg`An ambitious project or several services at once.`,
  },
  monthly: {
    label: msg({ message: 'A monthly budget', comment: 'Service advisor, budget answer' }),
    hint: msg`Ongoing support instead of a one-off project.`,
  },
  'no-website': {
    label: msg({ message: 'No, not yet', comment: 'Service advisor, answer to "Do you already have a website?"' }),
    hint: msg`My business is not online yet.`,
  },
  outdated: {
    label: msg({ message: 'Yes, but it is outdated', comment: 'Service advisor, answer to "Do you already have a website?"' }),
    hint: msg`Slow, not mobile-friendly or hard to update.`,
  },
  'modern-no-traffic': {
    label: msg({ message: 'Yes, modern, but hardly anyone visits it', comment: 'Service advisor, answer to "Do you already have a website?"' }),
    hint: msg`It looks good, but Google barely shows it.`,
  },
  'good-website': {
    label: msg({ message: 'Yes, and it works well', comment: 'Service advisor, answer to "Do you already have a website?"' }),
    hint: msg`It brings visitors and enquiries already.`,
  },
};

/** The budget answers' euro amounts (spec section 9: under 3k, 3k-10k, 10k plus). */
export const advisorBudgetAmounts = { under: 3000, min: 3000, max: 10000, over: 10000 } as const;

/** Why a service is recommended (the first condition of its rule that the answers meet). */
export const advisorReasonText: Record<AdvisorReason, MessageDescriptor> = {
  goalNewWebsite: msg`You want a new website: I build it search-engine-optimised from the first line of code, so it is found from the day it goes live.`,
  noWebsite: msg`Without a website, customers who search online cannot find you. A fast, optimised website is the foundation for everything else.`,
  outdatedWebsite: msg`An outdated website costs you trust and rankings. A relaunch brings a modern design, speed and clean technical SEO – without losing the rankings you have.`,
  urgentResults: msg`You need results now. Google Ads put you at the top of the search results within days, and you pay only when someone clicks.`,
  goalImmediateTraffic: msg`For visitors right away, Google Ads are the fastest lever: your ads appear within days, aimed at exactly the searches that matter.`,
  goalImproveSeo: msg`You want better rankings. A monthly SEO retainer improves content, technology and links step by step, with a report every month.`,
  longTermGrowth: msg`You are thinking long-term. Ongoing SEO builds visitors who keep coming back – without paying for every click.`,
  siteWithoutTraffic: msg`Your website is modern but hardly found. Ongoing SEO turns it into a steady source of enquiries.`,
};

export const advisorPriorityText: Record<AdvisorPriority, MessageDescriptor> = {
  high: msg({ message: 'High priority', comment: 'Service advisor: how urgent a recommended service is' }),
  medium: msg({ message: 'Medium priority', comment: 'Service advisor: how urgent a recommended service is' }),
  low: msg({ message: 'Low priority', comment: 'Service advisor: how urgent a recommended service is' }),
};
