// The period presets of node-model §9, as ranges of whole days ending at 23:59:59.999.
// Decisions: 'Last 7 days' and 'Last 30 days' include today; 'This month' and 'This year' are the whole
// calendar month and year (so previous/next moves them by a month or a year); 'Past year' is the 365 days
// ending today. None of the presets is a week, so the Monday week start matters only to the calendar grid.

import type { CalendarDay } from './calendar-day';
import { addDays, addMonths, dayOf, firstOfMonth, lastOfMonth } from './calendar-day';
import type { DateRange } from './date-range';
import { dayRange } from './date-range';
import type { PresetId } from './date-preset-ids';

/** The period a range picker starts with (node-model §9). */
export const DEFAULT_PERIOD: PresetId = 'pastYear';

export const PAST_YEAR_DAYS = 365;

/** First and last day of a preset on the day of `now`. */
export function presetDays(id: PresetId, now: Date): { first: CalendarDay; last: CalendarDay } {
  const today = dayOf(now);
  switch (id) {
    case 'today': return { first: today, last: today };
    case 'yesterday': { const y = addDays(today, -1); return { first: y, last: y }; }
    case 'last7Days': return { first: addDays(today, -6), last: today };
    case 'last30Days': return { first: addDays(today, -29), last: today };
    case 'thisMonth': return { first: firstOfMonth(today), last: lastOfMonth(today) };
    case 'lastMonth': { const m = addMonths(firstOfMonth(today), -1); return { first: m, last: lastOfMonth(m) }; }
    case 'thisYear': return { first: { year: today.year, month: 1, day: 1 }, last: { year: today.year, month: 12, day: 31 } };
    case 'pastYear': return { first: addDays(today, -(PAST_YEAR_DAYS - 1)), last: today };
  }
}

export function presetRange(id: PresetId, now: Date): DateRange {
  const { first, last } = presetDays(id, now);
  return dayRange(first, last);
}
