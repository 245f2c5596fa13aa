// A period chosen in a date-range picker (node-model §5, §9): ISO wall times from 00:00:00 of the first
// day to 23:59:59.999 of the last, so a filter "from ≤ t ≤ to" includes the whole chosen end day.

import { endOfDay } from '../values/iso-date';
import { orderRange } from '../values/parse-range';
import { INVALID_INPUT } from '../values/value-messages';
import type { CalendarDay } from './calendar-day';
import { dayOfIso, isoOfDay } from './calendar-day';

export type DateRange = { from: string | null; to: string | null };

export function startOfDayIso(day: CalendarDay): string {
  return `${isoOfDay(day)}T00:00:00`;
}

export function endOfDayIso(day: CalendarDay): string {
  return endOfDay(isoOfDay(day));
}

/** The range of whole days `first` … `last`. */
export function dayRange(first: CalendarDay, last: CalendarDay): DateRange {
  return { from: startOfDayIso(first), to: endOfDayIso(last) };
}

/** If from is later than to, to is cleared (node-model §5). */
export function orderDateRange(range: DateRange): DateRange {
  const ordered = orderRange(range);
  const value = ordered.ok ? ordered.value : (ordered.value ?? range);
  return { from: value.from as string | null, to: value.to as string | null };
}

/** The range written with the locale's date formatter, or 'Invalid input' when an end is not a date. */
export function rangeText(range: DateRange, formatDay: (iso: string) => string): string {
  const ends = [range.from, range.to];
  if (ends.some((end) => end !== null && dayOfIso(end) === null)) return INVALID_INPUT;
  return ends.map((end) => (end === null ? '' : formatDay(end.slice(0, 10)))).join(' – ');
}
