// Sizes for people: the storage card of the profile shows what the browser reports in bytes.
import { DEFAULT_LOCALE_SETTINGS } from './locale-settings';
import type { LocaleSettings } from './locale-settings';
import { formatNumber } from './values/format-number';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB'; powers of 1024, one decimal from KB up, in the locale's decimal separator (never grouped: below 1024). */
export function formatByteSize(bytes: number, locale: LocaleSettings = DEFAULT_LOCALE_SETTINGS): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${formatNumber(value, 1, { ...locale, thousandSeparator: '' })} ${UNITS[unit]}`;
}
