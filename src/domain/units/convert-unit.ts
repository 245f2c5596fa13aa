// Unit conversion for property values (node-model §3 phyQ, §5, §8). A conversion is two map lookups and one
// multiply-add; converterFor hands out the multiply-add alone for columns of values.
import { MEASURES } from './measure-definitions';
import { incompatibleMeasures, unknownUnit } from './unit-errors';
import type { LinearConversion, UnitEntry, UnitTable } from './unit-table';
import { compileUnitTable } from './unit-table';

const TABLE: UnitTable = compileUnitTable(MEASURES);

export type UnitInfo = { abbr: string; measure: string; system: string };

/** The unit an abbreviation (or alias) names; throws 'Unsupported unit …' for one the library lacks. */
export function unitInfo(abbr: string): UnitInfo {
  const { abbr: unit, measure, system } = entryOf(abbr);
  return { abbr: unit, measure, system };
}

export function isKnownUnit(abbr: string): boolean {
  return TABLE.has(abbr);
}

/** Every abbreviation the library knows, aliases included, optionally of one measure. */
export function knownUnits(measure?: string): string[] {
  return [...TABLE.entries()].filter(([, e]) => measure === undefined || e.measure === measure).map(([name]) => name);
}

export function convertUnit(value: number, from: string, to: string): number {
  const conversion = TABLE.get(from)?.to.get(to);
  if (conversion) return value * conversion.scale + conversion.offset;
  throw refusal(from, to);
}

/** The conversion as numbers, for callers that apply it themselves (and for tests of its precision). */
export function linearConversion(from: string, to: string): LinearConversion {
  const conversion = TABLE.get(from)?.to.get(to);
  if (conversion) return conversion;
  throw refusal(from, to);
}

/**
 * A converter for one pair, checked once: bulk callers pay the lookups once, not per value. Always the same
 * function shape (no special identity or factor-only closures), so a loop over many pairs stays monomorphic.
 */
export function converterFor(from: string, to: string): (value: number) => number {
  const { scale, offset } = linearConversion(from, to);
  return (value) => value * scale + offset;
}

function entryOf(abbr: string): UnitEntry {
  const entry = TABLE.get(abbr);
  if (!entry) throw unknownUnit(abbr);
  return entry;
}

/** Why a pair has no conversion, in convert-units' order: unknown source, unknown target, other measure. */
function refusal(from: string, to: string): Error {
  const source = entryOf(from);
  const target = entryOf(to);
  return incompatibleMeasures(target.measure, source.measure);
}
