// The cells of the calendar popup: a month as whole weeks starting on Monday (node-model §5), and the
// twelve months of the month picker. Their names, in the user's language, are in calendar-names.ts.

import type { CalendarDay } from './calendar-day';
import { addDays, compareDays, firstOfMonth, lastOfMonth, weekdayFromMonday } from './calendar-day';

export type GridDay = CalendarDay & { inMonth: boolean };

/** Whole weeks, Monday to Sunday, covering the month; days of the neighbouring months fill the edges. */
export function monthWeeks(year: number, month: number): GridDay[][] {
  const first = firstOfMonth({ year, month, day: 1 });
  const last = lastOfMonth(first);
  let cursor = addDays(first, -weekdayFromMonday(first));
  const end = addDays(last, 6 - weekdayFromMonday(last));
  const weeks: GridDay[][] = [];
  while (compareDays(cursor, end) <= 0) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ ...cursor, inMonth: cursor.month === month && cursor.year === year });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}
