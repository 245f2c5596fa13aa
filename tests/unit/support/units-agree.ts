// When our conversion agrees with convert-units' (the unit library's comparison test and its benchmark):
// to 1e-12 relative to the larger of the result and the terms summed to get it. Where an offset cancels the
// scaled value (0 K → °R, 300.15 K → 27 °C, anything that lands on 0) the result's own size says nothing
// about the rounding, which is relative to the numbers subtracted: both libraries leave ~1e-13 there, and a
// plain relative test would compare two rounding residues. A 0 expected with a 0 result is equal; linear
// measures have no offset, so 0 maps to exactly 0 and tiny values stay relative to themselves.
import { linearConversion } from '../../../src/domain/units/convert-unit';

export const UNITS_RELATIVE_TOLERANCE = 1e-12;

/** The largest offset term a conversion of the measure adds or subtracts on the way (273.15 K × 1.8). */
const OFFSET_TERMS: Record<string, number> = { temperature: 491.67 };

export function unitsAgree(actual: number, expected: number, value: number, measure: string, from: string, to: string): boolean {
  if (actual === expected) return true;
  const { scale } = linearConversion(from, to);
  const size = Math.max(Math.abs(expected), Math.abs(value * scale), OFFSET_TERMS[measure] ?? 0);
  return Math.abs(actual - expected) <= UNITS_RELATIVE_TOLERANCE * size;
}
