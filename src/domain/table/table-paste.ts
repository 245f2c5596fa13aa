// Pasting text into the child table (node-model §5): tab- or newline-separated text fills cells from the
// active cell downward and rightward. A read-only cell, an icon column or a row without write access is
// skipped but still takes its pasted value, so a table copied with 'Copy to clipboard' pastes back in
// line (docs/decisions.md). Text past the last row or column is dropped: a paste never adds rows.
import type { LocaleSettings } from '../locale-settings';
import type { PropertyValue, PropertyValueUpdate } from '../nodes/node-protocol';
import { parsePropertyInput } from '../values/parse-property-value';
import type { TableHeader } from './table-columns';
import type { ValueProperty } from '../values/value-property';
import { AccessFlag, hasFlag } from '../rights';

/** The cells of clipboard text: lines by CR/LF, cells by tab; the newline ending the last line adds no row. */
export function parseClipboardGrid(text: string): string[][] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** Icon columns (select, drag handle, actions) take no text. */
export type PasteColumn = Pick<TableHeader, 'value' | 'readonly'> & { icon?: boolean };

export type PasteRow = {
  gId: string;
  writable: boolean;
  /** The row's property of a column, for its type and standard values; undefined when the row lacks it. */
  property: (column: string) => (ValueProperty & { ac?: number }) | undefined;
};

export type PasteCellError = { gId: string; column: string; text: string; error: string };

export type PastePlan = {
  /** The new values per row, in row order; rows with nothing to write are left out. */
  updates: { gId: string; values: PropertyValueUpdate[] }[];
  errors: PasteCellError[];
};

export type PasteTarget = {
  /** The rows and columns in the order the table shows them. */
  rows: readonly PasteRow[];
  columns: readonly PasteColumn[];
  /** The cell the paste starts at. */
  activeRow: number;
  activeColumn: number;
  locale: LocaleSettings;
  today: Date;
};

/**
 * What a paste writes. A cell whose text does not parse is left as it is and reported; a parser's
 * corrected value (clamped, rounded) is written and its message reported too.
 */
export function planPaste(text: string, target: PasteTarget): PastePlan {
  const grid = parseClipboardGrid(text);
  const updates: PastePlan['updates'] = [];
  const errors: PasteCellError[] = [];
  grid.forEach((cells, lineIndex) => {
    const row = target.rows[target.activeRow + lineIndex];
    if (!row || !row.writable) return;
    const values: PropertyValueUpdate[] = [];
    cells.forEach((cell, cellIndex) => {
      const column = target.columns[target.activeColumn + cellIndex];
      if (!column || column.readonly || column.icon) return;
      const property = row.property(column.value);
      // A cell the user may not write in this row (its property lacks the write bit) is read-only too.
      if (!property || (property.ac !== undefined && !hasFlag(property.ac, AccessFlag.write))) return;
      const result = parsePropertyInput(cell, property, target.locale, target.today);
      if (!result.ok) errors.push({ gId: row.gId, column: column.value, text: cell, error: result.error });
      const value: PropertyValue | undefined = result.value;
      if (value !== undefined) values.push({ id: column.value, value });
    });
    if (values.length > 0) updates.push({ gId: row.gId, values });
  });
  return { updates, errors };
}
