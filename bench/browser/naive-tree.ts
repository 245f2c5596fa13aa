// The peers of the tree figures: what a straightforward recursive walk over the browse response's
// nested nodes costs, with no index, no pre-lowercased labels and no open set.
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import type { FlatNodeRow } from '../../src/domain/tree/flatten-tree';

/** Expand-all: every node, each one open when it has children. */
export function naiveExpandAll(root: NodeDto): FlatNodeRow[] {
  const rows: FlatNodeRow[] = [];
  const walk = (node: NodeDto, level: number) => {
    const expandable = (node.childs?.length ?? 0) > 0 || node.hasChildren === true;
    rows.push({ kind: 'node', key: node.gId, level, expandable, open: expandable });
    for (const child of node.childs ?? []) walk(child, level + 1);
  };
  walk(root, 1);
  return rows;
}

/** Search: matches with their ancestors, ancestors open; labels lower-cased on every search. */
export function naiveSearch(root: NodeDto, query: string): FlatNodeRow[] {
  const walk = (node: NodeDto, level: number): FlatNodeRow[] | null => {
    const below: FlatNodeRow[] = [];
    for (const child of node.childs ?? []) {
      const rows = walk(child, level + 1);
      if (rows) for (const row of rows) below.push(row);
    }
    const own = node.name.toLowerCase().includes(query);
    if (!own && below.length === 0) return null;
    const open = below.length > 0;
    return [{ kind: 'node', key: node.gId, level, expandable: (node.childs?.length ?? 0) > 0, open }, ...below];
  };
  return walk(root, 1) ?? [];
}
