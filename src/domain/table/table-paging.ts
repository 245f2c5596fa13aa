// Paging of the child table (node-model §2.2): page sizes 5, 10, 15 and all (-1), default 10.

export const PAGE_SIZE_ALL = -1;
export const PAGE_SIZES = [5, 10, 15, PAGE_SIZE_ALL] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

export function pageCount(rowCount: number, size: PageSize): number {
  if (size === PAGE_SIZE_ALL) return 1;
  return Math.max(1, Math.ceil(rowCount / size));
}

/** The page to show: clamped into range (a delete may empty the last page). */
export function clampPage(page: number, rowCount: number, size: PageSize): number {
  return Math.min(Math.max(0, page), pageCount(rowCount, size) - 1);
}

/** The rows of a page (0-based); 'all' gives every row. */
export function pageRows<R>(rows: readonly R[], page: number, size: PageSize): readonly R[] {
  if (size === PAGE_SIZE_ALL) return rows;
  const start = clampPage(page, rows.length, size) * size;
  return rows.slice(start, start + size);
}

export function pageSizeLabel(size: PageSize): string {
  return size === PAGE_SIZE_ALL ? 'All' : String(size);
}
