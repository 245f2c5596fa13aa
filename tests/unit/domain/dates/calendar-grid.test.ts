import { describe, expect, it } from 'vitest';
import { monthWeeks } from '../../../../src/domain/dates/calendar-grid';
import { calendarNames } from '../../../../src/domain/dates/calendar-names';

describe('calendar grid', () => {
  it('starts weeks on Monday', () => {
    expect(calendarNames('en').weekdays[0]).toBe('Monday');
    // 1 February 2024 is a Thursday: the first row starts on Monday 29 January.
    const weeks = monthWeeks(2024, 2);
    expect(weeks[0]?.[0]).toEqual({ year: 2024, month: 1, day: 29, inMonth: false });
    expect(weeks[0]?.[3]).toEqual({ year: 2024, month: 2, day: 1, inMonth: true });
  });

  it('covers the month in whole weeks, leap day included', () => {
    const weeks = monthWeeks(2024, 2);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(29);
    expect(weeks.at(-1)?.at(-1)).toEqual({ year: 2024, month: 3, day: 3, inMonth: false });
  });

  it('needs no leading days when the month starts on a Monday', () => {
    expect(monthWeeks(2024, 1)[0]?.[0]).toEqual({ year: 2024, month: 1, day: 1, inMonth: true });
  });

  it('names weekdays and months in the language asked for, a month within a date as a date reads it', () => {
    expect(calendarNames('en').weekdays).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(calendarNames('de').weekdays[0]).toBe('Montag');
    expect(calendarNames('de').months[2]).toBe('März');
    expect(calendarNames('en').monthYear(2024, 2)).toBe('February 2024');
    expect(calendarNames('sl').months[1]).toBe('februar');
    expect(calendarNames('de').monthsOfDay[2]).toBe('März');
  });
});
