import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE_SETTINGS,
  SEPARATOR_OPTIONS,
  withLocaleDefaults,
} from '../../../src/domain/locale-settings';

describe('locale defaults', () => {
  it("uses decimal '.', thousands ',', currency €, date yyyy-mm-dd, time hh:nn:ss and 2 decimals", () => {
    expect(DEFAULT_LOCALE_SETTINGS).toMatchObject({
      decimalSeparator: '.',
      thousandSeparator: ',',
      defaultCurrency: '€',
      dateFormat: 'yyyy-mm-dd',
      timeFormat: 'hh:nn:ss',
      noOfDecimals: 2,
    });
  });

  it('uses en as the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it("offers the separators none, '.', ',', empty and space", () => {
    expect(SEPARATOR_OPTIONS.map((o) => o.value)).toEqual([null, '.', ',', '', ' ']);
  });
});

describe('withLocaleDefaults', () => {
  it('fills missing and malformed fields from the defaults and keeps the given ones', () => {
    const filled = withLocaleDefaults({ decimalSeparator: ',', thousandSeparator: '', noOfDecimals: -1 });
    expect(filled).toEqual({ ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: '' });
  });

  it('answers the defaults for nothing', () => {
    expect(withLocaleDefaults(null)).toEqual(DEFAULT_LOCALE_SETTINGS);
  });
});
