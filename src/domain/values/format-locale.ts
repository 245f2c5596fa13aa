// The one road from a moment or a number to screen text in the user's locale settings (console.md §3/§9):
// banners, list rows, dialogs and revisions format through these, so a change of the settings reaches
// every screen alike. Property values go through format-value.ts, which uses the same format-date and
// format-number underneath.
import type { LocaleSettings } from '../locale-settings';
import type { DateParts } from './iso-date';
import { formatDate, formatDateParts } from './format-date';
import { formatNumber } from './format-number';

/** A moment: epoch milliseconds, a Date, or ISO text (with a zone it is shown in local time). */
export type Instant = number | string | Date;

function localParts(date: Date): DateParts {
  return {
    year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(),
    hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds(), millisecond: date.getMilliseconds(),
  };
}

function format(value: Instant, kind: 'date' | 'dateTime', locale: LocaleSettings): string {
  if (typeof value === 'string') return formatDate(value, kind, locale);
  const date = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return formatDateParts(localParts(date), kind === 'date' ? locale.dateFormat : locale.dateTimeFormat);
}

/** Date and time of a moment in the locale's date-time pattern. */
export function formatInstant(value: Instant, locale: LocaleSettings): string {
  return format(value, 'dateTime', locale);
}

/** The calendar day of a moment (or a 'YYYY-MM-DD' value) in the locale's date pattern. */
export function formatDay(value: Instant, locale: LocaleSettings): string {
  return format(value, 'date', locale);
}

/** A number with the locale's separators and its number of decimals unless the caller knows better. */
export function formatDecimal(value: number, locale: LocaleSettings, decimals: number = locale.noOfDecimals): string {
  return formatNumber(value, decimals, locale);
}
