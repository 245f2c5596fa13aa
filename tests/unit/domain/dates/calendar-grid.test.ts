import { describe, expect, it } from 'vitest';
import { WEEKDAYS_FROM_MONDAY, monthWeeks } from '../../../../src/domain/dates/calendar-grid';

describe('calendar grid', () => {
  it('starts weeks on Monday', () => {
    expect(WEEKDAYS_FROM_MONDAY[0]).toBe('Monday');
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
});
