// Number text of a property with a physical quantity (node-model §3, §5): the user may write a unit after
// the number ("14.5 psi"); a bare number is in the editor unit. Decimals, min and max are checked in the unit
// the user typed (limits converted there and rounded inwards to its decimals, so a shown limit is one that
// is accepted; the message names the unit); the value is then converted to the stored unit and rounded to
// the stored type's decimals, since that is what the server checks. Without a convertible unit this is
// parseNumber unchanged.
import type { LocaleSettings } from '../locale-settings';
import { converterFor, linearConversion } from '../units/convert-unit';
import { roundToDecimals } from './decimal-places';
import type { NumberOptions } from './parse-number';
import { clampToLimits, parseNumber } from './parse-number';
import type { ParseResult } from './parse-result';
import { corrected, failed, parsed } from './parse-result';
import { decimalPlacesIn, quantityUnitsOf } from './quantity-units';
import { splitUnitText } from './unit-text';

export function parseQuantity(text: string, options: NumberOptions, locale: LocaleSettings): ParseResult<number> {
  const units = quantityUnitsOf(options);
  if (!units) return parseNumber(text, options, locale);
  const split = splitUnitText(text, locale);
  if (!split.ok) return failed(split.error);
  const typed = split.unit ?? units.editor;
  let scale: number;
  let offset: number;
  let toStored: (value: number) => number;
  try {
    ({ scale, offset } = linearConversion(units.stored, typed));
    toStored = converterFor(typed, units.stored);
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  const places = decimalPlacesIn(options, scale);
  const inTyped = parseNumber(split.numberText, { decimalPlaces: places }, locale);
  if (inTyped.value === undefined) return inTyped;
  const toTyped = (value: number) => value * scale + offset;
  const limits = {
    min: options.min === undefined ? undefined : inwards(toTyped(options.min), places, 'up'),
    max: options.max === undefined ? undefined : inwards(toTyped(options.max), places, 'down'),
  };
  const clamped = clampToLimits(inTyped.value, limits, locale, typed);
  const stored = storedValue(toStored(clamped.value), options);
  const error = clamped.error ?? (inTyped.ok ? undefined : inTyped.error);
  return error === undefined ? parsed(stored) : corrected(stored, error);
}

/** A limit rounded to the typed unit's decimals without leaving the allowed range. */
function inwards(limit: number, places: number, direction: 'up' | 'down'): number {
  const rounded = roundToDecimals(limit, places);
  const tolerance = 1e-9 * Math.max(1, Math.abs(limit));
  const step = 10 ** -places;
  if (direction === 'up' && rounded < limit - tolerance) return roundToDecimals(rounded + step, places);
  if (direction === 'down' && rounded > limit + tolerance) return roundToDecimals(rounded - step, places);
  return rounded;
}

function storedValue(value: number, options: NumberOptions): number {
  let stored = roundToDecimals(value, options.decimalPlaces);
  if (options.min !== undefined && stored < options.min) stored = options.min;
  if (options.max !== undefined && stored > options.max) stored = options.max;
  return stored === 0 ? 0 : stored;
}
