// The rows a child table shows: each child node with its properties by id, and the columns the rows'
// properties give at the browse level (hidden without browse access unless debug, node-model §2.1).
import type { MirrorNode, MirrorProperty } from '../../../domain/nodes/mirror-records';
import type { NodeProperty, PropertyValue } from '../../../domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel, hasFlag } from '../../../domain/rights';
import { headersOfRows } from '../../../domain/table/table-columns';
import type { TableHeader } from '../../../domain/table/table-columns';

export type TableRow = { node: MirrorNode; properties: ReadonlyMap<string, MirrorProperty> };

export function tableRowsOf(children: readonly MirrorNode[], properties: readonly MirrorProperty[]): TableRow[] {
  const byNode = new Map<string, Map<string, MirrorProperty>>();
  for (const property of properties) {
    let map = byNode.get(property.nodeKey);
    if (!map) byNode.set(property.nodeKey, (map = new Map()));
    map.set(property.id, property);
  }
  return children.map((node) => ({ node, properties: byNode.get(node.key) ?? new Map() }));
}

export function isPropertyShown(property: NodeProperty, browseLevel: number): boolean {
  const debug = browseLevel >= VisibilityLevel.debug;
  return (debug || hasFlag(property.ac, AccessFlag.browse)) && (property.visible ?? VisibilityLevel.standard) <= browseLevel;
}

export function tableHeadersOf(rows: readonly TableRow[], browseLevel: number): TableHeader[] {
  return headersOfRows(
    rows.map((r) => [...r.properties.values()]),
    (p) => isPropertyShown(p, browseLevel),
  );
}

export function cellValue(row: TableRow, column: string): PropertyValue | undefined {
  return row.properties.get(column)?.value;
}

/** The boolean 'enabled' column of node-model §2.2. */
export const ENABLED_COLUMN = 'Enabled';
