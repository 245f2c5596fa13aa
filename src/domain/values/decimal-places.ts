// How many decimals a number keeps: derived from the type's range step (node-model §5), 0 for integers.

import type { LocaleSettings } from '../locale-settings';
import type { PropertyType } from '../nodes/node-protocol';

/** node-model §9: number default decimals 2. */
export const DEFAULT_DECIMAL_PLACES = 2;
/** Beyond 15 decimals a double no longer holds the digits. */
export const MAX_DECIMAL_PLACES = 15;

/**
 * The position of the step's first significant digit: 0.001 → 3, 1 → 0, 0.5 → 1, 2.5e-4 → 4.
 * Deliberately not the step's full digit count (0.25 → 1, not 2): the spec's steps are magnitudes.
 */
export function decimalPlacesFromStep(step: number | undefined, fallback: number = DEFAULT_DECIMAL_PLACES): number {
  if (step === undefined || !Number.isFinite(step) || step <= 0) return fallback;
  // The epsilon keeps exact powers of ten (log10(0.001) may land a hair below -3) on their own digit.
  const places = -Math.floor(Math.log10(step) + 1e-9);
  return Math.min(MAX_DECIMAL_PLACES, Math.max(0, places));
}

/** Integers use 0; a step decides; otherwise the locale's number of decimals. */
export function decimalPlacesFor(type: Pick<PropertyType, 'kind' | 'step'>, locale: LocaleSettings): number {
  if (type.kind === 'int' || type.kind === 'intArray') return 0;
  return decimalPlacesFromStep(type.step, locale.noOfDecimals);
}

/**
 * Rounds half away from zero on the decimal digits, not on the binary value, so 1.005 → 1.01
 * (plain `Math.round(x * 100) / 100` gives 1.00).
 */
export function roundToDecimals(value: number, decimalPlaces: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** decimalPlaces) / 10 ** decimalPlaces
    : Number(`${Math.round(Number(`${text}e${decimalPlaces}`))}e-${decimalPlaces}`);
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}
