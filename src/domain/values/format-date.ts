// Dates shown in the locale's pattern (dateFormat for dates, dateTimeFormat for date-times).

import type { LocaleSettings } from '../locale-settings';
import { tokenizePattern } from './date-pattern';
import type { DateParts } from './iso-date';
import { readIsoDate } from './iso-date';

export type DateKind = 'date' | 'dateTime';

export function formatDateParts(parts: DateParts, pattern: string): string {
  return tokenizePattern(pattern)
    .map((token) => (token.kind === 'literal' ? token.text : formatField(parts, token.letter, token.width)))
    .join('');
}

/** Text that is not ISO is returned unchanged: a display must never hide what the server holds. */
export function formatDate(iso: string, kind: DateKind, locale: LocaleSettings): string {
  const parts = readIsoDate(iso);
  if (!parts) return iso;
  return formatDateParts(parts, kind === 'date' ? locale.dateFormat : locale.dateTimeFormat);
}

function formatField(parts: DateParts, letter: string, width: number): string {
  const value = fieldValue(parts, letter);
  if (letter === 'y') return width <= 2 ? String(value % 100).padStart(2, '0') : String(value).padStart(4, '0');
  if (letter === 'z') return String(value).padStart(3, '0');
  return String(value).padStart(Math.min(width, 2), '0');
}

function fieldValue(parts: DateParts, letter: string): number {
  switch (letter) {
    case 'y': return parts.year;
    case 'm': return parts.month;
    case 'd': return parts.day;
    case 'h': return parts.hour;
    case 'n': return parts.minute;
    case 's': return parts.second;
    default: return parts.millisecond;
  }
}
