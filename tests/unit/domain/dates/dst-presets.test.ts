// The presets and moves across daylight-saving changes, in a zone that has them. Node reads TZ when dates
// are converted, so setting it here (and restoring it) pins this file to Central European time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '../../../../src/domain/dates/date-presets';
import { shiftRange } from '../../../../src/domain/dates/range-shift';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Ljubljana';
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('presets across daylight-saving changes (Europe/Ljubljana)', () => {
  it('runs in a zone with daylight-saving time', () => {
    // 31 March 2024 02:00 jumps to 03:00: the day has 23 hours.
    expect(new Date(2024, 3, 1).getTime() - new Date(2024, 2, 31).getTime()).toBe(23 * 3_600_000);
  });

  it('counts the last 7 days over the spring change in whole days', () => {
    expect(presetRange('last7Days', new Date(2024, 3, 2, 0, 30))).toEqual({ from: '2024-03-27T00:00:00', to: '2024-04-02T23:59:59.999' });
  });

  it('makes yesterday the day before just after midnight on the autumn change', () => {
    expect(presetRange('yesterday', new Date(2024, 9, 28, 0, 5))).toEqual({ from: '2024-10-27T00:00:00', to: '2024-10-27T23:59:59.999' });
  });

  it('moves a week over the autumn change by exactly seven days', () => {
    expect(shiftRange({ from: '2024-10-21T00:00:00', to: '2024-10-27T23:59:59.999' }, 1)).toEqual({ from: '2024-10-28T00:00:00', to: '2024-11-03T23:59:59.999' });
  });
});
