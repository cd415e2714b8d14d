import { describe, expect, it } from 'vitest';
import { emptyContactForm } from '../../src/contact/formValues';
import { isSpam } from '../../src/contact/spam';

/**
 * The listed words of spec section 5 (viagra, casino, loan, crypto, bitcoin, sex,
 * porn) count at the start of a word, with whatever follows (src/contact/spam.ts
 * explains the rule and its two exceptions). Each text goes through the message,
 * then the subject and the name, so every checked field is covered; the other
 * fields stay empty (the check does not depend on the form being valid).
 */
const fields = ['message', 'subject', 'name'] as const;

const spam = [
  // the listed words themselves, in any case
  'viagra', 'Casino', 'LOAN', 'crypto', 'Bitcoin', 'sex', 'porn',
  // forms and compounds: the word start is enough
  'loans', 'bitcoins', 'cryptocurrency', 'casinos', 'porno', 'pornography', 'sexy', 'cryptos',
  'loaned', 'viagras',
  // a hyphen or other punctuation starts a word
  'Online-Casino', 'E-Bitcoin', '(casino)', 'crypto!', 'bitcoin-Zahlung', 'Bitcoin-Zahlungen gewünscht',
  // words around it are not read: the decision is per word
  'no casino please', 'ohne Bitcoin', 'sans bitcoin', 'free crypto', 'crypto free money',
  // an absence suffix must be the whole rest of the word
  'bitcoin-freeze', 'casinofreebies',
];

const business = [
  // the letters inside another word
  'Essex', 'Middlesex', 'Sussex', 'Unisex-Mode', 'Unisex', 'Wessex Bakery',
  // words that only share the first letters
  'Sexton', 'Sextons', 'the sextant', 'Sextett', 'cryptography', 'cryptographic keys', 'cryptographie',
  // another language's spelling is another word
  'Kryptografie',
  // compounds of absence
  'Bitcoin-free', 'a bitcoin-free checkout', 'Casino-frei', 'bitcoinfreie Kasse', 'Bitcoin-Free', 'crypto-free',
  // ordinary business text
  'We need a new website for our bakery in Hamburg-Altona.', 'Online shop with PayPal and invoice', 'Sexton & Partner, Steuerberater',
];

describe('spam words at word starts (spec section 5)', () => {
  it.each(spam)('%j is spam', (text) => {
    for (const field of fields) expect(isSpam({ ...emptyContactForm, [field]: `Hello, ${text} here` }), field).toBe(true);
  });

  it.each(business)('%j is not spam', (text) => {
    for (const field of fields) expect(isSpam({ ...emptyContactForm, [field]: `Hello, ${text} here` }), field).toBe(false);
  });
});
