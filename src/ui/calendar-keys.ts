// Keyboard moves of the calendar grids (the WAI-ARIA date-picker dialog pattern): arrows by a day or a week,
// Home/End to the week's ends, Page Up/Down by a month (by a year with Shift).
import type { CalendarDay } from '../domain/dates/calendar-day';
import { addDays, addMonths, weekdayFromMonday } from '../domain/dates/calendar-day';

export function dayKeyMove(key: string, shift: boolean, day: CalendarDay): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft': return addDays(day, -1);
    case 'ArrowRight': return addDays(day, 1);
    case 'ArrowUp': return addDays(day, -7);
    case 'ArrowDown': return addDays(day, 7);
    case 'Home': return addDays(day, -weekdayFromMonday(day));
    case 'End': return addDays(day, 6 - weekdayFromMonday(day));
    case 'PageUp': return addMonths(day, shift ? -12 : -1);
    case 'PageDown': return addMonths(day, shift ? 12 : 1);
    default: return null;
  }
}

/** The month grid has three columns: up/down move by three months, Page Up/Down by a year. */
export function monthKeyMove(key: string, day: CalendarDay): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft': return addMonths(day, -1);
    case 'ArrowRight': return addMonths(day, 1);
    case 'ArrowUp': return addMonths(day, -3);
    case 'ArrowDown': return addMonths(day, 3);
    case 'PageUp': return addMonths(day, -12);
    case 'PageDown': return addMonths(day, 12);
    default: return null;
  }
}
