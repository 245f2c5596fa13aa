// One row of a child table: its icon columns (select, drag handle, 'No', actions) and data cells, laid
// on the grid template the header uses. A row is dragged by its handle onto another row to move it.
import { Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { PropertyValue } from '../../../domain/nodes/node-protocol';
import { AccessFlag, hasFlag } from '../../../domain/rights';
import type { RowRights } from '../../../domain/table/table-rights';
import { RowActionsMenu } from './RowActionsMenu';
import type { RowAction, RowMoves } from './RowActionsMenu';
import { ChildTableCell } from './ChildTableCell';
import { cellText } from './cell-text';
import type { TableRow } from './table-row-model';
import { rowHeightStyle } from '../../../ui/use-touch-layout';
import { ROW_HEIGHT } from './table-view-columns';
import type { ViewColumn } from './table-view-columns';
import type { ActiveCell } from './use-table-cursor';
import type { UnitColumns } from './use-unit-columns';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    // A finger's row on the touch layout; the scroller is told the same height (useRowHeight).
    ...rowHeightStyle(ROW_HEIGHT),
    alignItems: 'stretch',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
  },
  pending: { fontStyle: 'italic' },
  over: { borderTop: `2px solid ${tokens.colorBrandStroke1}` },
  icon: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3 },
  no: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', paddingInline: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

export type RowCallbacks = {
  onActivate: (cell: ActiveCell) => void;
  onStartEdit: (cell: ActiveCell) => void;
  onStopEdit: () => void;
  onSave: (row: TableRow, column: string, value: PropertyValue) => Promise<void>;
  onSelect: (row: TableRow, selected: boolean) => void;
  onAction: (row: TableRow, action: RowAction) => void;
  onDragStart: (row: TableRow) => void;
  onDrop: (row: TableRow) => void;
};

export type ChildTableRowProps = RowCallbacks & {
  row: TableRow;
  /** 1-based place in the table's order ('No'). */
  number: number;
  columns: readonly ViewColumn[];
  template: string;
  rights: RowRights;
  /** 'Move up' / 'Move down' in the row's menu; undefined where the table does not reorder. */
  moves?: RowMoves | undefined;
  /** Moving is off while the table is sorted (the server's order is what a move changes). */
  movable: boolean;
  selected: boolean;
  active: ActiveCell | null;
  editing: boolean;
  focusTick: number;
  dropTarget: boolean;
  locale: LocaleSettings;
  /** The unit columns converted as whole columns. */
  units: UnitColumns;
};

export function ChildTableRow(props: ChildTableRowProps) {
  const { row, columns, rights, active } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const number = String(props.number);
  const rowLabel = i18n._('row {number}', { number });
  return (
    <div
      role="row"
      aria-rowindex={props.number + 1}
      aria-selected={props.selected || undefined}
      data-gid={row.node.gId}
      className={mergeClasses(styles.row, row.node.pendingEntry !== undefined && styles.pending, props.dropTarget && styles.over)}
      style={{ gridTemplateColumns: props.template }}
      onDragOver={(event) => props.movable && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop(row);
      }}
    >
      {columns.map((column) => {
        switch (column.kind) {
          case 'select':
            return (
              <div key={column.key} role="gridcell" className={styles.icon}>
                <Checkbox aria-label={i18n._('Select row {number}', { number })} checked={props.selected} onChange={(_, data) => props.onSelect(row, data.checked === true)} />
              </div>
            );
          case 'drag':
            return (
              <div
                key={column.key}
                role="gridcell"
                aria-label={i18n._('Move row {number}', { number })}
                className={mergeClasses(styles.icon, styles.handle)}
                draggable={props.movable && rights.move}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', row.node.gId);
                  props.onDragStart(row);
                }}
              >
                {props.movable && rights.move ? <ReOrderDotsVerticalRegular /> : null}
              </div>
            );
          case 'no':
            return (
              <div key={column.key} role="rowheader" className={styles.no}>
                {props.number}
              </div>
            );
          case 'actions':
            return (
              <div key={column.key} role="gridcell" className={styles.icon}>
                <RowActionsMenu rowLabel={rowLabel} rights={rights} moves={props.moves} onAction={(action) => props.onAction(row, action)} />
              </div>
            );
          case 'data': {
            const isActive = active?.gId === row.node.gId && active.column === column.key;
            return (
              <ChildTableCell
                key={column.key}
                header={column.header}
                property={row.properties.get(column.key)}
                text={cellText(row, column.key, props.locale, props.units)}
                rowLabel={rowLabel}
                locale={props.locale}
                readOnly={column.header.readonly || !rights.edit || !isWritable(row, column.key)}
                active={isActive}
                editing={isActive && props.editing}
                focusTick={props.focusTick}
                onActivate={() => !isActive && props.onActivate({ gId: row.node.gId, column: column.key })}
                onStartEdit={() => props.onStartEdit({ gId: row.node.gId, column: column.key })}
                onStopEdit={props.onStopEdit}
                onSave={(value) => props.onSave(row, column.key, value)}
              />
            );
          }
        }
      })}
    </div>
  );
}

function isWritable(row: TableRow, column: string): boolean {
  const property = row.properties.get(column);
  return property !== undefined && hasFlag(property.ac, AccessFlag.write);
}
