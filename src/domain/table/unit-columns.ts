// Which columns of a child table show their numbers in another unit than they are stored in
// (node-model §3 table header `hasUnit`, `transform`; number options displayUnit): such a column is
// converted as one column of values, through the units worker client, not value by value.
import type { PhysicalQuantity, PropertyType, PropertyValue, StandardValue } from '../nodes/node-protocol';
import type { TableHeader } from './table-columns';
import { quantityUnitsOf } from '../values/quantity-units';

type UnitCell = { type: PropertyType; phyQ?: PhysicalQuantity; standardValues?: StandardValue[]; value: PropertyValue };

/** One row as the planner sees it: its id and its property of a column, if it has one. */
export type UnitColumnRow = { id: string; cell: (column: string) => UnitCell | undefined };

/** One column to convert: the rows' stored numbers (null where empty) from the stored to the display unit. */
export type UnitColumnPlan = { column: string; from: string; to: string; rowIds: string[]; values: (number | null)[] };

function displayPairOf(cell: UnitCell): { from: string; to: string } | null {
  if ((cell.type.kind !== 'int' && cell.type.kind !== 'decimal') || (cell.standardValues?.length ?? 0) > 0) return null;
  const units = cell.phyQ ? quantityUnitsOf({ unit: cell.phyQ.unit, editorUnit: cell.phyQ.editorUnit, displayUnit: cell.phyQ.displayUnit }) : null;
  return units && units.display !== units.stored ? { from: units.stored, to: units.display } : null;
}

/**
 * The shown unit columns that need converting. A row whose property of the column declares other units
 * than the column's first one is left out (it is formatted on its own, as a single value).
 */
export function unitColumnPlans(headers: readonly TableHeader[], rows: readonly UnitColumnRow[]): UnitColumnPlan[] {
  const plans: UnitColumnPlan[] = [];
  for (const header of headers) {
    if (!header.visible || header.transform !== 'unit') continue;
    let plan: UnitColumnPlan | null = null;
    for (const row of rows) {
      const cell = row.cell(header.value);
      const pair = cell ? displayPairOf(cell) : null;
      if (!cell || !pair) continue;
      plan ??= { column: header.value, ...pair, rowIds: [], values: [] };
      if (pair.from !== plan.from || pair.to !== plan.to) continue;
      plan.rowIds.push(row.id);
      plan.values.push(typeof cell.value === 'number' ? cell.value : null);
    }
    if (plan) plans.push(plan);
  }
  return plans;
}
