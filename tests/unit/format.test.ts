import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatEuro, formatEuroRange, formatMonth, formatNumber, formatTime } from '../../src/i18n/format';
import { i18nCatalogs } from '../../src/i18n/catalogs';
import { localeTags, locales } from '../../src/i18n/locales';

describe('formatTime', () => {
  // formatTime writes times by the catalog's pattern, without Intl.DateTimeFormat (its first use is a long
  // task on a phone): with the shipped translations it must write every time of day exactly as Intl does. Intl's spaces normalised:
  // newer ICU writes a narrow no-break space before AM, older a plain one.
  it.each(locales)('writes every hour and a few minutes as Intl does in %s', async (locale) => {
    const i18n = await i18nCatalogs.load(locale);
    const intl = new Intl.DateTimeFormat(localeTags[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    for (let hours = 0; hours < 24; hours += 1) {
      for (const minutes of [0, 5, 30, 59]) {
        const hhmm = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
        const expected = intl.format(new Date(Date.UTC(2025, 0, 6, hours, minutes))).replace(/\s/g, ' ');
        expect(formatTime(i18n, hhmm), `${locale} ${hhmm}`).toBe(expected);
      }
    }
  });
});

describe('formatNumber and formatEuro', () => {
  // Written without Intl (its first NumberFormat is a long task on a phone): every figure must
  // still come out exactly as Intl.NumberFormat writes it in each language.
  const samples = [0, 1, 7, 12, 98, 150, 999, 1000, 1234, 9999, 10000, 15000, 123456, 1234567, 98765432, 0.5, 1.5, 2.5, 4.5, 4.25, 0.125, 1.005, 12.3456, 999.9995, 1234.5678];
  // Deterministic pseudo-random values across magnitudes and fractions.
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let index = 0; index < 400; index += 1) samples.push(Math.round(random() * 10 ** Math.floor(random() * 9)) / 10 ** Math.floor(random() * 4));
  const optionSets = [{}, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, { useGrouping: false }, { useGrouping: true, minimumFractionDigits: 0, maximumFractionDigits: 0 }];

  it.each(locales)('writes numbers as Intl does in %s', async (locale) => {
    const i18n = await i18nCatalogs.load(locale);
    for (const options of optionSets) {
      const intl = new Intl.NumberFormat(localeTags[locale], options);
      for (const value of samples) {
        for (const signed of [value, -value]) {
          const expected = intl.format(signed);
          if (expected.startsWith('-0') && !/[1-9]/.test(expected)) continue; // a negative rounding to zero: Intl writes "-0"
          expect(formatNumber(i18n, signed, options), `${locale} ${signed} ${JSON.stringify(options)}`).toBe(expected);
        }
      }
    }
  });

  it.each(locales)('writes euro amounts as Intl does in %s', async (locale) => {
    const i18n = await i18nCatalogs.load(locale);
    const intl = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    for (const value of samples) {
      for (const signed of [value, -value]) {
        const expected = intl.format(signed);
        if (!/[1-9]/.test(expected)) continue;
        expect(formatEuro(i18n, signed), `${locale} ${signed}`).toBe(expected);
      }
    }
  });
});

describe('formatEuroRange, formatDuration, formatDate and formatMonth', () => {
  const spaces = (text: string) => text.replace(/[\u2060]/g, '');
  it.each(locales)('write ranges, durations and dates as Intl does in %s', async (locale) => {
    const i18n = await i18nCatalogs.load(locale);
    const tag = localeTags[locale];
    const euro = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    for (const [min, max] of [[500, 900], [3500, 8000], [15000, 40000], [999, 1500000]] as const) {
      // Intl's English range has spaces around the dash; the site closes it (formatEuroRange's comment).
      const expected = euro.formatRange(min, max).replace(/\s+–\s+/, '–').replace(/ /g, '\u00a0');
      expect(spaces(formatEuroRange(i18n, min, max)), `${locale} ${min}–${max}`).toBe(expected);
    }
    for (const unit of ['day', 'week', 'month'] as const) {
      const intl = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' });
      for (let min = 0; min <= 30; min += 1) {
        expect(spaces(formatDuration(i18n, unit, min)), `${locale} ${min} ${unit}`).toBe(intl.format(min).replace(/ /g, '\u00a0'));
        // A range takes the form of its end; from 2 on (every range this site states) as Intl does. Below,
        // CLDR's English says "0–1 days", the catalog's pattern "0–1 day": the translator's call.
        for (const max of [min + 1, min + 2, min + 10].filter((end) => end >= 2)) {
          expect(spaces(formatDuration(i18n, unit, min, max)), `${locale} ${min}–${max} ${unit}`).toBe(intl.formatRange(min, max).replace(/ /g, '\u00a0'));
        }
      }
    }
    const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
    const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
    for (let monthIndex = 1; monthIndex <= 12; monthIndex += 1) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2025-${String(monthIndex).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDate(i18n, iso), `${locale} ${iso}`).toBe(date.format(new Date(Date.UTC(2025, monthIndex - 1, day, 12))));
      }
      expect(formatMonth(i18n, `2025-${String(monthIndex).padStart(2, '0')}`), `${locale} month ${monthIndex}`).toBe(month.format(new Date(Date.UTC(2025, monthIndex - 1, 15, 12))));
    }
  });
});
