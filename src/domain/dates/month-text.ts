// Text of the month picker (node-model §5 "Picker type date or month"): the locale's date pattern without
// its day ('yyyy-mm', 'mm.yyyy'). Decision: a month is stored as the ISO date of its first day, so a month
// value is still a valid date; the end of a month range is its last day (see date-range.ts).

import type { LocaleSettings } from '../locale-settings';
import { datePartOrder, tokenizePattern } from '../values/date-pattern';
import { formatDateParts } from '../values/format-date';
import { readYear } from '../values/parse-date';
import type { ParseResult } from '../values/parse-result';
import { failed, parsed } from '../values/parse-result';
import { INVALID_DATE } from '../values/value-messages';
import type { CalendarDay } from './calendar-day';
import { dayOfIso, isoOfDay } from './calendar-day';

/** The date pattern with the day and the separator next to it removed. */
export function monthPattern(dateFormat: string): string {
  const tokens = tokenizePattern(dateFormat);
  const at = tokens.findIndex((t) => t.kind === 'field' && t.letter === 'd');
  if (at < 0) return dateFormat;
  // Drop the separator after the day, or before it when the day comes last.
  const drop = tokens[at + 1]?.kind === 'literal' ? at + 1 : tokens[at - 1]?.kind === 'literal' ? at - 1 : at;
  return tokens
    .filter((_, i) => i !== at && i !== drop)
    .map((t) => (t.kind === 'literal' ? t.text : t.letter.repeat(t.width)))
    .join('');
}

export function formatMonth(iso: string, locale: LocaleSettings): string {
  const day = dayOfIso(iso);
  if (!day) return iso;
  return formatDateParts({ ...day, hour: 0, minute: 0, second: 0, millisecond: 0 }, monthPattern(locale.dateFormat));
}

/**
 * Reads a month: 'm' alone is that month of today's year; 'm' and 'y' in the locale's order give both.
 * Empty text clears (null). Years follow the date rule: 4 digits forced, 1–2 digits expand.
 */
export function parseMonthText(text: string, locale: LocaleSettings, today: Date, fourDigitYear = true): ParseResult<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return parsed(null);
  if (/[^\d\s./,-]/.test(trimmed)) return failed(INVALID_DATE);
  const groups = trimmed.split(/[\s./,-]+/).filter((g) => g !== '');
  const order = datePartOrder(locale.dateFormat).filter((p) => p !== 'd');
  let monthText: string | undefined;
  let yearText: string | undefined;
  if (groups.length === 1) monthText = groups[0];
  else if (groups.length === 2) [monthText, yearText] = order[0] === 'm' ? [groups[0], groups[1]] : [groups[1], groups[0]];
  else return failed(INVALID_DATE);
  const month = Number(monthText);
  const year = yearText === undefined ? today.getFullYear() : readYear(yearText, fourDigitYear);
  if (monthText === undefined || monthText.length > 2 || month < 1 || month > 12 || year === null || year < 1 || year > 9999) return failed(INVALID_DATE);
  const first: CalendarDay = { year, month, day: 1 };
  return parsed(isoOfDay(first));
}
