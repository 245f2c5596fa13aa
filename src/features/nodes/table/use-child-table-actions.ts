// What the child table's controls do: add, copy, delete (always confirmed), a dragged row's
// move (the old order back when it fails), a paste planned over the rows in display order and sent as
// one batch, and 'Disable all' / 'Enable all' as one batch. Errors go to the snackbar.
import { useCallback, useRef } from 'react';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { AllowedType } from '../../../domain/nodes/node-protocol';
import { AccessFlag, hasFlag } from '../../../domain/rights';
import { planPaste } from '../../../domain/table/table-paste';
import { formatNumber } from '../../../domain/values/format-number';
import { propertyFailureText } from '../../../domain/values/property-failure-text';
import { confirmMessage, showSnackbar } from '../../../state/ui';
import { DELETE_CONFIRM_TEXT } from '../tree/NodeDeleteDialog';
import { ENABLED_COLUMN } from './table-row-model';
import type { TableRow } from './table-row-model';
import { pasteColumnsOf } from './table-view-columns';
import type { ViewColumn } from './table-view-columns';
import type { ChildTableOperations, RowUpdate } from './use-child-table-operations';
import type { TableCursor } from './use-table-cursor';
import type { TableRowsView } from './use-table-rows-view';
import { useI18n } from '../../../i18n/use-i18n';

export function reportError(error: unknown): void {
  showSnackbar(error instanceof Error ? error.message : String(error));
}

export type ChildTableActionsOptions = {
  operations: ChildTableOperations;
  view: TableRowsView;
  cursor: TableCursor;
  columns: readonly ViewColumn[];
  locale: LocaleSettings;
  rowWritable: (row: TableRow) => boolean;
};

export function useChildTableActions({ operations, view, cursor, columns, locale, rowWritable }: ChildTableActionsOptions) {
  const i18n = useI18n();
  const dragged = useRef<TableRow | null>(null);

  const add = useCallback((type: AllowedType) => void operations.add(type).catch(reportError), [operations]);
  const clone = useCallback((row: TableRow) => void operations.clone(row.node).catch(reportError), [operations]);
  const remove = useCallback(
    async (row: TableRow) => {
      if (!(await confirmMessage(i18n._(DELETE_CONFIRM_TEXT)))) return;
      await operations.remove(row.node).catch(reportError);
    },
    [operations, i18n],
  );

  const paste = useCallback(
    (text: string) => {
      const active = cursor.active;
      const activeRow = active ? view.ordered.findIndex((r) => r.node.gId === active.gId) : -1;
      const activeColumn = active ? columns.findIndex((c) => c.key === active.column) : -1;
      if (activeRow < 0 || activeColumn < 0) return;
      const byGId = new Map(view.ordered.map((r) => [r.node.gId, r]));
      const plan = planPaste(text, {
        rows: view.ordered.map((r) => ({ gId: r.node.gId, writable: rowWritable(r), property: (id) => r.properties.get(id) })),
        columns: pasteColumnsOf(columns),
        activeRow,
        activeColumn,
        locale,
        today: new Date(),
      });
      const [first] = plan.errors;
      if (first) showSnackbar(propertyFailureText(byGId.get(first.gId)?.properties.get(first.column)?.name ?? first.column, first.text, first.error));
      if (plan.updates.length === 0) return;
      for (const update of plan.updates) cursor.markEdited(update.gId);
      // The outbox entry's label, kept as a message: the outbox shows it in the language of the moment.
      const count = plan.updates.length;
      const change = { template: /*i18n*/ '{count, plural, one {{n} row pasted} other {{n} rows pasted}}', values: { count, n: formatNumber(count, 0, locale) } };
      void operations.saveRows(plan.updates, change).catch(reportError);
    },
    [cursor, view.ordered, columns, locale, rowWritable, operations],
  );

  const setAllEnabled = useCallback(
    (enabled: boolean) => {
      const updates: RowUpdate[] = [];
      for (const row of view.ordered) {
        const property = row.properties.get(ENABLED_COLUMN);
        if (!property || !rowWritable(row) || !hasFlag(property.ac, AccessFlag.write) || property.value === enabled) continue;
        updates.push({ gId: row.node.gId, values: [{ id: ENABLED_COLUMN, value: enabled }] });
      }
      if (updates.length > 0) void operations.saveRows(updates, enabled ? /*i18n*/ 'all enabled' : /*i18n*/ 'all disabled').catch(reportError);
    },
    [view.ordered, rowWritable, operations],
  );

  const dragStart = useCallback((row: TableRow) => (dragged.current = row), []);
  const drop = useCallback(
    (target: TableRow) => {
      const row = dragged.current;
      dragged.current = null;
      if (!row || row === target) return;
      view.moveRow(row, target, (r, newIndex) => operations.move(r.node, newIndex)).catch(reportError);
    },
    [view, operations],
  );

  // 'Move up' / 'Move down': the neighbour in the table's order is the drop target, so the move takes the
  // dragged row's road (one queued move, the old order back when it fails).
  const moveBy = useCallback(
    (row: TableRow, delta: -1 | 1) => {
      const at = view.ordered.indexOf(row);
      const neighbour = at < 0 ? undefined : view.ordered[at + delta];
      if (!neighbour) return;
      view.moveRow(row, neighbour, (r, newIndex) => operations.move(r.node, newIndex)).catch(reportError);
    },
    [view, operations],
  );

  return { add, clone, remove, paste, setAllEnabled, dragStart, drop, moveBy };
}
