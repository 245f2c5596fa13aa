import { describe, expect, it } from 'vitest';
import { activityAge, countsAsActivity } from '../../../src/domain/user-activity';

describe('user activity (console.md §9)', () => {
  it('counts an input only if over 1000 ms since the last counted one', () => {
    expect(countsAsActivity(null, 5_000)).toBe(true);
    expect(countsAsActivity(5_000, 5_999)).toBe(false);
    expect(countsAsActivity(5_000, 6_000)).toBe(false);
    expect(countsAsActivity(5_000, 6_001)).toBe(true);
  });

  it('counts again when the clock went back, so a changed clock can not silence activity', () => {
    expect(countsAsActivity(10_000, 2_000)).toBe(true);
  });

  it('reports the age of the last activity in whole milliseconds, none without activity', () => {
    expect(activityAge(null, 9_000)).toBeNull();
    expect(activityAge(4_000, 9_000.4)).toBe(5_000);
    expect(activityAge(9_500, 9_000)).toBe(0);
  });
});
