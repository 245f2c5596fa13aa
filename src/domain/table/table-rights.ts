// What a table of child rows lets the user do (node-model §5, §6): add needs create rights on the table
// node and at least one allowed type; edit needs write, delete needs delete, move needs move on the row
// and a table that can reorder; a copy needs a clonable row and create rights on the table.
import type { AllowedType } from '../nodes/node-protocol';
import { AccessFlag, VisibilityLevel, hasFlag } from '../rights';

export type TableNode = { ac: number; allowedTypes?: AllowedType[]; canReorder?: boolean };
export type TableRowNode = { ac: number; clonable?: boolean; gId: string };

export type RowRights = { edit: boolean; delete: boolean; clone: boolean; move: boolean };

/** The allowed child types the Add menu lists at this browse level, by their order. */
export function addableTypes(table: TableNode, browseLevel: number, readOnly: boolean): AllowedType[] {
  if (readOnly || !hasFlag(table.ac, AccessFlag.create)) return [];
  return (table.allowedTypes ?? []).filter((t) => (t.visible ?? VisibilityLevel.standard) <= browseLevel).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export function rowRights(table: TableNode, row: TableRowNode, readOnly: boolean): RowRights {
  if (readOnly) return { edit: false, delete: false, clone: false, move: false };
  return {
    edit: hasFlag(row.ac, AccessFlag.write),
    delete: hasFlag(row.ac, AccessFlag.delete),
    clone: row.clonable === true && hasFlag(table.ac, AccessFlag.create),
    move: table.canReorder === true && hasFlag(row.ac, AccessFlag.move),
  };
}

/** Arrow-down on the last row adds one only with autoAdd and exactly one type to add (node-model §4). */
export function canAutoAdd(autoAdd: boolean, types: readonly AllowedType[]): boolean {
  return autoAdd && types.length === 1;
}
