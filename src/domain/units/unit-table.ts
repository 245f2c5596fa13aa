// Compiles measure definitions into a lookup table built once: per unit abbreviation (aliases included)
// its measure and, per unit it can convert to, the whole conversion as one multiply-add. Pairs rather than
// one factor per unit to a common base, because convert-units leaves each system by that system's own
// anchor ratio (metric→imperial and imperial→metric are not exact inverses in its tables), and matching it
// to 1e-12 means doing the same; the pair table is a few thousand entries.
import type { AnchorDefinition, MeasureDefinition, UnitDefinition } from './measure-definition';
import { missingAnchors } from './unit-errors';

/** value × scale + offset */
export type LinearConversion = { readonly scale: number; readonly offset: number };

export type UnitEntry = {
  readonly abbr: string;
  readonly measure: string;
  readonly system: string;
  /** Target abbreviation (aliases included) → the conversion to it. */
  readonly to: ReadonlyMap<string, LinearConversion>;
};

export type UnitTable = ReadonlyMap<string, UnitEntry>;

type Unit = { abbr: string; system: string; def: UnitDefinition };

export const IDENTITY: LinearConversion = { scale: 1, offset: 0 };

/** Throws UnitError 'missingAnchors' when a measure of several systems lacks one system's anchor. */
export function compileUnitTable(measures: Readonly<Record<string, MeasureDefinition>>): UnitTable {
  const table = new Map<string, UnitEntry>();
  for (const [measure, definition] of Object.entries(measures)) {
    const units = unitsOf(definition);
    const systems = Object.keys(definition.systems);
    if (systems.length > 1) for (const system of systems) if (!definition.anchors[system]) throw missingAnchors(measure, system);
    const names = namesOf(definition, units);
    for (const from of units) {
      const to = new Map<string, LinearConversion>();
      for (const [name, target] of names) to.set(name, conversion(from, target, definition.anchors[from.system]));
      const entry: UnitEntry = { abbr: from.abbr, measure, system: from.system, to };
      for (const [name, target] of names) if (target === from) table.set(name, entry);
    }
  }
  return table;
}

function unitsOf(definition: MeasureDefinition): Unit[] {
  return Object.entries(definition.systems).flatMap(([system, units]) => Object.entries(units).map(([abbr, def]) => ({ abbr, system, def })));
}

/** Every spelling of every unit of the measure, aliases pointing at the unit they name. */
function namesOf(definition: MeasureDefinition, units: Unit[]): Map<string, Unit> {
  const names = new Map(units.map((u) => [u.abbr, u]));
  for (const [alias, abbr] of Object.entries(definition.aliases ?? {})) {
    const unit = names.get(abbr);
    if (unit) names.set(alias, unit);
  }
  return names;
}

/**
 * convert-units' steps folded into one line: (v × toAnchor − shift), across systems × ratio (or the affine
 * transform), + the target's shift, ÷ the target's toAnchor.
 */
function conversion(from: Unit, target: Unit, anchor: AnchorDefinition | undefined): LinearConversion {
  if (from === target) return IDENTITY;
  const [fromFactor, fromShift = 0] = from.def;
  const [toFactor, toShift = 0] = target.def;
  let scale = 1;
  let offset = 0;
  if (from.system !== target.system && anchor) {
    if ('ratio' in anchor) scale = anchor.ratio;
    else ({ scale, offset } = anchor.transform);
  }
  return { scale: (fromFactor * scale) / toFactor, offset: (offset - fromShift * scale + toShift) / toFactor };
}
