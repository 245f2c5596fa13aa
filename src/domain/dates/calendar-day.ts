// Calendar arithmetic on explicit year/month/day, so presets, range moves and the calendar grid never meet
// a daylight-saving change: a local Date is read once (dayOf) and everything after counts whole days.

import { daysInMonth, toIsoDate } from '../values/iso-date';

export type CalendarDay = { year: number; month: number; day: number };

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of `now` in the user's time zone. */
export function dayOf(now: Date): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Days since 1970-01-01; Date.UTC is zone-free, so this is pure arithmetic. */
export function dayNumber(d: CalendarDay): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY);
}

export function fromDayNumber(n: number): CalendarDay {
  const date = new Date(n * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(d: CalendarDay, days: number): CalendarDay {
  return fromDayNumber(dayNumber(d) + days);
}

/** Moves by whole months; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return dayNumber(a) - dayNumber(b);
}

export function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return compareDays(a, b) === 0;
}

export function firstOfMonth(d: CalendarDay): CalendarDay {
  return { year: d.year, month: d.month, day: 1 };
}

export function lastOfMonth(d: CalendarDay): CalendarDay {
  return { year: d.year, month: d.month, day: daysInMonth(d.year, d.month) };
}

/** Monday 0 … Sunday 6: the console's weeks start on Monday (node-model §5). */
export function weekdayFromMonday(d: CalendarDay): number {
  // 1970-01-01 was a Thursday (index 3 from Monday).
  return (((dayNumber(d) + 3) % 7) + 7) % 7;
}

export function isoOfDay(d: CalendarDay): string {
  return toIsoDate(d);
}

/** The day of ISO date or date-time text (digits as written, no zone conversion); null when it is none. */
export function dayOfIso(text: string): CalendarDay | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month)) return null;
  return d;
}
