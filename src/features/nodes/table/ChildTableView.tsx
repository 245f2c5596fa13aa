// The editable table of a node's child rows (node-model §2.2): toolbar, grid or cards (under 600 px),
// pager and the 'Customize headers' dialog, over rows and operations given as props, so it renders
// the same from the mirror (ChildTable) and in tests.
import { useCallback, useMemo, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { CsvRow } from '../../../domain/csv/csv-header';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { TableHeader } from '../../../domain/table/table-columns';
import type { PageSize } from '../../../domain/table/table-paging';
import { addableTypes, canAutoAdd, rowRights } from '../../../domain/table/table-rights';
import type { TableNode } from '../../../domain/table/table-rights';
import { ChildTableCards } from './ChildTableCards';
import { ChildTableGrid } from './ChildTableGrid';
import type { ChildTableRowProps } from './ChildTableRow';
import { ChildTableToolbar } from './ChildTableToolbar';
import { CustomizeHeadersDialog } from './CustomizeHeadersDialog';
import type { RowAction, RowMoves } from './RowActionsMenu';
import { TablePager } from './TablePager';
import { cellText } from './cell-text';
import type { TableRow } from './table-row-model';
import { gridTemplateOf, viewColumnsOf } from './table-view-columns';
import type { TableOptions } from './table-view-columns';
import { reportError, useChildTableActions } from './use-child-table-actions';
import type { ChildTableOperations } from './use-child-table-operations';
import { useTableCursor } from './use-table-cursor';
import { useTableRowsView } from './use-table-rows-view';
import { useUnitColumns } from './use-unit-columns';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 } });

export type ChildTableViewProps = TableOptions & {
  name: string;
  /** The table's node, whose keys name its CSV download. */
  node?: { host: string; gId: string } | undefined;
  table: TableNode;
  rows: readonly TableRow[];
  /** The columns in the user's saved order and visibility. */
  headers: readonly TableHeader[];
  locale: LocaleSettings;
  browseLevel: number;
  /** @default false */
  readOnly?: boolean;
  /** Arrow-down on the last row adds a row (with exactly one allowed type). @default true */
  autoAdd?: boolean;
  /** @default 10 */
  initialPageSize?: PageSize;
  /** Card layout (under 600 px). @default false */
  narrow?: boolean;
  operations: ChildTableOperations;
  onSaveLayout: (headers: TableHeader[]) => void;
  onEditDetails: (row: TableRow) => void;
  onRefresh: () => void;
};

export function ChildTableView(props: ChildTableViewProps) {
  const { table, locale, operations, readOnly = false } = props;
  const styles = useStyles();
  const [customizing, setCustomizing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view = useTableRowsView(props.rows, props.initialPageSize);
  const { headers, selectable, draggable, numbered, actions: actionsColumn } = props;
  const columns = useMemo(() => viewColumnsOf(headers, { selectable, draggable, numbered, actions: actionsColumn }), [headers, selectable, draggable, numbered, actionsColumn]);
  const template = useMemo(() => gridTemplateOf(columns), [columns]);
  const units = useUnitColumns(props.rows, headers);
  const addTypes = useMemo(() => addableTypes(table, props.browseLevel, readOnly), [table, props.browseLevel, readOnly]);
  const rightsOf = useCallback((row: TableRow) => rowRights(table, row.node, readOnly), [table, readOnly]);
  const rowWritable = useCallback((row: TableRow) => rightsOf(row).edit, [rightsOf]);
  const autoAddType = canAutoAdd(props.autoAdd ?? true, addTypes) ? addTypes[0] : undefined;

  const cursor = useTableCursor({
    ordered: view.ordered,
    columns,
    pageSize: view.pageSize,
    setPage: view.setPage,
    autoAdd: autoAddType ? () => operations.add(autoAddType) : undefined,
    removeUnedited: (row) => operations.remove(row.node),
    canEdit: (row, column) => column.kind === 'data' && !column.header.readonly && rowWritable(row) && row.properties.get(column.key) !== undefined,
  });
  const actions = useChildTableActions({ operations, view, cursor, columns, locale, rowWritable });

  const exportRows = useCallback(
    (): CsvRow[] =>
      view.ordered.map((row, index) => {
        const out: Record<string, unknown> = { No: index + 1 };
        for (const c of columns) if (c.kind === 'data') out[c.header.text] = cellText(row, c.key, locale, units);
        return out;
      }),
    [view.ordered, columns, locale, units],
  );

  const onAction = (row: TableRow, action: RowAction) => {
    if (action === 'clone') actions.clone(row);
    else if (action === 'moveUp' || action === 'moveDown') actions.moveBy(row, action === 'moveUp' ? -1 : 1);
    else if (action === 'edit') props.onEditDetails(row);
    else void actions.remove(row).catch(reportError);
  };
  // Each row's place in the order, built once per order rather than searched per row on each render.
  const orderIndex = useMemo(() => new Map(view.ordered.map((row, i) => [row.node.gId, i])), [view.ordered]);
  // Offered where a row could be dragged: the table has the handle column, is in the server's order, and the row may move.
  const movesOf = (row: TableRow): RowMoves | undefined => {
    if (!draggable || view.sort !== null || !rightsOf(row).move) return undefined;
    const at = orderIndex.get(row.node.gId) ?? -1;
    return { up: at > 0, down: at >= 0 && at < view.ordered.length - 1 };
  };
  const enabledWritable = !readOnly && props.rows.some((r) => rowWritable(r));
  // Counted over the rows shown now: the set may still hold rows deleted since they were ticked.
  const selectedCount = selected.size === 0 ? 0 : props.rows.filter((r) => selected.has(r.node.gId)).length;
  const allSelected = selectedCount === 0 ? false : selectedCount === props.rows.length ? true : 'mixed';
  const rowProps = (row: TableRow, number: number): ChildTableRowProps => ({
    row,
    number,
    columns,
    template,
    rights: rightsOf(row),
    moves: movesOf(row),
    movable: view.sort === null,
    selected: selected.has(row.node.gId),
    active: cursor.active,
    editing: cursor.editing,
    focusTick: cursor.focusTick,
    dropTarget: false,
    locale,
    units,
    onActivate: cursor.activate,
    onStartEdit: cursor.startEdit,
    onStopEdit: cursor.stopEdit,
    onSave: async (r, column, value) => {
      cursor.markEdited(r.node.gId);
      await operations.saveCell(r.node, column, value);
    },
    onSelect: (r, on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(r.node.gId);
        else next.delete(r.node.gId);
        return next;
      }),
    onAction,
    onDragStart: actions.dragStart,
    onDrop: actions.drop,
  });

  return (
    <div className={styles.root}>
      <ChildTableToolbar name={props.name} node={props.node} addTypes={addTypes} onAdd={actions.add} exportRows={exportRows} onCustomize={() => setCustomizing(true)} onRefresh={props.onRefresh} />
      {props.narrow ? (
        <ChildTableCards
          label={props.name}
          rows={view.shown}
          firstNumber={view.pageStart}
          columns={columns}
          locale={locale}
          units={units}
          rightsOf={rightsOf}
          movesOf={movesOf}
          onAction={onAction}
        />
      ) : (
        <ChildTableGrid
          label={props.name}
          rows={view.shown}
          firstNumber={view.pageStart}
          rowProps={rowProps}
          activeIndex={cursor.active ? view.shown.findIndex((r) => r.node.gId === cursor.active?.gId) : -1}
          focusTick={cursor.focusTick}
          onKeyDown={cursor.onKeyDown}
          onPaste={actions.paste}
          header={{
            columns,
            template,
            sort: view.sort,
            onSort: view.toggleSort,
            allSelected,
            onSelectAll: (on) => setSelected(on ? new Set(props.rows.map((r) => r.node.gId)) : new Set()),
            onSetAllEnabled: enabledWritable ? actions.setAllEnabled : undefined,
          }}
        />
      )}
      <TablePager page={view.page} pages={view.pages} pageSize={view.pageSize} rowCount={view.ordered.length} onPage={view.setPage} onPageSize={view.setPageSize} />
      <CustomizeHeadersDialog
        open={customizing}
        headers={props.headers}
        onCancel={() => setCustomizing(false)}
        onSave={(headers) => {
          setCustomizing(false);
          props.onSaveLayout(headers);
        }}
      />
    </div>
  );
}
