// The grid of a child table: the header fixed above the rows, and the rows drawn plainly while they fit
// (plus two each side, node-model §9) or lazily with react-virtuoso beyond that, so ten thousand rows
// cost what the visible ones cost. Keys and paste go to the grid as a whole.
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Virtuoso } from 'react-virtuoso';
import type { VirtuosoHandle } from 'react-virtuoso';
import { ChildTableHeader } from './ChildTableHeader';
import type { ChildTableHeaderProps } from './ChildTableHeader';
import { ChildTableRow } from './ChildTableRow';
import type { ChildTableRowProps } from './ChildTableRow';
import type { TableRow } from './table-row-model';
import { useRowHeight } from '../../../ui/use-touch-layout';
import { OVERSCAN_ROWS, ROW_HEIGHT } from './table-view-columns';
import { VIRTUAL_CONTAINER } from '../../../ui/virtual-container';
import { useI18n } from '../../../i18n/use-i18n';

/** Rows the body shows before it scrolls (the grid keeps its header fixed above them). */
export const VISIBLE_ROWS = 15;

const useStyles = makeStyles({
  grid: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, overflowX: 'auto' },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

export type ChildTableGridProps = {
  label: string;
  rows: readonly TableRow[];
  /** Index in the table's order of the first row (the page's start), for 'No'. */
  firstNumber: number;
  header: ChildTableHeaderProps;
  rowProps: (row: TableRow, number: number) => ChildTableRowProps;
  activeIndex: number;
  focusTick: number;
  onKeyDown: (event: KeyboardEvent) => void;
  onPaste: (text: string) => void;
};

export function ChildTableGrid(props: ChildTableGridProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const list = useRef<VirtuosoHandle>(null);
  const rowHeight = useRowHeight(ROW_HEIGHT);
  const lazy = props.rows.length > VISIBLE_ROWS + 2 * OVERSCAN_ROWS;
  const { activeIndex, focusTick } = props;
  // A keyboard move to a row out of view scrolls it in, so its cell exists to take the focus.
  useEffect(() => {
    if (lazy && activeIndex >= 0 && focusTick > 0) list.current?.scrollIntoView({ index: activeIndex });
  }, [lazy, activeIndex, focusTick]);

  const row = (r: TableRow, index: number) => {
    const rowProps = props.rowProps(r, props.firstNumber + index + 1);
    return <ChildTableRow key={r.node.key} {...rowProps} />;
  };
  return (
    <div
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.rows.length + 1}
      className={styles.grid}
      onKeyDown={props.onKeyDown}
      onPaste={(event: ClipboardEvent) => {
        const text = event.clipboardData.getData('text/plain');
        if (!text || (event.target as HTMLElement).tagName === 'INPUT') return;
        event.preventDefault();
        props.onPaste(text);
      }}
    >
      <div role="rowgroup">
        <ChildTableHeader {...props.header} />
      </div>
      {props.rows.length === 0 ? (
        <div className={styles.empty}>{i18n._('No items.')}</div>
      ) : lazy ? (
        <Virtuoso
          ref={list}
          components={VIRTUAL_CONTAINER}
          context={{ role: 'rowgroup' }}
          style={{ height: `${VISIBLE_ROWS * rowHeight}px` }}
          data={props.rows as TableRow[]}
          fixedItemHeight={rowHeight}
          increaseViewportBy={OVERSCAN_ROWS * rowHeight}
          computeItemKey={(_, r) => r.node.key}
          itemContent={(index, r) => row(r, index)}
        />
      ) : (
        <div role="rowgroup">{props.rows.map(row)}</div>
      )}
    </div>
  );
}
