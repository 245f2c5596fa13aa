// The active cell of a child table and the keyboard of node-model §4: arrows move it (the page follows),
// Enter starts editing, arrow-down on the last row adds a row when autoAdd is on and exactly one child
// type is allowed, and that row is deleted again when the user leaves it without editing it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { showSnackbar } from '../../../state/ui';
import type { TableRow } from './table-row-model';
import type { ViewColumn } from './table-view-columns';

export type ActiveCell = { gId: string; column: string };

export type TableCursorOptions = {
  ordered: readonly TableRow[];
  columns: readonly ViewColumn[];
  pageSize: number;
  setPage: (page: number) => void;
  /** Adds a row for arrow-down on the last row; undefined when auto-add does not apply. */
  autoAdd?: () => Promise<string>;
  removeUnedited: (row: TableRow) => Promise<void>;
  canEdit: (row: TableRow, column: ViewColumn) => boolean;
};

export type TableCursor = {
  active: ActiveCell | null;
  editing: boolean;
  /** Grows with each keyboard move, so the active cell takes the focus then and only then. */
  focusTick: number;
  activate: (cell: ActiveCell, focus?: boolean) => void;
  /** Edits the given cell (it becomes active) or the active one. */
  startEdit: (cell?: ActiveCell) => void;
  stopEdit: () => void;
  /** A value of the row was saved: an auto-added row is then kept. */
  markEdited: (gId: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/**
 * Whether a key is the grid's to handle: not one pressed on a button of the grid (a row's Actions, a
 * header's menu), whose Enter must press it, nor one from a popup a cell opened, which React bubbles to
 * the grid through its portal although the popup is elsewhere in the page.
 */
function isGridKey(event: KeyboardEvent): boolean {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && target.closest('button') === null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useTableCursor(options: TableCursorOptions): TableCursor {
  const { ordered, columns, pageSize, setPage } = options;
  const [active, setActive] = useState<ActiveCell | null>(null);
  const [editing, setEditing] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const activeRef = useRef<ActiveCell | null>(null);
  const autoAdded = useRef<{ gId: string; edited: boolean } | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const adding = useRef(false);
  const latest = useRef(options);
  // The handlers read the newest rows without being made again on every render.
  useLayoutEffect(() => {
    latest.current = options;
  });

  const dataColumns = columns.filter((c) => c.kind === 'data');
  const rowIndex = active ? ordered.findIndex((r) => r.node.gId === active.gId) : -1;

  const activate = useCallback(
    (cell: ActiveCell, focus = false) => {
      const previous = activeRef.current;
      const added = autoAdded.current;
      if (added && previous?.gId === added.gId && cell.gId !== added.gId) {
        autoAdded.current = null;
        const row = latest.current.ordered.find((r) => r.node.gId === added.gId);
        if (row && !added.edited) void latest.current.removeUnedited(row).catch((error: unknown) => showSnackbar(errorText(error)));
      }
      activeRef.current = cell;
      setActive(cell);
      setEditing(false);
      if (focus) setFocusTick((t) => t + 1);
    },
    [],
  );

  // The page follows the active row.
  useEffect(() => {
    if (rowIndex >= 0 && pageSize > 0) setPage(Math.floor(rowIndex / pageSize));
  }, [rowIndex, pageSize, setPage]);

  // A row just added takes the cursor once the mirror shows it.
  useEffect(() => {
    const gId = pendingFocus.current;
    if (gId === null || !ordered.some((r) => r.node.gId === gId)) return;
    pendingFocus.current = null;
    activate({ gId, column: active?.column ?? dataColumns[0]?.key ?? '' }, true);
  }, [ordered, activate, active, dataColumns]);

  const addRow = useCallback(() => {
    const add = latest.current.autoAdd;
    if (!add || adding.current) return;
    adding.current = true;
    add().then(
      (gId) => {
        autoAdded.current = { gId, edited: false };
        pendingFocus.current = gId;
        adding.current = false;
        setFocusTick((t) => t + 1);
      },
      (error: unknown) => {
        adding.current = false;
        showSnackbar(errorText(error));
      },
    );
  }, []);

  const startEdit = useCallback(
    (cell?: ActiveCell) => {
      const target = cell ?? activeRef.current;
      if (!target) return;
      const row = latest.current.ordered.find((r) => r.node.gId === target.gId);
      const column = latest.current.columns.find((c) => c.kind === 'data' && c.key === target.column);
      if (!row || !column || !latest.current.canEdit(row, column)) return;
      if (cell) activate(cell);
      setEditing(true);
    },
    [activate],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (editing || !active || !isGridKey(event)) return;
      const colIndex = dataColumns.findIndex((c) => c.key === active.column);
      const go = (r: number, c: number) => {
        const row = ordered[r];
        const column = dataColumns[c];
        if (row && column) activate({ gId: row.node.gId, column: column.key }, true);
      };
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (rowIndex === ordered.length - 1) addRow();
          else go(rowIndex + 1, colIndex);
          break;
        case 'ArrowUp':
          event.preventDefault();
          go(rowIndex - 1, colIndex);
          break;
        case 'ArrowLeft':
          event.preventDefault();
          go(rowIndex, colIndex - 1);
          break;
        case 'ArrowRight':
          event.preventDefault();
          go(rowIndex, colIndex + 1);
          break;
        case 'Enter':
        case 'F2':
          event.preventDefault();
          startEdit();
          break;
      }
    },
    [editing, active, dataColumns, ordered, rowIndex, activate, addRow, startEdit],
  );

  const markEdited = useCallback((gId: string) => {
    if (autoAdded.current?.gId === gId) autoAdded.current.edited = true;
  }, []);

  return { active, editing, focusTick, activate, startEdit, stopEdit: useCallback(() => setEditing(false), []), markEdited, onKeyDown };
}
