// The shape every tree rule works on: nodes by key and the ordered child keys of each parent.
// Built once per data change from the mirror; the rules below never touch React or IndexedDB,
// so expand-all, search and selection over 100,000 nodes stay pure and fast.

export type TreeNodeInfo = {
  key: string;
  /** null for a top-level node of the tree. */
  parentKey: string | null;
  label: string;
  /** Disabled nodes cannot be selected (node-model.md §5). */
  disabled?: boolean;
  /** The node has children, loaded or not (lazy loading). */
  hasChildren: boolean;
  /** Some children are known (fetched on another path) but the list itself was never loaded. */
  childrenIncomplete?: boolean;
};

export type TreeIndex = {
  roots: readonly string[];
  nodes: ReadonlyMap<string, TreeNodeInfo>;
  children: ReadonlyMap<string, readonly string[]>;
  /** Lower-cased labels, computed once for search. */
  searchText: ReadonlyMap<string, string>;
};

/**
 * Indexes nodes in the order given (siblings keep that order). A node whose parent is not among
 * the nodes becomes a root, so a subtree can be shown on its own.
 */
export function buildTreeIndex(nodes: readonly TreeNodeInfo[]): TreeIndex {
  const byKey = new Map<string, TreeNodeInfo>();
  for (const node of nodes) byKey.set(node.key, node);
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  const searchText = new Map<string, string>();
  for (const node of nodes) {
    searchText.set(node.key, node.label.toLowerCase());
    const parent = node.parentKey;
    if (parent === null || !byKey.has(parent)) {
      roots.push(node.key);
      continue;
    }
    const list = children.get(parent);
    if (list) list.push(node.key);
    else children.set(parent, [node.key]);
  }
  return { roots, nodes: byKey, children, searchText };
}

export function childKeysOf(index: TreeIndex, key: string): readonly string[] {
  return index.children.get(key) ?? [];
}

/** Calls `visit` for every node under `key` (not the node itself), depth first, without recursion. */
export function forEachDescendant(index: TreeIndex, key: string, visit: (key: string) => void): void {
  const stack = [...childKeysOf(index, key)].reverse();
  while (stack.length > 0) {
    const current = stack.pop() as string;
    visit(current);
    const kids = index.children.get(current);
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as string);
  }
}

/** Every node in display order (parents before children), without recursion. */
export function preorderKeys(index: TreeIndex): string[] {
  const out: string[] = [];
  const stack = [...index.roots].reverse();
  while (stack.length > 0) {
    const current = stack.pop() as string;
    out.push(current);
    const kids = index.children.get(current);
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as string);
  }
  return out;
}
