// Calendar arithmetic works on explicit y/m/d, so these tests need no pinned time zone: `now` values are
// built with local constructors and only their local calendar day is read.
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, dayOfIso, weekdayFromMonday } from '../../../../src/domain/dates/calendar-day';

describe('calendar days', () => {
  it('reads the local calendar day of a clock', () => {
    expect(dayOf(new Date(2024, 1, 29, 23, 59, 59))).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2023, month: 12, day: 31 }, 1)).toEqual({ year: 2024, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2023, month: 3, day: 1 }, -1)).toEqual({ year: 2023, month: 2, day: 28 });
  });

  it('counts whole days over a daylight-saving change (last Sunday of March in Europe)', () => {
    expect(addDays({ year: 2024, month: 3, day: 30 }, 2)).toEqual({ year: 2024, month: 4, day: 1 });
  });

  it('moves by months and keeps the day inside the shorter month', () => {
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2023, month: 1, day: 31 }, 1)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(addMonths({ year: 2024, month: 1, day: 15 }, -1)).toEqual({ year: 2023, month: 12, day: 15 });
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayFromMonday({ year: 2024, month: 1, day: 1 })).toBe(0); // a Monday
    expect(weekdayFromMonday({ year: 2024, month: 3, day: 31 })).toBe(6); // a Sunday
  });

  it('reads the day of ISO date and date-time text and refuses impossible days', () => {
    expect(dayOfIso('2024-02-29T23:59:59.999')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dayOfIso('2023-02-29')).toBeNull();
    expect(dayOfIso('29.02.2024')).toBeNull();
  });
});
