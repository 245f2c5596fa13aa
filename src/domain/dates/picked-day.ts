// A day picked in a calendar becomes a property value: a date is that day; a date-time keeps the time of
// day it had (a new one starts at midnight), since the calendar chooses only the day.

import type { DateKind } from '../values/format-date';
import { readIsoDate, toIsoDate, toIsoDateTime } from '../values/iso-date';
import type { CalendarDay } from './calendar-day';

export function withPickedDay(current: unknown, day: CalendarDay, kind: DateKind): string {
  if (kind === 'date') return toIsoDate(day);
  const time = typeof current === 'string' ? readIsoDate(current) : null;
  return toIsoDateTime({ ...day, hour: time?.hour ?? 0, minute: time?.minute ?? 0, second: time?.second ?? 0, millisecond: time?.millisecond ?? 0 });
}
