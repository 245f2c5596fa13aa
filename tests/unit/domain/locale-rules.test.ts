import { describe, expect, it } from 'vitest';
import {
  MSG_DATE_PATTERN,
  MSG_DECIMALS,
  MSG_DECIMAL_SEPARATOR_MARK,
  MSG_PATTERN_CHARACTERS,
  MSG_SEPARATORS_SAME,
  MSG_SEPARATOR_OPTION,
  MSG_TIME_PATTERN,
  applyOwnLocale,
  checkOwnLocale,
} from '../../../src/domain/locale-rules';
import type { OwnLocale } from '../../../src/domain/locale-rules';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';

function problems(own: OwnLocale): string[] {
  return checkOwnLocale(own, applyOwnLocale(DEFAULT_LOCALE_SETTINGS, own)).map((e) => `${e.field}: ${e.msg}`);
}

describe('checkOwnLocale', () => {
  it('accepts the European formats', () => {
    expect(problems({ decimalSeparator: ',', thousandSeparator: '.', dateFormat: 'dd.mm.yyyy', timeFormat: 'hh:nn', dateTimeFormat: 'dd.mm.yyyy hh:nn', noOfDecimals: 3 })).toEqual([]);
    expect(problems({ thousandSeparator: '' })).toEqual([]);
    expect(problems({ thousandSeparator: ' ' })).toEqual([]);
  });

  it('refuses the same character for both separators, also against the setting it falls back to', () => {
    expect(problems({ decimalSeparator: ',', thousandSeparator: ',' })).toEqual([`thousandSeparator: ${MSG_SEPARATORS_SAME}`]);
    expect(problems({ decimalSeparator: ',' })).toEqual([`decimalSeparator: ${MSG_SEPARATORS_SAME}`]);
    expect(problems({ thousandSeparator: '.' })).toEqual([`thousandSeparator: ${MSG_SEPARATORS_SAME}`]);
  });

  it('takes separators only from the option list, and only a mark as the decimal separator', () => {
    expect(problems({ thousandSeparator: "'" })).toEqual([`thousandSeparator: ${MSG_SEPARATOR_OPTION}`]);
    expect(problems({ decimalSeparator: ' ', thousandSeparator: '' })).toEqual([`decimalSeparator: ${MSG_DECIMAL_SEPARATOR_MARK}`]);
  });

  it('needs the parts of each pattern and only pattern characters', () => {
    expect(problems({ dateFormat: 'mm/yyyy' })).toEqual([`dateFormat: ${MSG_DATE_PATTERN}`]);
    expect(problems({ timeFormat: 'hh' })).toEqual([`timeFormat: ${MSG_TIME_PATTERN}`]);
    expect(problems({ dateFormat: 'dd<mm>yyyy' })).toEqual([`dateFormat: ${MSG_PATTERN_CHARACTERS}`]);
  });

  it('takes 0 to 15 whole decimals', () => {
    expect(problems({ noOfDecimals: 0 })).toEqual([]);
    for (const n of [-1, 16, 1.5, Number.NaN]) expect(problems({ noOfDecimals: n })).toEqual([`noOfDecimals: ${MSG_DECIMALS}`]);
  });
});
