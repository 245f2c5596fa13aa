// The virtualized rows of the node browser with the keyboard model of a WAI-ARIA tree: one tab stop
// (roving tabindex), arrows move focus, Right/Left open and close, Enter/Space select, Home/End, and
// Alt+ArrowUp/Down reorder the focused node so moving works without a mouse.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { ListRange, VirtuosoHandle } from 'react-virtuoso';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { FlatRow } from '../../../domain/tree/flatten-tree';
import { focusIsLostOrWithin, typingOutside } from '../../../ui/focus-moves';
import { useRowHeight } from '../../../ui/use-touch-layout';
import { useI18n } from '../../../i18n/use-i18n';
import { NodePlaceholderRow, NodeTreeRow, ROW_HEIGHT } from './NodeTreeRow';
import type { NodeTreeRowProps } from './NodeTreeRow';
import { VIRTUAL_CONTAINER } from '../../../ui/virtual-container';

export type RowCallbacks = Pick<
  NodeTreeRowProps,
  | 'onToggleOpen'
  | 'onSelect'
  | 'onFocusRow'
  | 'onAdd'
  | 'onDelete'
  | 'onRestore'
  | 'onRename'
  | 'onShareLink'
  | 'onRevokeShareLinks'
  | 'onClone'
  | 'onCallMethod'
  | 'onDragStartRow'
  | 'onDragOverRow'
  | 'onDropRow'
  | 'onDragEndRow'
  | 'onMoveBy'
>;

export type NodeTreeViewProps = {
  label: string;
  multiselectable?: boolean;
  rows: readonly FlatRow[];
  focusedKey: string | null;
  /** Props of a node row besides the callbacks; null when the node is unknown. */
  rowProps: (key: string) => Omit<NodeTreeRowProps, keyof RowCallbacks | 'row' | 'focused' | 'domId'> | null;
  placeholderError: (parentKey: string) => number | null;
  callbacks: RowCallbacks;
  onOpenChange: (key: string, open: boolean) => void;
  /** Keys of the rows in view, for the live-value refresh. */
  onVisibleKeysChange?: (keys: string[]) => void;
  emptyText?: string;
  /** Incremented when the tree itself wants DOM focus on the focused row (after an add). */
  focusToken?: number;
};

const useStyles = makeStyles({
  root: { flexGrow: 1, minHeight: '120px' },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

function rowDomId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** About half a second at 60 frames per second. */
const FOCUS_RETRY_FRAMES = 30;

export function NodeTreeView(props: NodeTreeViewProps) {
  const { rows, focusedKey, callbacks } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const rowHeight = useRowHeight(ROW_HEIGHT);
  const listRef = useRef<VirtuosoHandle>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const idPrefix = `tree${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const keyboardFocus = useRef(false);
  const handledToken = useRef(props.focusToken ?? 0);
  const focusToken = props.focusToken ?? 0;
  const focusIndex = focusedKey === null ? -1 : rows.findIndex((r) => r.key === focusedKey);

  // Virtuoso reports the range only when its indexes move; opening, closing or removing a row changes
  // which rows sit at those indexes, so the keys in view are worked out again whenever the rows change.
  const [range, setRange] = useState<ListRange | null>(null);
  const onVisibleKeysChange = useRef(props.onVisibleKeysChange);
  useEffect(() => {
    onVisibleKeysChange.current = props.onVisibleKeysChange;
  });
  useEffect(() => {
    const keys: string[] = [];
    if (range) {
      for (let i = range.startIndex; i <= Math.min(range.endIndex, rows.length - 1); i++) {
        const row = rows[i];
        if (row?.kind === 'node') keys.push(row.key);
      }
    }
    onVisibleKeysChange.current?.(keys);
  }, [rows, range]);

  const focusFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(focusFrame.current), []);

  // Keyboard moves and adds scroll the focused row into view and focus its element once rendered:
  // Virtuoso renders a row it scrolled to, or one just added, a frame or more later, so the focus
  // is retried each frame for a while. A newer request replaces an older one. A user who has left the
  // tree keeps their place when rows shift under the focused one (children loaded above it), and one
  // typing in a field elsewhere when an added row's answer comes.
  useEffect(() => {
    const requested = handledToken.current !== focusToken;
    if ((!keyboardFocus.current && !requested) || focusIndex < 0 || !focusedKey) return;
    handledToken.current = focusToken;
    cancelAnimationFrame(focusFrame.current);
    const mayFocus = () => (requested ? !typingOutside(rootRef.current) : focusIsLostOrWithin(rootRef.current));
    if (!mayFocus()) return;
    listRef.current?.scrollIntoView({ index: focusIndex, behavior: 'auto' });
    let frames = 0;
    const attempt = () => {
      if (!mayFocus()) return;
      const items = rootRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
      const element = [...items].find((item) => item.dataset.key === focusedKey);
      if (element) element.focus();
      else if (++frames < FOCUS_RETRY_FRAMES) focusFrame.current = requestAnimationFrame(attempt);
    };
    attempt();
  }, [focusIndex, focusedKey, focusToken]);

  const nodeRowAt = (index: number) => {
    const row = rows[index];
    return row?.kind === 'node' ? row : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'treeitem') return;
    const targetKey = target.getAttribute('data-key');
    const index = targetKey === null ? Math.max(0, focusIndex) : rows.findIndex((r) => r.key === targetKey);
    const row = rows[index];
    if (!row) return;
    const focusAt = (i: number) => {
      const next = rows[Math.max(0, Math.min(rows.length - 1, i))];
      if (next?.kind === 'node') callbacks.onFocusRow(next.key);
    };
    keyboardFocus.current = true;
    let handled = true;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      if (row.kind === 'node') callbacks.onMoveBy(row.key, event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'ArrowDown') {
      let i = index + 1;
      while (i < rows.length && !nodeRowAt(i)) i++;
      if (i < rows.length) focusAt(i);
    } else if (event.key === 'ArrowUp') {
      let i = index - 1;
      while (i >= 0 && !nodeRowAt(i)) i--;
      if (i >= 0) focusAt(i);
    } else if (event.key === 'Home') {
      focusAt(0);
    } else if (event.key === 'End') {
      let i = rows.length - 1;
      while (i > 0 && !nodeRowAt(i)) i--;
      focusAt(i);
    } else if (event.key === 'ArrowRight' && row.kind === 'node') {
      if (row.expandable && !row.open) props.onOpenChange(row.key, true);
      else if (row.open && nodeRowAt(index + 1)) focusAt(index + 1);
    } else if (event.key === 'ArrowLeft' && row.kind === 'node') {
      if (row.open) props.onOpenChange(row.key, false);
      else {
        let i = index - 1;
        while (i >= 0 && (rows[i]?.level ?? 0) >= row.level) i--;
        if (i >= 0) focusAt(i);
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && row.kind === 'node') {
      callbacks.onSelect(row.key);
    } else {
      handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  if (rows.length === 0) {
    return (
      <div role="tree" aria-label={props.label} className={styles.empty}>
        {props.emptyText ?? i18n._('No items.')}
      </div>
    );
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onMouseDown={() => (keyboardFocus.current = false)}>
      <Virtuoso
        ref={listRef}
        components={VIRTUAL_CONTAINER}
        context={{ role: 'tree', label: props.label, multiselectable: props.multiselectable }}
        style={{ height: '100%', minHeight: `${rowHeight * 4}px` }}
        data={rows as FlatRow[]}
        fixedItemHeight={rowHeight}
        computeItemKey={(_, row) => row.key}
        rangeChanged={setRange}
        itemContent={(_, row) => {
          if (row.kind === 'placeholder') {
            return <NodePlaceholderRow level={row.level} errorCode={props.placeholderError(row.parentKey)} />;
          }
          const rest = props.rowProps(row.key);
          if (!rest) return null;
          const focused = row.key === focusedKey || (focusedKey === null && row === rows[0]);
          return <NodeTreeRow {...rest} {...callbacks} row={row} focused={focused} domId={rowDomId(idPrefix, row.key)} />;
        }}
      />
    </div>
  );
}
