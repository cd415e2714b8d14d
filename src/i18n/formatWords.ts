import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words and patterns of dates, times and durations (src/i18n/format.ts writes them without Intl):
 * a translator sets them in the shell catalog like any other text. The English, German and French
 * translations follow CLDR, as Intl wrote them before (tests/unit/format.test.ts compares the two).
 */
export const monthNames: readonly MessageDescriptor[] = [
  msg({ context: 'month name', message: 'January' }),
  msg({ context: 'month name', message: 'February' }),
  msg({ context: 'month name', message: 'March' }),
  msg({ context: 'month name', message: 'April' }),
  msg({ context: 'month name', message: 'May' }),
  msg({ context: 'month name', message: 'June' }),
  msg({ context: 'month name', message: 'July' }),
  msg({ context: 'month name', message: 'August' }),
  msg({ context: 'month name', message: 'September' }),
  msg({ context: 'month name', message: 'October' }),
  msg({ context: 'month name', message: 'November' }),
  msg({ context: 'month name', message: 'December' }),
];

export const datePattern = msg({
  message: '{month} {day}, {year}',
  comment: 'A calendar date (January 20, 2025; in German "{day}. {month} {year}"). {month} is a month name, {day} and {year} are numbers',
});

export const monthPattern = msg({ message: '{month} {year}', comment: 'A month of a year (August 2025)' });

export const timePattern = msg({
  message: '{hour12}:{minutes} {dayPeriod}',
  comment:
    'A time of day (9:00 AM). {hour12} is the hour from 1 to 12, {hour24} the hour from 0 to 23, {minutes} two digits, {dayPeriod} AM or PM. A 24-hour language writes "{hour24}:{minutes}"',
});

export const dayPeriods = {
  am: msg({ context: 'time of day', message: 'AM', comment: 'Before noon, after a time (9:00 AM)' }),
  pm: msg({ context: 'time of day', message: 'PM', comment: 'After noon, after a time (10:00 PM)' }),
};

/**
 * `{form}` is the plural form of the count (a range's end for a range) by the language's plural
 * rules: one, other (and few, many… where a language has them); `{amount}` is the number or range
 * shown. A select, not a plural: Lingui's plural formats its number with Intl on the way, which is
 * the cost these patterns avoid.
 */
export const durationUnits = {
  day: msg({ message: '{form, select, one {{amount} day} other {{amount} days}}', comment: 'A duration: {amount} is a number or a range (1 day, 4–6 days); {form} is its plural form (one, other)' }),
  week: msg({ message: '{form, select, one {{amount} week} other {{amount} weeks}}', comment: 'A duration: {amount} is a number or a range (1 week, 4–6 weeks); {form} is its plural form (one, other)' }),
  month: msg({ message: '{form, select, one {{amount} month} other {{amount} months}}', comment: 'A duration: {amount} is a number or a range (1 month, 4–6 months); {form} is its plural form (one, other)' }),
};
