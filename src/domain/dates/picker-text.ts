// The text field of a date picker: what it shows for a value and how typed text becomes one, for both
// picker types (node-model §5 "Picker type date or month"). Bounds are ISO dates; a month picker compares
// whole months, so a minimum in mid-month still allows that month.

import type { LocaleSettings } from '../locale-settings';
import { formatDate } from '../values/format-date';
import { parseDate } from '../values/parse-date';
import type { ParseResult } from '../values/parse-result';
import { failed, parsed } from '../values/parse-result';
import { dateTooEarly, dateTooLate, INVALID_DATE } from '../values/value-messages';
import { formatMonth, parseMonthText } from './month-text';

export type PickerType = 'date' | 'month';

export type PickerBounds = {
  min?: string;
  max?: string;
  /** Years of 1–2 digits expand and 3 digits are invalid; false takes the year as typed. @default true */
  fourDigitYear?: boolean;
};

/** The earlier of two optional ISO dates (the birth-date rule narrows a given maximum to today). */
export function earlierBound(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a.slice(0, 10) < b.slice(0, 10) ? a : b;
}

export function pickerText(iso: string | null, type: PickerType, locale: LocaleSettings): string {
  if (iso === null || iso === '') return '';
  return type === 'month' ? formatMonth(iso, locale) : formatDate(iso.slice(0, 10), 'date', locale);
}

/**
 * Typed text to an ISO date (a month as its first day); empty text clears (null). `invalidText` replaces
 * the message for text that is no date at all (the range picker says 'Invalid input').
 */
export function parsePickerText(text: string, type: PickerType, locale: LocaleSettings, today: Date, bounds: PickerBounds = {}, invalidText = INVALID_DATE): ParseResult<string | null> {
  const result = type === 'month' ? parseMonth(text, locale, today, bounds) : parseDate(text, locale, today, { kind: 'date', fourDigitYear: bounds.fourDigitYear, min: bounds.min?.slice(0, 10), max: bounds.max?.slice(0, 10) });
  if (!result.ok && result.error === INVALID_DATE) return failed(invalidText);
  return result;
}

function parseMonth(text: string, locale: LocaleSettings, today: Date, bounds: PickerBounds): ParseResult<string | null> {
  const result = parseMonthText(text, locale, today, bounds.fourDigitYear);
  if (!result.ok || result.value === null) return result;
  const month = result.value.slice(0, 7);
  if (bounds.min !== undefined && month < bounds.min.slice(0, 7)) return failed(dateTooEarly(formatMonth(bounds.min, locale)));
  if (bounds.max !== undefined && month > bounds.max.slice(0, 7)) return failed(dateTooLate(formatMonth(bounds.max, locale)));
  return parsed(result.value);
}
