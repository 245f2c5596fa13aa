import { describe, expect, it } from 'vitest';
import { isBlankReason, isValidFeatureUid, isValidPhone } from '../../../../src/domain/records/record-patterns';

describe('isValidPhone', () => {
  it('accepts an optional international prefix followed by digits, spaces or dashes', () => {
    for (const phone of ['+386 1 234 5678', '+1-555-0100', '01 234 56', '5', '0044 20-7946']) expect(isValidPhone(phone), phone).toBe(true);
  });

  it('refuses letters, more than 14 characters after the prefix, and separators without digits', () => {
    for (const phone of ['abc', '+386 1 234 567 890 12', '123456789012345', '--', '+', '', '12a4', '++386 1']) expect(isValidPhone(phone), phone).toBe(false);
  });
});

describe('isValidFeatureUid', () => {
  it('accepts a letter followed by letters, digits, dots, dashes and underscores', () => {
    for (const uid of ['mRNA.IVT', 'FEAT-0042', 'ab', 'x_1']) expect(isValidFeatureUid(uid), uid).toBe(true);
  });

  it('refuses a leading digit, spaces, slashes and single characters', () => {
    for (const uid of ['1abc', 'a b', 'a/b', 'a', '', 'é1']) expect(isValidFeatureUid(uid), uid).toBe(false);
  });
});

describe('isBlankReason', () => {
  it('counts whitespace-only as empty', () => {
    expect(isBlankReason('   ')).toBe(true);
    expect(isBlankReason(undefined)).toBe(true);
    expect(isBlankReason(' ok ')).toBe(false);
  });
});
