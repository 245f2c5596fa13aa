import { describe, expect, it } from 'vitest';
import { isoDateText } from '../../../../src/domain/csv/iso-date-text';

describe('isoDateText', () => {
  it('writes what toISOString writes, across years, leap days and times of day', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const samples = [0, -1, 951_782_400_000, 951_868_799_999, -30_610_224_000_000, 253_402_300_799_999, Date.UTC(1900, 1, 28, 23, 59, 59, 999), Date.UTC(2000, 1, 29)];
    for (let i = 0; i < 20_000; i++) samples.push(Math.floor((random() * 2 - 1) * 60_000_000_000_000));
    for (const time of samples) expect(isoDateText(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('leaves years outside 1000–9999 to toISOString and writes an invalid date empty', () => {
    expect(isoDateText(new Date(Date.UTC(10_000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
    expect(isoDateText(new Date(-62_198_755_200_000))).toBe(new Date(-62_198_755_200_000).toISOString());
    expect(isoDateText(new Date(NaN))).toBe('');
  });
});
