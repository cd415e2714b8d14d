import type { I18n } from '@lingui/core';
import { datePattern, dayPeriods, durationUnits, monthNames, monthPattern, timePattern } from './formatWords';
import { type Locale, localeTags } from './locales';
import { translate } from './translate';

/**
 * Intl formatters are costly to make (the first one of a page most: it loads the locale data) and
 * cheap to use: one per language and options, kept for the page's life. What a page shows as it
 * opens is written without them, below.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<Format>(formats: Map<string, Format>, make: (tag: string, options?: object) => Format, i18n: I18n, options?: object): Format {
  const tag = localeTags[i18n.locale as Locale] ?? i18n.locale;
  const key = `${tag} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = make(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** The page language's number format with these options, made once. */
export const numberFormat = (i18n: I18n, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, (tag, opts) => new Intl.NumberFormat(tag, opts), i18n, options);

/**
 * How each language writes a plain number and a euro amount, as Intl.NumberFormat (CLDR) writes
 * them: tests/unit/format.test.ts checks it against Intl for thousands of values. Not Intl itself for
 * the figures a page shows as it opens (the hero's counters, prices): a page's first NumberFormat
 * loads the number data, 15–40 ms on a fast machine and four times that on a phone, in one piece
 * of hydration. The calculator's live figures and the skills' percentages (below the fold) still
 * use Intl (numberFormat).
 */
const numberSymbols: Record<Locale, { group: string; decimal: string; euro: (amount: string) => string; euroRange: (from: string, to: string) => string }> = {
  // German and French write the sign once, after a range; English before each amount.
  de: { group: '.', decimal: ',', euro: (amount) => `${amount}\u00a0€`, euroRange: (from, to) => `${from}–${to}\u00a0€` },
  en: { group: ',', decimal: '.', euro: (amount) => `€${amount}`, euroRange: (from, to) => `€${from}–€${to}` },
  fr: { group: '\u202f', decimal: ',', euro: (amount) => `${amount}\u00a0€`, euroRange: (from, to) => `${from}–${to}\u00a0€` },
};

type PlainNumberOptions = Pick<Intl.NumberFormatOptions, 'useGrouping' | 'minimumFractionDigits' | 'maximumFractionDigits'>;

/** The digits of |value| in the language's way, without sign: rounded half away from zero, as Intl does. */
function plainDigits(locale: Locale, value: number, { useGrouping = true, minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: PlainNumberOptions): string {
  const { group, decimal } = numberSymbols[locale];
  const [whole = '0', fraction = ''] = roundedDecimal(Math.abs(value), maximumFractionDigits).split('.');
  let shownFraction = fraction.padEnd(minimumFractionDigits, '0');
  while (shownFraction.length > minimumFractionDigits && shownFraction.endsWith('0')) shownFraction = shownFraction.slice(0, -1);
  const grouped = useGrouping === false ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  return shownFraction ? `${grouped}${decimal}${shownFraction}` : grouped;
}

/**
 * `value` (not negative) with at most `digits` decimals, rounded half away from zero on its shortest
 * decimal form, as Intl rounds (1.005 → 1.01, where toFixed's binary value gives 1.00).
 */
function roundedDecimal(value: number, digits: number): string {
  const shortest = value.toString();
  if (/e/i.test(shortest)) return value.toFixed(digits); // beyond 1e21 or below 1e-6: no figure of this site
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return fraction ? `${whole}.${fraction}` : whole;
  const scaled = BigInt(whole + fraction.slice(0, digits)) + (Number(fraction[digits]) >= 5 ? 1n : 0n);
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const isNegative = (value: number, digits: string) => value < 0 && /[1-9]/.test(digits);

/** Euro amounts the way each language writes them (8.000 €, €8,000, 8 000 €). */
export function formatEuro(i18n: I18n, amount: number): string {
  const locale = i18n.locale as Locale;
  const digits = plainDigits(locale, amount, { maximumFractionDigits: 0 });
  return `${isNegative(amount, digits) ? '-' : ''}${numberSymbols[locale].euro(digits)}`;
}

/** A number the way the page's language writes it; `options` e.g. `{ useGrouping: false }` for a year. */
export function formatNumber(i18n: I18n, value: number, options: PlainNumberOptions = {}): string {
  const digits = plainDigits(i18n.locale as Locale, value, options);
  return `${isNegative(value, digits) ? '-' : ''}${digits}`;
}

const monthName = (i18n: I18n, month: number) => i18n._(monthNames[month - 1] ?? monthNames[0]!);

/** The year, month (1-12) and day of an ISO date (YYYY-MM-DD). */
function dateParts(isoDate: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/**
 * A calendar date in the language's long form (20. Januar 2025, January 20, 2025, 20 janvier 2025),
 * as Intl's date format writes it (tests/unit/format.test.ts); not Intl itself, for the same reason
 * as the numbers: the legal pages show their dates as they open.
 */
export function formatDate(i18n: I18n, isoDate: string): string {
  const [year, month, day] = dateParts(isoDate);
  return translate(i18n, datePattern, { month: monthName(i18n, month), day: String(day), year: String(year) });
}

/** A month and year (August 2025, août 2025). */
export function formatMonth(i18n: I18n, isoMonth: string): string {
  const [year, month] = dateParts(`${isoMonth}-15`);
  return translate(i18n, monthPattern, { month: monthName(i18n, month), year: String(year) });
}

/**
 * A time of day, `hh:mm` (9:00, 9:00 AM), by the catalog's pattern; its translations write what
 * Intl.DateTimeFormat writes with `{ hour: 'numeric', minute: '2-digit' }` (tests/unit/format.test.ts
 * checks every hour). Not Intl itself: the first DateTimeFormat a page makes loads the date data,
 * about 16 ms on a fast machine and four times that on a phone, in one piece, and the footer's office
 * hours are on every page: it was the longest task of hydration. The server's and the browser's ICU
 * may also disagree on a space before AM, which would be a hydration mismatch.
 */
export function formatTime(i18n: I18n, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return translate(i18n, timePattern, {
    hour12: String(hours % 12 || 12),
    hour24: String(hours),
    minutes: String(minutes).padStart(2, '0'),
    dayPeriod: i18n._(hours < 12 ? dayPeriods.am : dayPeriods.pm),
  });
}

/**
 * Keeps a short range on one line: no break at its spaces or around its dash
 * ("4–16 weeks" must not wrap as "4–" / "16 weeks").
 */
function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/\s?[–-]\s?/g, (dash) => `\u2060${dash}\u2060`);
}

/**
 * Euro amounts from–to (15.000–40.000 €, €15,000–€40,000, 15 000–40 000 €), as Intl's formatRange writes
 * them (tests/unit/format.test.ts), with a closed dash in English too: English style guides write
 * number ranges so, and it keeps the range on one line in a phone's price column.
 */
export function formatEuroRange(i18n: I18n, min: number, max: number): string {
  const locale = i18n.locale as Locale;
  const whole = { maximumFractionDigits: 0 };
  return unbreakable(numberSymbols[locale].euroRange(plainDigits(locale, min, whole), plainDigits(locale, max, whole)));
}

export type DurationUnit = 'day' | 'week' | 'month';

const pluralRules = new Map<string, Intl.PluralRules>();
/** The plural form (one, other, …) of a count in the page's language (Intl's plural rules: cheap to make, unlike its formats). */
const pluralForm = (i18n: I18n, count: number): Intl.LDMLPluralRule => cached(pluralRules, (tag) => new Intl.PluralRules(tag), i18n).select(count);

/**
 * A duration or a range of durations in whole units, in words (2 Wochen, 4–6 weeks, 3–6 mois), as
 * Intl's unit format writes them (tests/unit/format.test.ts).
 */
export function formatDuration(i18n: I18n, unit: DurationUnit, min: number, max?: number): string {
  const single = max === undefined || max === min;
  const amount = single ? formatNumber(i18n, min) : `${formatNumber(i18n, min)}–${formatNumber(i18n, max)}`;
  return unbreakable(translate(i18n, durationUnits[unit], { form: pluralForm(i18n, single ? min : max), amount }));
}
