// Range properties are edited as 'from;to' (node-model §5); either end may be left empty (open).
// Decision: the date rule "if from is later than to, to is cleared" applies to numeric ranges too, so both
// range editors behave alike; the cleared value comes back with a message so the user sees why.

import type { LocaleSettings } from '../locale-settings';
import type { RangeValue } from '../nodes/node-protocol';
import type { DateKind } from './format-date';
import type { NumberOptions } from './parse-number';
import { parseQuantity } from './parse-quantity';
import type { ParseResult } from './parse-result';
import { corrected, failed, parsed } from './parse-result';
import { parseDate } from './parse-date';
import { INVALID_VALUE, RANGE_END_CLEARED, rangeEndError } from './value-messages';

type End = number | string | null;

export function isRangeValue(value: unknown): value is RangeValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;
}

/** A range value that is not a { from, to } object is 'Invalid value!' (node-model §8). */
export function validateRangeValue(value: unknown): ParseResult<RangeValue> {
  return isRangeValue(value) ? parsed(value) : failed(INVALID_VALUE);
}

export function parseNumberRange(text: string, options: NumberOptions, locale: LocaleSettings): ParseResult<RangeValue> {
  return parseRangeText(text, (end) => parseQuantity(end, options, locale));
}

export function parseDateRange(text: string, kind: DateKind, locale: LocaleSettings, today: Date, fourDigitYear = true): ParseResult<RangeValue> {
  return parseRangeText(text, (end, which) => parseDate(end, locale, today, { kind, fourDigitYear, endOfDay: which === 'to' }));
}

/** Clears `to` when it lies before `from`; ISO text of one kind compares in calendar order. */
export function orderRange(range: RangeValue): ParseResult<RangeValue> {
  const { from, to } = range;
  if (from === null || to === null || !(from > to)) return parsed(range);
  return corrected({ from, to: null }, RANGE_END_CLEARED);
}

function parseRangeText(text: string, parseEnd: (end: string, which: 'from' | 'to') => ParseResult<End>): ParseResult<RangeValue> {
  const ends = text.split(';');
  if (ends.length !== 2) return failed(INVALID_VALUE);
  const from = readEnd(ends[0] as string, 'from', parseEnd);
  const to = readEnd(ends[1] as string, 'to', parseEnd);
  if (from.value === undefined || to.value === undefined) return failed(from.error ?? to.error ?? INVALID_VALUE);
  const ordered = orderRange({ from: from.value, to: to.value });
  const error = from.error ?? to.error ?? (ordered.ok ? undefined : ordered.error);
  const value = ordered.value as RangeValue;
  return error === undefined ? parsed(value) : corrected(value, error);
}

function readEnd(text: string, which: 'from' | 'to', parseEnd: (end: string, which: 'from' | 'to') => ParseResult<End>): { value?: End; error?: string } {
  if (text.trim() === '') return { value: null };
  const result = parseEnd(text, which);
  return result.ok ? { value: result.value } : { value: result.value, error: rangeEndError(which, result.error) };
}
