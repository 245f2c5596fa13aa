// The columns of a table of child rows (node-model §3 table header, §9 default widths), built from the
// properties of the rows: one column per property a row shows, in property order.
import type { DataKind, NodeProperty } from '../nodes/node-protocol';
import { AccessFlag, hasFlag } from '../rights';

/** What a column shows and how (node-model §3 "Table header"). `format` is the data kind, or 'lookup'. */
export type TableHeader = {
  /** The header label: the property's name. */
  text: string;
  /** The property id the column shows. */
  value: string;
  /** Shown; 'Customize headers' hides it. */
  visible: boolean;
  /** The user may not write this column in any row. */
  readonly: boolean;
  format: DataKind | 'lookup';
  /** Pixels; undefined is auto. */
  width?: number;
  align: ColumnAlign;
  /** 'unit': numbers are converted to the display unit before they are shown. */
  transform?: 'unit';
  hasUnit: boolean;
  canHide: boolean;
  canCustomize: boolean;
  /** Position the user chose in 'Customize headers'; undefined until saved. */
  index?: number;
};

export type ColumnAlign = 'start' | 'center' | 'end';

const DEFAULT_WIDTHS: Partial<Record<TableHeader['format'], number>> = { int: 60, decimal: 80, date: 60, dateTime: 120, bool: 10, lookup: 150 };

/** node-model §9: int 60, decimal 80, date 60, datetime 120, bool 10, lookup 150, otherwise auto. */
export function defaultColumnWidth(format: TableHeader['format']): number | undefined {
  return DEFAULT_WIDTHS[format];
}

function formatOf(property: Pick<NodeProperty, 'type' | 'standardValues'>): TableHeader['format'] {
  return property.standardValues && property.standardValues.length > 0 ? 'lookup' : property.type.kind;
}

function alignOf(format: TableHeader['format']): ColumnAlign {
  if (format === 'int' || format === 'decimal') return 'end';
  return format === 'bool' ? 'center' : 'start';
}

/** The column of one property; read-only when the user may not write it. */
export function headerOfProperty(property: NodeProperty, writable: boolean): TableHeader {
  const format = formatOf(property);
  const hasUnit = property.phyQ !== undefined;
  const header: TableHeader = {
    text: property.name,
    value: property.id,
    visible: true,
    readonly: !writable,
    format,
    align: alignOf(format),
    hasUnit,
    canHide: true,
    canCustomize: property.name.trim() !== '',
  };
  const width = property.width ?? defaultColumnWidth(format);
  if (width !== undefined) header.width = width;
  if (hasUnit) header.transform = 'unit';
  return header;
}

/**
 * The columns of the rows' properties: the union over the rows (the first row naming a property
 * decides its column), ordered by property order. `isShown` drops properties the browse level hides.
 */
export function headersOfRows(rows: readonly (readonly NodeProperty[])[], isShown: (property: NodeProperty) => boolean = () => true): TableHeader[] {
  const byId = new Map<string, { property: NodeProperty; writable: boolean }>();
  for (const properties of rows) {
    for (const property of properties) {
      if (!isShown(property)) continue;
      const writable = hasFlag(property.ac, AccessFlag.write);
      const known = byId.get(property.id);
      if (!known) byId.set(property.id, { property, writable });
      else if (writable) known.writable = true;
    }
  }
  return [...byId.values()]
    .sort((a, b) => (a.property.order ?? 0) - (b.property.order ?? 0))
    .map(({ property, writable }) => headerOfProperty(property, writable));
}
