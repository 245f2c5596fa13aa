// The text of a child-table cell, as the grid, the cards and the export show it: a unit column's number
// from its converted column when there is one (use-unit-columns.ts), else the value formatted alone.
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MirrorProperty } from '../../../domain/nodes/mirror-records';
import { formatDisplayNumber, formatPropertyValue } from '../../../domain/values/format-value';
import type { TableRow } from './table-row-model';
import { shownNumber } from './use-unit-columns';
import type { UnitColumns } from './use-unit-columns';

export function cellText(row: TableRow, column: string, locale: LocaleSettings, units: UnitColumns): string {
  const property: MirrorProperty | undefined = row.properties.get(column);
  if (!property) return '';
  const shown = shownNumber(units, column, row.node.gId, property.value);
  return shown === undefined ? formatPropertyValue(property.value, property, locale) : formatDisplayNumber(shown, property, locale);
}
