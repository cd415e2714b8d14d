import type { ContactFormValues } from './formValues';

/**
 * Spam check of spec section 5, before anything is sent: a filled honeypot, or
 * name + subject + message (lowercased) containing a link, one of the listed
 * words, a script tag, `javascript:` or `onclick`.
 *
 * "Contains a listed word" is read at the level of words, one rule for all of them:
 *
 * 1. A listed word counts where it starts a word (no letter or digit right before
 *    it; a hyphen starts a word too, so "Online-Casino" counts). Whatever follows
 *    is a form or compound of it and counts as well: "loans", "bitcoins",
 *    "casinos", "porno", "cryptocurrency", "sexy". Inside a word the letters
 *    belong to another word: "Essex", "Middlesex", "Sussex", "Unisex-Mode".
 * 2. Except a word that only shares its first letters and is not a form of the
 *    listed word: "Sexton", "sextant", "sextet" (Latin sex, six) and
 *    "cryptography" (the spam word "crypto" is short for cryptocurrency).
 *    `unrelatedWords` lists them, as word starts, so their forms pass too.
 * 3. Except a compound of absence: "Bitcoin-free", "casinofrei". Such a word names
 *    the opposite of the listed thing, as "sugar-free" does; a visitor who asks
 *    for a Bitcoin-free shop is not advertising Bitcoin. The decision is taken
 *    per word: words around it are not read, so "no casino" or "ohne Bitcoin"
 *    still count, as the spec's "contains" says.
 *
 * Other languages' spellings are other words: German "Kryptografie" does not
 * start with "crypto" (French "cryptographie" is rule 2's word).
 */
const spamWords = ['viagra', 'casino', 'loan', 'crypto', 'bitcoin', 'sex', 'porn'];
const unrelatedWords = ['sexton', 'sextant', 'sextet', 'cryptograph'];
/** English "-free", German "-frei" with its endings (bitcoinfreie, bitcoinfreies ...), hyphen optional. */
const absenceSuffix = '-?(?:free|frei(?:e[mnrs]?)?)';
const letter = '[\\p{L}\\p{N}]';
const listedWord = new RegExp(
  `(?<!${letter})(?!${unrelatedWords.join('|')})(?:${spamWords.join('|')})(?!${letter}*${absenceSuffix}(?!${letter}))`,
  'u',
);
const spamPatterns: RegExp[] = [/https?:\/\//, listedWord, /<\s*script/, /javascript:/, /onclick/];

export function isSpam(values: ContactFormValues): boolean {
  if (values.website.trim() !== '') return true;
  const text = `${values.name} ${values.subject} ${values.message}`.toLowerCase();
  return spamPatterns.some((pattern) => pattern.test(text));
}
