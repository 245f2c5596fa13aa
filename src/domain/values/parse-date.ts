// Date text typed by the user, read in the locale's order of year, month and day (node-model §5).
//
// Decisions:
// - Any of '.', '/', '-', ',' and spaces separate the parts; digits without separators are read by position
//   (ddmm, ddmmyy, ddmmyyyy in the locale's order).
// - Missing parts come from `today`: one number is the day, two are day and month, three are the full date.
//   A date-time without a date is today at that time; without a time it is 00:00:00.
// - 4-digit years are forced by default: a 1–2 digit year expands, 00–69 → 2000–2069 and 70–99 → 1970–1999
//   (the POSIX-style fixed window, so the same text always means the same date); a 3-digit year is invalid.
//   With `fourDigitYear: false` the year is taken as typed (historical dates).
// - The time part is hh:nn[:ss[.sss]] on a 24-hour clock at the end of the text; a date field rejects it.
// - Empty text clears: accepted with the value null. Whether null is allowed is the caller's rule.
// - Dates later than `max` (birth date: today) or earlier than `min` are rejected, not clamped: a clamped
//   date would be a different, wrong date.

import type { LocaleSettings } from '../locale-settings';
import type { DatePart } from './date-pattern';
import { datePartOrder } from './date-pattern';
import type { DateKind } from './format-date';
import { formatDate } from './format-date';
import type { DateParts } from './iso-date';
import { daysInMonth, isoDateOf, toIsoDate, toIsoDateTime } from './iso-date';
import type { ParseResult } from './parse-result';
import { failed, parsed } from './parse-result';
import { INVALID_DATE, dateTooEarly, dateTooLate } from './value-messages';

export type DateParseOptions = {
  /** @default 'date' */
  kind?: DateKind;
  /** @default true */
  fourDigitYear?: boolean;
  /** ISO date or date-time; compared on the common length, so a date bound covers its whole day. */
  min?: string;
  max?: string;
  /** A range end: a date-time typed without a time becomes 23:59:59.999 of that day. */
  endOfDay?: boolean;
};

const TIME_AT_END = /(?:^|[\sT])(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,3}))?)?$/;

export function parseDate(text: string, locale: LocaleSettings, today: Date, options: DateParseOptions = {}): ParseResult<string | null> {
  const kind = options.kind ?? 'date';
  const trimmed = text.trim();
  if (trimmed === '') return parsed(null);
  const timeMatch = TIME_AT_END.exec(trimmed);
  if (timeMatch && kind === 'date') return failed(INVALID_DATE);
  const dateText = (timeMatch ? trimmed.slice(0, timeMatch.index) : trimmed).trim();
  const day = readDay(dateText, locale, today, options.fourDigitYear ?? true);
  if (!day) return failed(INVALID_DATE);
  let iso: string;
  if (kind === 'date') {
    iso = toIsoDate(day);
  } else {
    const time = timeMatch ? readTime(timeMatch) : options.endOfDay ? { hour: 23, minute: 59, second: 59, millisecond: 999 } : { hour: 0, minute: 0, second: 0, millisecond: 0 };
    if (!time) return failed(INVALID_DATE);
    iso = toIsoDateTime({ ...day, ...time });
  }
  if (options.min !== undefined && iso.slice(0, options.min.length) < options.min) return failed(dateTooEarly(formatDate(options.min, boundKind(options.min), locale)));
  if (options.max !== undefined && iso.slice(0, options.max.length) > options.max) return failed(dateTooLate(formatDate(options.max, boundKind(options.max), locale)));
  return parsed(iso);
}

/** The latest birth date: today (node-model §5). */
export function birthDateMax(today: Date): string {
  return isoDateOf(today);
}

/** Expands a 1–2 digit year into 1970–2069. */
export function expandYear(year: number): number {
  return year < 70 ? 2000 + year : 1900 + year;
}

function boundKind(iso: string): DateKind {
  return iso.length > 10 ? 'dateTime' : 'date';
}

type Day = Pick<DateParts, 'year' | 'month' | 'day'>;

function readDay(dateText: string, locale: LocaleSettings, today: Date, fourDigitYear: boolean): Day | null {
  if (/[^\d\s./,-]/.test(dateText)) return null;
  const groups = dateText.split(/[\s./,-]+/).filter((g) => g !== '');
  const order = datePartOrder(locale.dateFormat);
  const assigned = assignGroups(groups, order);
  if (!assigned) return null;
  const year = assigned.y === undefined ? today.getFullYear() : readYear(assigned.y, fourDigitYear);
  const month = assigned.m === undefined ? today.getMonth() + 1 : Number(assigned.m);
  const day = assigned.d === undefined ? today.getDate() : Number(assigned.d);
  if (year === null || year < 1 || year > 9999) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function assignGroups(groups: string[], order: DatePart[]): Partial<Record<DatePart, string>> | null {
  if (groups.length === 0) return {};
  if (groups.length === 1) return splitCompact(groups[0] as string, order);
  if (groups.some((g) => g.length > 4)) return null;
  const used = groups.length === 2 ? order.filter((p) => p !== 'y') : groups.length === 3 ? order : null;
  if (!used) return null;
  return Object.fromEntries(used.map((part, i) => [part, groups[i]]));
}

/** Digits without separators: d, dd, ddmm, ddmmyy or ddmmyyyy, each in the locale's order. */
function splitCompact(digits: string, order: DatePart[]): Partial<Record<DatePart, string>> | null {
  if (digits.length <= 2) return { d: digits };
  const yearWidth = digits.length === 8 ? 4 : digits.length === 6 ? 2 : digits.length === 4 ? 0 : -1;
  if (yearWidth < 0) return null;
  const parts = yearWidth === 0 ? order.filter((p) => p !== 'y') : order;
  const result: Partial<Record<DatePart, string>> = {};
  let at = 0;
  for (const part of parts) {
    const width = part === 'y' ? yearWidth : 2;
    result[part] = digits.slice(at, at + width);
    at += width;
  }
  return result;
}

/** A typed year: with 4-digit years forced, 1–2 digits expand and 3 digits are invalid. */
export function readYear(text: string, fourDigitYear: boolean): number | null {
  const year = Number(text);
  if (!fourDigitYear) return year;
  if (text.length <= 2) return expandYear(year);
  return text.length === 4 ? year : null;
}

function readTime(match: RegExpExecArray): Omit<DateParts, 'year' | 'month' | 'day'> | null {
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const millisecond = Number((match[4] ?? '0').padEnd(3, '0'));
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second, millisecond };
}
