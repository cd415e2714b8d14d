import type { I18n } from '@lingui/core';
import { type Locale, localeTags } from './locales';

/**
 * Intl formatters are costly to make and cheap to use: one per language and options, kept for
 * the page's life (a count-up formats its number on every animation frame).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

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

const dateTimeFormat = (i18n: I18n, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, (tag, opts) => new Intl.DateTimeFormat(tag, opts), i18n, options);

/** Noon UTC of an ISO date (YYYY-MM-DD): the same calendar day in every time zone. */
function utcNoon(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** Euro amounts the way each language writes them (8.000 €, €8,000, 8 000 €). */
export function formatEuro(i18n: I18n, amount: number): string {
  return numberFormat(i18n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}

/** A number the way the page's language writes it; `options` e.g. `{ useGrouping: false }` for a year. */
export function formatNumber(i18n: I18n, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(i18n, options).format(value);
}

/** A calendar date in the language's long form (20. Januar 2025, January 20, 2025). */
export function formatDate(i18n: I18n, isoDate: string): string {
  return dateTimeFormat(i18n, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(utcNoon(isoDate));
}

/** A month and year (August 2025, août 2025). */
export function formatMonth(i18n: I18n, isoMonth: string): string {
  return dateTimeFormat(i18n, { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(utcNoon(`${isoMonth}-15`));
}

/** A time of day (9:00, 9:00 AM, 09:00). */
export function formatTime(i18n: I18n, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return dateTimeFormat(i18n, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 0, 6, hours, minutes)));
}

/**
 * Keeps a short range on one line: no break at its spaces or around its dash
 * ("4–16 weeks" must not wrap as "4–" / "16 weeks").
 */
function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/\s?[–-]\s?/g, (dash) => `\u2060${dash}\u2060`);
}

/**
 * Euro amounts from–to (15.000–40.000 €, €15,000–€40,000, 15 000–40 000 €). English ranges
 * come with spaces around the dash (€15,000 – €40,000); a closed dash, as English style guides
 * write number ranges, keeps the range on one line in a phone's price column.
 */
export function formatEuroRange(i18n: I18n, min: number, max: number): string {
  const range = numberFormat(i18n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).formatRange(min, max);
  return unbreakable(range.replace(/\s+–\s+/, '–'));
}

export type DurationUnit = 'day' | 'week' | 'month';

/** A duration or a range of durations in words (2 Wochen, 4–6 weeks, 3–6 mois). */
export function formatDuration(i18n: I18n, unit: DurationUnit, min: number, max?: number): string {
  const format = numberFormat(i18n, { style: 'unit', unit, unitDisplay: 'long' });
  return unbreakable(max === undefined || max === min ? format.format(min) : format.formatRange(min, max));
}
