// The columns a child table draws: the optional icon columns of node-model §2.2 (multi-select,
// drag-to-move, 'No', 'Actions') around the data columns the user kept visible, and the CSS grid
// template that lines every row up with the header (rows 30 px, header 32 px, §9).
import type { TableHeader } from '../../../domain/table/table-columns';
import type { PasteColumn } from '../../../domain/table/table-paste';

export const ROW_HEIGHT = 30;
export const HEADER_HEIGHT = 32;
/** Rows drawn beyond the visible ones on each side before the table renders lazily (§9). */
export const OVERSCAN_ROWS = 2;
/** A control needs some room even in a column the server declares narrower (bool 10 px). */
const MIN_COLUMN_PX = 40;
const AUTO_COLUMN = 'minmax(120px, 1fr)';

export type IconColumnKind = 'select' | 'drag' | 'no' | 'actions';
export type ViewColumn = { key: string; kind: IconColumnKind; header?: undefined } | { key: string; kind: 'data'; header: TableHeader };

export type TableOptions = {
  /** @default false */
  selectable?: boolean;
  /** @default false */
  draggable?: boolean;
  /** @default true */
  numbered?: boolean;
  /** @default true */
  actions?: boolean;
};

export function viewColumnsOf(headers: readonly TableHeader[], options: TableOptions): ViewColumn[] {
  const columns: ViewColumn[] = [];
  if (options.selectable) columns.push({ key: '#select', kind: 'select' });
  if (options.draggable) columns.push({ key: '#drag', kind: 'drag' });
  if (options.numbered ?? true) columns.push({ key: '#no', kind: 'no' });
  for (const header of headers) if (header.visible) columns.push({ key: header.value, kind: 'data', header });
  if (options.actions ?? true) columns.push({ key: '#actions', kind: 'actions' });
  return columns;
}

const ICON_WIDTHS: Record<IconColumnKind, string> = { select: '36px', drag: '32px', no: '44px', actions: '44px' };

export function gridTemplateOf(columns: readonly ViewColumn[]): string {
  return columns
    .map((c) => {
      if (c.kind !== 'data') return ICON_WIDTHS[c.kind];
      return c.header.width === undefined ? AUTO_COLUMN : `${Math.max(c.header.width, MIN_COLUMN_PX)}px`;
    })
    .join(' ');
}

/** The columns as paste sees them: icon columns take no text. */
export function pasteColumnsOf(columns: readonly ViewColumn[]): PasteColumn[] {
  return columns.map((c) => (c.kind === 'data' ? { value: c.header.value, readonly: c.header.readonly } : { value: c.key, readonly: true, icon: true }));
}
