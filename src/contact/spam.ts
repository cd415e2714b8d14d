import type { ContactFormValues } from './formValues';

/**
 * Spam check of spec section 5, before anything is sent: a filled honeypot, or
 * name + subject + message (lowercased) containing a link, one of the listed
 * words, a script tag, `javascript:` or `onclick`.
 *
 * The words count as whole words (letters or digits on neither side), so
 * "Essex" or "Sussex" are not spam while "sex" is.
 */
const spamWords = ['viagra', 'casino', 'loan', 'crypto', 'bitcoin', 'sex', 'porn'];
const spamPatterns: RegExp[] = [
  /https?:\/\//,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${spamWords.join('|')})(?![\\p{L}\\p{N}])`, 'u'),
  /<\s*script/,
  /javascript:/,
  /onclick/,
];

export function isSpam(values: ContactFormValues): boolean {
  if (values.website.trim() !== '') return true;
  const text = `${values.name} ${values.subject} ${values.message}`.toLowerCase();
  return spamPatterns.some((pattern) => pattern.test(text));
}
