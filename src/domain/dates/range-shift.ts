// Previous/next of a range picker (node-model §9): a range of whole calendar months (a month, a quarter, a
// year) moves by its number of months, so 'This month' steps to the neighbouring month whatever its length;
// any other range moves by its length in days. An open or invalid range does not move.

import type { CalendarDay } from './calendar-day';
import { addDays, addMonths, dayNumber, dayOfIso, lastOfMonth, sameDay } from './calendar-day';
import type { DateRange } from './date-range';
import { dayRange } from './date-range';

export type ShiftDirection = -1 | 1;

/** The number of whole months the range covers, or null when it does not start on a 1st and end on a last day. */
export function wholeMonths(first: CalendarDay, last: CalendarDay): number | null {
  if (first.day !== 1 || !sameDay(last, lastOfMonth(last))) return null;
  const months = (last.year - first.year) * 12 + (last.month - first.month) + 1;
  return months > 0 ? months : null;
}

export function canShift(range: DateRange): boolean {
  return range.from !== null && range.to !== null && dayOfIso(range.from) !== null && dayOfIso(range.to) !== null;
}

export function shiftRange(range: DateRange, direction: ShiftDirection): DateRange {
  const first = range.from === null ? null : dayOfIso(range.from);
  const last = range.to === null ? null : dayOfIso(range.to);
  if (!first || !last) return range;
  const months = wholeMonths(first, last);
  if (months !== null) {
    const start = addMonths(first, direction * months);
    return dayRange(start, lastOfMonth(addMonths(start, months - 1)));
  }
  const days = dayNumber(last) - dayNumber(first) + 1;
  return dayRange(addDays(first, direction * days), addDays(last, direction * days));
}
