// The cells of the calendar popup: a month as whole weeks starting on Monday (node-model §5), and the
// twelve months of the month picker.

import type { CalendarDay } from './calendar-day';
import { addDays, compareDays, firstOfMonth, lastOfMonth, weekdayFromMonday } from './calendar-day';

/** Column headers; the short form is the first two letters ('Mo'). */
export const WEEKDAYS_FROM_MONDAY: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const MONTH_NAMES: readonly string[] = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
];

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
