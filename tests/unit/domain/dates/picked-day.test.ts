import { describe, expect, it } from 'vitest';
import { withPickedDay } from '../../../../src/domain/dates/picked-day';

const DAY = { year: 2024, month: 2, day: 29 };

describe('a picked day as a property value', () => {
  it('is the ISO date of a date property', () => {
    expect(withPickedDay('2023-01-01', DAY, 'date')).toBe('2024-02-29');
  });

  it('keeps the time of day of a date-time property', () => {
    expect(withPickedDay('2023-01-01T14:30:05', DAY, 'dateTime')).toBe('2024-02-29T14:30:05');
  });

  it('starts an empty date-time at midnight', () => {
    expect(withPickedDay(null, DAY, 'dateTime')).toBe('2024-02-29T00:00:00');
  });
});
