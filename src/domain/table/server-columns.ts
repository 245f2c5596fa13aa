// The column layout a table node's server chooses (node-model §3 table header; docs/decisions.md): the
// table node's `Columns` property lists the row properties to show, in order; the others start hidden
// after them. The user's own layout ('Customize headers') is laid over this one.
import type { PropertyValue } from '../nodes/node-protocol';
import type { TableHeader } from './table-columns';
import { applySavedLayout } from './customize-headers';
import type { SavedColumn } from './customize-headers';

/** The table node's property naming its columns; edited with the 'headers' web editor. */
export const TABLE_COLUMNS_PROPERTY = 'Columns';

/** The server's layout as a saved one, or null when the value is not a list of column ids. */
function serverColumnLayout(value: PropertyValue | undefined, headers: readonly TableHeader[]): SavedColumn[] | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) return null;
  const listed = value as string[];
  const rest = headers.filter((h) => !listed.includes(h.value)).map((h) => h.value);
  return [...listed.map((id, index) => ({ value: id, index, visible: true })), ...rest.map((id, i) => ({ value: id, index: listed.length + i, visible: false }))];
}

/** The columns in the server's order and visibility; no user index is set by it. */
export function applyServerColumns(headers: readonly TableHeader[], value: PropertyValue | undefined): TableHeader[] {
  const layout = serverColumnLayout(value, headers);
  if (!layout) return [...headers];
  return applySavedLayout(headers, layout).map(({ index: _index, ...header }) => header);
}
