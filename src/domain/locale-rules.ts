// What a user may choose as their locale settings (console.md §3/§9, node-model.md §3): separators from
// the option list, never the same character for both, date and time patterns the formatters and date
// parsers understand, 0–15 decimals. The profile form and the server check with this one function.
import type { ErrorItem } from './error-item';
import type { LocaleSettings } from './locale-settings';
import { SEPARATOR_OPTIONS } from './locale-settings';

/** The fields a user may set; the currency stays the server's. */
export type OwnLocale = Partial<Pick<LocaleSettings, 'decimalSeparator' | 'thousandSeparator' | 'dateFormat' | 'timeFormat' | 'dateTimeFormat' | 'noOfDecimals'>>;
export const OWN_LOCALE_FIELDS = ['decimalSeparator', 'thousandSeparator', 'dateFormat', 'timeFormat', 'dateTimeFormat', 'noOfDecimals'] as const;

export const MAX_DECIMALS = 15;
export const MAX_PATTERN_LENGTH = 40;

export const MSG_SEPARATOR_OPTION = /*i18n*/ 'Choose a separator from the list.';
export const MSG_DECIMAL_SEPARATOR_MARK = /*i18n*/ 'Numbers need a decimal separator: choose "." or ",".';
export const MSG_SEPARATORS_SAME = /*i18n*/ 'The decimal and thousand separators must differ.';
export const MSG_PATTERN_CHARACTERS = /*i18n*/ 'Use at most 40 characters: the letters y, m, d, h, n, s, z and . , - / : space or T.';
export const MSG_DATE_PATTERN = /*i18n*/ 'A date pattern needs the year (yyyy or yy), month (mm) and day (dd), e.g. dd.mm.yyyy.';
export const MSG_TIME_PATTERN = /*i18n*/ 'A time pattern needs hours (hh) and minutes (nn), e.g. hh:nn:ss.';
export const MSG_DATE_TIME_PATTERN = /*i18n*/ 'A date and time pattern needs year, month, day, hours and minutes, e.g. dd.mm.yyyy hh:nn.';
export const MSG_DECIMALS = /*i18n*/ 'Decimals must be a whole number from 0 to 15.';

const SEPARATORS = new Set(SEPARATOR_OPTIONS.map((o) => o.value).filter((v): v is string => v !== null));
/** A decimal separator that is empty or a space makes '1 5' or '15' of 1.5: only a mark will do. */
const DECIMAL_MARKS = new Set(['.', ',']);
const PATTERN_TEXT = new RegExp(`^[ymdhnszT .,\\-/:]{1,${MAX_PATTERN_LENGTH}}$`, 'i');

function hasLetters(pattern: string, letters: string): boolean {
  const lower = pattern.toLowerCase();
  return [...letters].every((letter) => lower.includes(letter));
}

function checkPattern(pattern: string | undefined, letters: string, message: string): string | null {
  if (pattern === undefined) return null;
  if (!PATTERN_TEXT.test(pattern)) return MSG_PATTERN_CHARACTERS;
  return hasLetters(pattern, letters) ? null : message;
}

/**
 * Problems of the user's own fields, judged together with what they fall back to (`effective`: the same
 * fields over the server's settings), since the separators must differ in the result. Empty = acceptable.
 */
export function checkOwnLocale(own: OwnLocale, effective: LocaleSettings): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const refuse = (field: keyof OwnLocale, msg: string) => errors.push({ msg, field, severity: 2 });
  for (const field of ['decimalSeparator', 'thousandSeparator'] as const) {
    const value = own[field];
    if (value !== undefined && !SEPARATORS.has(value)) refuse(field, MSG_SEPARATOR_OPTION);
  }
  if (own.decimalSeparator !== undefined && SEPARATORS.has(own.decimalSeparator) && !DECIMAL_MARKS.has(own.decimalSeparator)) {
    refuse('decimalSeparator', MSG_DECIMAL_SEPARATOR_MARK);
  }
  if (errors.length === 0 && effective.decimalSeparator === effective.thousandSeparator) {
    refuse(own.thousandSeparator !== undefined ? 'thousandSeparator' : 'decimalSeparator', MSG_SEPARATORS_SAME);
  }
  const patterns: [keyof OwnLocale, string | null][] = [
    ['dateFormat', checkPattern(own.dateFormat, 'ymd', MSG_DATE_PATTERN)],
    ['timeFormat', checkPattern(own.timeFormat, 'hn', MSG_TIME_PATTERN)],
    ['dateTimeFormat', checkPattern(own.dateTimeFormat, 'ymdhn', MSG_DATE_TIME_PATTERN)],
  ];
  for (const [field, msg] of patterns) if (msg) refuse(field, msg);
  if (own.noOfDecimals !== undefined && !(Number.isInteger(own.noOfDecimals) && own.noOfDecimals >= 0 && own.noOfDecimals <= MAX_DECIMALS)) {
    refuse('noOfDecimals', MSG_DECIMALS);
  }
  return errors;
}

/** The user's fields over the server's settings. */
export function applyOwnLocale(base: LocaleSettings, own: OwnLocale): LocaleSettings {
  const out: LocaleSettings = { ...base };
  for (const field of OWN_LOCALE_FIELDS) {
    const value = own[field];
    if (value !== undefined) (out as Record<string, unknown>)[field] = value;
  }
  return out;
}
