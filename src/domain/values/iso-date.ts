// Dates travel as ISO 8601 text (node-model protocol). This module reads and writes that text.
// Decision: values written by the editors carry no zone: a date is 'YYYY-MM-DD', a date-time is the
// user's wall time 'YYYY-MM-DDTHH:mm:ss' ('.sss' only when the milliseconds are not zero).

export type DateParts = { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number };

const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function toIsoDate(parts: Pick<DateParts, 'year' | 'month' | 'day'>): string {
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

export function toIsoDateTime(parts: DateParts): string {
  const ms = parts.millisecond === 0 ? '' : `.${pad(parts.millisecond, 3)}`;
  return `${toIsoDate(parts)}T${pad(parts.hour, 2)}:${pad(parts.minute, 2)}:${pad(parts.second, 2)}${ms}`;
}

/** The calendar day of `today` in the user's time zone. */
export function isoDateOf(today: Date): string {
  return toIsoDate({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
}

/** The last instant of a chosen day, the end of a date range (node-model §5). */
export function endOfDay(isoDate: string): string {
  return `${isoDate.slice(0, 10)}T23:59:59.999`;
}

/**
 * Reads ISO text. Text with a zone ('Z', '+02:00'), as a server may send it, is shown in the user's local
 * time; text without a zone is already wall time and is read digit for digit.
 */
export function readIsoDate(text: string): DateParts | null {
  const m = ISO_TEXT.exec(text.trim());
  if (!m) return null;
  if (m[8] !== undefined) {
    const date = new Date(text.trim());
    if (Number.isNaN(date.getTime())) return null;
    return {
      year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(),
      hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds(), millisecond: date.getMilliseconds(),
    };
  }
  const parts: DateParts = {
    year: Number(m[1]), month: Number(m[2]), day: Number(m[3]),
    hour: Number(m[4] ?? 0), minute: Number(m[5] ?? 0), second: Number(m[6] ?? 0),
    millisecond: Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3)),
  };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  return parts;
}
