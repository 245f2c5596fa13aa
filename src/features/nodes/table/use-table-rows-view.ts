// Which rows the table shows and in which order: the server's order (or the order of a move still on
// its way), then the user's sort, then the page. A failed move puts the server's order back.
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount, pageRows } from '../../../domain/table/table-paging';
import type { PageSize } from '../../../domain/table/table-paging';
import { nextSort, sortRows } from '../../../domain/table/table-sort';
import type { TableSort } from '../../../domain/table/table-sort';
import { cellValue } from './table-row-model';
import type { TableRow } from './table-row-model';

export type TableRowsView = {
  /** Every row in display order (sorted), for paste and export. */
  ordered: readonly TableRow[];
  /** The rows of the current page. */
  shown: readonly TableRow[];
  /** Index in `ordered` of the first shown row. */
  pageStart: number;
  sort: TableSort;
  toggleSort: (column: string) => void;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  pageSize: PageSize;
  setPageSize: (size: PageSize) => void;
  /** Moves a row to where another is; resolves when the server answered, the old order back if it refused. */
  moveRow: (row: TableRow, to: TableRow, send: (row: TableRow, newIndex: number) => Promise<void>) => Promise<void>;
};

function inOrder(rows: readonly TableRow[], keys: readonly string[] | null): TableRow[] {
  if (!keys) return [...rows];
  const byKey = new Map(rows.map((r) => [r.node.key, r]));
  const listed = keys.flatMap((k) => byKey.get(k) ?? []);
  const listedKeys = new Set(keys);
  return [...listed, ...rows.filter((r) => !listedKeys.has(r.node.key))];
}

export function useTableRowsView(rows: readonly TableRow[], initialPageSize: PageSize = DEFAULT_PAGE_SIZE): TableRowsView {
  const [sort, setSort] = useState<TableSort>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState<PageSize>(initialPageSize);
  // The order a move asked for, until the server's order says the same or the move fails.
  const [moved, setMoved] = useState<string[] | null>(null);

  const base = useMemo(() => inOrder(rows, moved), [rows, moved]);
  const ordered = useMemo(() => sortRows(base, sort, cellValue), [base, sort]);
  const current = clampPage(page, ordered.length, pageSize);
  const shown = useMemo(() => pageRows(ordered, current, pageSize), [ordered, current, pageSize]);

  const toggleSort = useCallback((column: string) => setSort((s) => nextSort(s, column)), []);
  const setPageSize = useCallback((size: PageSize) => {
    setPageSizeState(size);
    setPage(0);
  }, []);

  const moveRow = useCallback(
    async (row: TableRow, to: TableRow, send: (row: TableRow, newIndex: number) => Promise<void>) => {
      const keys = base.map((r) => r.node.key);
      const from = keys.indexOf(row.node.key);
      const target = keys.indexOf(to.node.key);
      if (from < 0 || target < 0 || from === target) return;
      keys.splice(from, 1);
      keys.splice(target, 0, row.node.key);
      setMoved(keys);
      try {
        await send(row, target);
      } catch (error) {
        setMoved(null);
        throw error;
      }
    },
    [base],
  );

  return {
    ordered,
    shown,
    pageStart: pageSize === -1 ? 0 : current * pageSize,
    sort,
    toggleSort,
    page: current,
    pages: pageCount(ordered.length, pageSize),
    setPage,
    pageSize,
    setPageSize,
    moveRow,
  };
}
