// The child table's unit columns converted to their display unit as whole columns, through the units
// worker client (a long column goes to workers/units-worker.ts, a short one converts on the page). Until
// an answer is in, and for a cell edited since, the cell converts its own value (cellText).
import { useEffect, useMemo, useState } from 'react';
import { convertValues } from '../../../data/units/units-worker-client';
import type { TableHeader } from '../../../domain/table/table-columns';
import { unitColumnPlans } from '../../../domain/table/unit-columns';
import type { TableRow } from './table-row-model';

/** Per column, per row gId: the stored value the conversion was made from and the number shown. */
export type UnitColumns = ReadonlyMap<string, ReadonlyMap<string, { stored: number | null; shown: number | null }>>;

const NONE: UnitColumns = new Map();

export function useUnitColumns(rows: readonly TableRow[], headers: readonly TableHeader[]): UnitColumns {
  const plans = useMemo(
    () => unitColumnPlans(headers, rows.map((row) => ({ id: row.node.gId, cell: (column: string) => row.properties.get(column) }))),
    [rows, headers],
  );
  const [converted, setConverted] = useState<UnitColumns>(NONE);
  useEffect(() => {
    if (plans.length === 0) return;
    let current = true;
    Promise.all(plans.map((plan) => convertValues(plan.values, plan.from, plan.to))).then(
      (columns) => {
        if (!current) return;
        const next = new Map<string, Map<string, { stored: number | null; shown: number | null }>>();
        plans.forEach((plan, p) => {
          const shown = columns[p] ?? [];
          next.set(plan.column, new Map(plan.rowIds.map((id, i) => [id, { stored: plan.values[i] ?? null, shown: shown[i] ?? null }])));
        });
        setConverted(next);
      },
      // The plans name only units the library knows, so this is not expected; the cells convert alone then.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [plans]);
  return plans.length === 0 ? NONE : converted;
}

/** The converted number of a cell, if the column was converted from the value the cell holds now. */
export function shownNumber(units: UnitColumns, column: string, gId: string, value: unknown): number | null | undefined {
  const entry = units.get(column)?.get(gId);
  if (!entry) return undefined;
  const stored = typeof value === 'number' ? value : null;
  return entry.stored === stored ? entry.shown : undefined;
}
