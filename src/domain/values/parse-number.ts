// Number text typed or pasted by the user, read with the locale's separators (node-model §5).
//
// Decisions:
// - Spaces (any whitespace) and every '+' are stripped; the locale's thousand separator is stripped.
// - When the decimal separator is not '.', '.' is accepted as a decimal point too, unless '.' is the
//   thousand separator: numeric keypads and pasted data bring '.', and the alternative would be a silent ×1000.
// - No exponent notation: 'e' is a non-numeric character, so '1e3' is invalid.
// - A trailing unit text (the one the formatter appends) is stripped; no other unit is understood here.
// - Too many decimals round half away from zero; then min/max clamp. When both happen the range message wins,
//   since the clamped value is what the user gets.

import type { LocaleSettings } from '../locale-settings';
import { roundToDecimals } from './decimal-places';
import { formatLimit } from './format-number';
import type { ParseResult } from './parse-result';
import { corrected, failed, parsed } from './parse-result';
import { INVALID_VALUE, REQUIRED, aboveMax, belowMin, outOfRange, tooManyDecimals } from './value-messages';

/**
 * node-model §3 number options. `unit` is the unit the value is stored in; `editorUnit` and `displayUnit`
 * are converted to by parseQuantity and the formatters, not here.
 */
export type NumberOptions = {
  decimalPlaces: number;
  /** The stored unit's step that decimalPlaces came from (1 for integers): decimals in other units derive from it. */
  step?: number;
  min?: number;
  max?: number;
  unit?: string;
  editorUnit?: string;
  displayUnit?: string;
};

const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;

export function parseNumber(text: string, options: NumberOptions, locale: LocaleSettings): ParseResult<number> {
  const normal = normalizeNumberText(text, options.unit, locale);
  if (normal === '') return failed(REQUIRED);
  if (!NUMBER_TEXT.test(normal)) return failed(INVALID_VALUE);
  const value = Number(normal);
  if (!Number.isFinite(value)) return failed(INVALID_VALUE);
  const tooPrecise = significantDecimals(normal) > options.decimalPlaces;
  const rounded = tooPrecise ? roundToDecimals(value, options.decimalPlaces) : value;
  const clamped = clampToLimits(rounded, options, locale);
  if (clamped.error !== undefined) return corrected(normalZero(clamped.value), clamped.error);
  if (tooPrecise) return corrected(normalZero(rounded), tooManyDecimals(options.decimalPlaces));
  return parsed(normalZero(value));
}

function normalizeNumberText(text: string, unit: string | undefined, locale: LocaleSettings): string {
  let t = text.trim();
  if (unit && t.endsWith(unit)) t = t.slice(0, -unit.length);
  t = t.replace(/[\s+]/g, '');
  const { decimalSeparator, thousandSeparator } = locale;
  if (thousandSeparator.trim() !== '' && thousandSeparator !== decimalSeparator) t = t.split(thousandSeparator).join('');
  if (decimalSeparator !== '.' && decimalSeparator !== '') t = t.split(decimalSeparator).join('.');
  return t;
}

/** Trailing zeros change nothing, so '1.50' fits one decimal place. */
function significantDecimals(normal: string): number {
  const point = normal.indexOf('.');
  return point < 0 ? 0 : normal.slice(point + 1).replace(/0+$/, '').length;
}

/** The limits' message names `unit` when given (limits converted to the unit the user typed). */
export function clampToLimits(value: number, options: Pick<NumberOptions, 'min' | 'max'>, locale: LocaleSettings, unit?: string): { value: number; error?: string } {
  const { min, max } = options;
  const tooLow = min !== undefined && value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return { value };
  const limit = (v: number) => (unit ? `${formatLimit(v, locale)} ${unit}` : formatLimit(v, locale));
  const error = min !== undefined && max !== undefined
    ? outOfRange(limit(min), limit(max))
    : min !== undefined ? belowMin(limit(min)) : aboveMax(limit(max as number));
  return { value: tooLow ? (min as number) : (max as number), error };
}

function normalZero(value: number): number {
  return value === 0 ? 0 : value;
}
