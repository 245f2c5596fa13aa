// Locale fixtures shared by the value-rule tests.
import type { LocaleSettings } from '../../../../src/domain/locale-settings';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';

export const EN: LocaleSettings = { ...DEFAULT_LOCALE_SETTINGS };
export const DE: LocaleSettings = { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: '.', dateFormat: 'dd.mm.yyyy', dateTimeFormat: 'dd.mm.yyyy hh:nn' };
export const FR: LocaleSettings = { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: ' ', dateFormat: 'dd/mm/yyyy' };
export const US: LocaleSettings = { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'mm/dd/yyyy', dateTimeFormat: 'mm/dd/yyyy hh:nn:ss' };
/** 15 May 2024 in the local time zone. */
export const TODAY = new Date(2024, 4, 15, 9, 30);
