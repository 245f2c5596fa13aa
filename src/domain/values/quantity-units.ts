// Which units a numeric property is stored, edited and shown in (node-model §3 phyQ and number options),
// and how a number looks in one of them. The value is always stored in `unit`; the editor and display units
// apply only when the unit library can reach them from it, otherwise the stored unit is used
// (docs/decisions.md, "Units").
import { converterFor, isKnownUnit, linearConversion, unitInfo } from '../units/convert-unit';
import { decimalPlacesFromStep } from './decimal-places';
import type { NumberOptions } from './parse-number';

export type UnitRole = 'display' | 'editor';

export type QuantityUnits = { stored: string; editor: string; display: string };

/** How a stored number is shown in the role's unit: the converted value, its unit and its decimals. */
export type NumberView = { unit: string | undefined; convert: (stored: number) => number; decimalPlaces: number };

/** Null when nothing converts: no unit, or one the library does not know (%, AU, pH). */
export function quantityUnitsOf(options: Pick<NumberOptions, 'unit' | 'editorUnit' | 'displayUnit'>): QuantityUnits | null {
  const { unit } = options;
  if (!unit || !isKnownUnit(unit)) return null;
  const measure = unitInfo(unit).measure;
  const reachable = (other: string | undefined) => (other && isKnownUnit(other) && unitInfo(other).measure === measure ? other : unit);
  return { stored: unit, editor: reachable(options.editorUnit), display: reachable(options.displayUnit) };
}

/**
 * Decimals in another unit: those of the base step's size there (0.1 bar is 1.45 psi: 0 decimals), so a
 * shown value keeps the resolution the type asks for. Without a step the base decimals stay.
 */
export function decimalPlacesIn(options: Pick<NumberOptions, 'decimalPlaces' | 'step'>, scale: number): number {
  if (scale === 1 || options.step === undefined) return options.decimalPlaces;
  return decimalPlacesFromStep(options.step * Math.abs(scale), options.decimalPlaces);
}

export function numberView(options: NumberOptions, role: UnitRole): NumberView {
  const units = quantityUnitsOf(options);
  if (!units) return { unit: options.unit, convert: (value) => value, decimalPlaces: options.decimalPlaces };
  const unit = role === 'editor' ? units.editor : units.display;
  const { scale } = linearConversion(units.stored, unit);
  return { unit, convert: converterFor(units.stored, unit), decimalPlaces: decimalPlacesIn(options, scale) };
}
