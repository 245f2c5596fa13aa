// Numbers as the user reads them: the locale's separators and a fixed number of decimals.

import type { LocaleSettings } from '../locale-settings';
import { roundToDecimals } from './decimal-places';

export function formatNumber(value: number, decimalPlaces: number, locale: LocaleSettings): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = roundToDecimals(Math.abs(value), decimalPlaces).toFixed(decimalPlaces);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = locale.thousandSeparator === '' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale.thousandSeparator);
  // A value that rounds to zero shows as 0, never -0.
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${locale.decimalSeparator}${fraction}`;
}

/** A limit inside a message: its own digits, the locale's decimal separator, no grouping. */
export function formatLimit(value: number, locale: LocaleSettings): string {
  return String(value).replace('.', locale.decimalSeparator);
}
