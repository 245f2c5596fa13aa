// The event log rows under their columns (the server's schema with the user's layout): a fixed header
// (32 px) and 30 px rows, drawn plainly while they fit and with react-virtuoso beyond that (node-model §9),
// with each entry's confirmation state and a Confirm button at the end.
import { Button, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Virtuoso } from 'react-virtuoso';
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import type { EventLogRow } from '../../domain/eventlog/eventlog-protocol';
import type { LocaleSettings } from '../../domain/locale-settings';
import { VISIBLE_ROWS } from '../nodes/table/ChildTableGrid';
import { HEADER_HEIGHT, OVERSCAN_ROWS, ROW_HEIGHT } from '../nodes/table/table-view-columns';
import { rowHeightStyle, useRowHeight } from '../../ui/use-touch-layout';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { eventCellText } from './event-cell-text';
import { VIRTUAL_CONTAINER } from '../../ui/virtual-container';

export const CONFIRM_TEXT = /*i18n*/ 'Confirm';
const CONFIRM_COLUMN_WIDTH = 90;
const AUTO_WIDTH = 160;

const useStyles = makeStyles({
  grid: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, overflowX: 'auto' },
  row: {
    display: 'grid',
    // A finger's row on the touch layout; the scroller is told the same height (useRowHeight).
    ...rowHeightStyle(ROW_HEIGHT),
    alignItems: 'center',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  header: { height: `${HEADER_HEIGHT}px`, backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  cell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingInline: tokens.spacingHorizontalXS },
  end: { textAlign: 'end' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

export type EventLogTableProps = {
  label: string;
  columns: readonly EventLogColumn[];
  rows: readonly EventLogRow[];
  locale: LocaleSettings;
  /** Absent: confirming is not offered (offline). */
  onConfirm?: (row: EventLogRow) => void;
};

export function EventLogTable({ label, columns, rows, locale, onConfirm }: EventLogTableProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const rowHeight = useRowHeight(ROW_HEIGHT);
  const shown = columns.filter((c) => c.visible);
  const template = [...shown.map((c) => `${c.width ?? AUTO_WIDTH}px`), `${CONFIRM_COLUMN_WIDTH}px`].join(' ');
  const minWidth = shown.reduce((sum, c) => sum + (c.width ?? AUTO_WIDTH), CONFIRM_COLUMN_WIDTH);
  const lazy = rows.length > VISIBLE_ROWS + 2 * OVERSCAN_ROWS;

  const line = (row: EventLogRow, index: number) => (
    <div
      key={row.id}
      role="row"
      aria-rowindex={index + 2}
      className={mergeClasses(styles.row, row.severity === 1 && styles.warning, row.severity === 2 && styles.error)}
      style={{ gridTemplateColumns: template, minWidth: `${minWidth}px` }}
    >
      {shown.map((c) => {
        const raw = eventCellText(row, c.value, locale);
        // Severities are the screen's words; every other cell is the server's data, shown as stored.
        const text = c.value === 'severity' ? translateMessage(raw) : raw;
        return (
          <div key={c.value} role="gridcell" title={text} className={mergeClasses(styles.cell, c.align === 'end' && styles.end)}>
            {text}
          </div>
        );
      })}
      <div role="gridcell" className={styles.cell}>
        {row.confirmedAt !== null ? (
          <Tooltip content={i18n._('Confirmed by {user}', { user: row.confirmedBy ?? '' })} relationship="label">
            <CheckmarkRegular />
          </Tooltip>
        ) : onConfirm ? (
          <Button size="small" aria-label={i18n._('Confirm entry {id}', { id: row.id })} onClick={() => onConfirm(row)}>
            {i18n._(CONFIRM_TEXT)}
          </Button>
        ) : null}
      </div>
    </div>
  );

  return (
    <div role="grid" aria-label={label} aria-rowcount={rows.length + 1} className={styles.grid}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)} style={{ gridTemplateColumns: template, minWidth: `${minWidth}px` }}>
          {shown.map((c) => (
            <div key={c.value} role="columnheader" className={mergeClasses(styles.cell, c.align === 'end' && styles.end)}>
              {translateMessage(c.text)}
            </div>
          ))}
          <div role="columnheader" className={styles.cell}>
            {i18n._('Confirmed')}
          </div>
        </div>
      </div>
      {rows.length === 0 ? (
        <div className={styles.empty}>{i18n._('No entries.')}</div>
      ) : lazy ? (
        <Virtuoso
          components={VIRTUAL_CONTAINER}
          context={{ role: 'rowgroup' }}
          style={{ height: `${VISIBLE_ROWS * rowHeight}px` }}
          data={rows as EventLogRow[]}
          fixedItemHeight={rowHeight}
          increaseViewportBy={OVERSCAN_ROWS * rowHeight}
          computeItemKey={(_, row) => row.id}
          itemContent={(index, row) => line(row, index)}
        />
      ) : (
        <div role="rowgroup">{rows.map(line)}</div>
      )}
    </div>
  );
}
