// Turns the tree and its open set into the flat list of rows a virtualized list renders
// (node-model.md §2.6, §4 tree node states). An open node whose children are not loaded yet gets a
// placeholder row, which the screen shows as 'loading' or as the browse error; so does one of which
// only some children are known (after them), so its full list is loaded on the first expand.
import type { TreeIndex } from './tree-index';

export type FlatNodeRow = { kind: 'node'; key: string; level: number; expandable: boolean; open: boolean };
export type FlatPlaceholderRow = { kind: 'placeholder'; key: string; parentKey: string; level: number };
export type FlatRow = FlatNodeRow | FlatPlaceholderRow;

export type FlattenOptions = {
  /** Only these nodes are shown (a search result); null or absent shows all. */
  visible?: ReadonlySet<string> | null;
};

export const PLACEHOLDER_SUFFIX = '\u0000placeholder';

/** Rows in display order; level 1 for the top-level nodes (as aria-level counts). */
export function flattenTree(index: TreeIndex, open: ReadonlySet<string>, options: FlattenOptions = {}): FlatRow[] {
  const visible = options.visible ?? null;
  const rows: FlatRow[] = [];
  const stack: { key: string; level: number }[] = [];
  const pushChildren = (keys: readonly string[], level: number) => {
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (visible === null || visible.has(key)) stack.push({ key, level });
    }
  };
  pushChildren(index.roots, 1);
  while (stack.length > 0) {
    const { key, level } = stack.pop() as { key: string; level: number };
    if (key.endsWith(PLACEHOLDER_SUFFIX)) {
      rows.push({ kind: 'placeholder', key, parentKey: key.slice(0, -PLACEHOLDER_SUFFIX.length), level });
      continue;
    }
    const node = index.nodes.get(key);
    if (!node) continue;
    const kids = index.children.get(key);
    const expandable = node.hasChildren || (kids !== undefined && kids.length > 0);
    const isOpen = expandable && open.has(key);
    rows.push({ kind: 'node', key, level, expandable, open: isOpen });
    if (!isOpen) continue;
    const hasKids = kids !== undefined && kids.length > 0;
    if (visible === null && (!hasKids || node.childrenIncomplete === true)) stack.push({ key: key + PLACEHOLDER_SUFFIX, level: level + 1 });
    if (hasKids) pushChildren(kids, level + 1);
  }
  return rows;
}

/** The open set of 'Expand all': every node that has children. */
export function expandAllKeys(index: TreeIndex): Set<string> {
  const open = new Set<string>();
  for (const node of index.nodes.values()) {
    if (node.hasChildren || index.children.has(node.key)) open.add(node.key);
  }
  return open;
}
