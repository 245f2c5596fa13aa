// Selection rules of the node browser (node-model.md §4, §5): independent selection toggles one
// node; leaf-based selection keeps only leaves selected, selecting a parent selects its non-disabled
// leaf descendants and a parent's checkbox follows its children (checked, mixed or clear).
// Disabled nodes cannot be selected; single-select allows one selected node.
import type { TreeIndex } from './tree-index';
import { forEachDescendant, preorderKeys } from './tree-index';

export type SelectionMode = 'none' | 'single' | 'multi';
export type SelectionKind = 'independent' | 'leaf';
export type CheckState = boolean | 'mixed';

export type SelectionRules = { mode: SelectionMode; kind: SelectionKind };

function isLeaf(index: TreeIndex, key: string): boolean {
  const kids = index.children.get(key);
  return kids === undefined || kids.length === 0;
}

function isDisabled(index: TreeIndex, key: string): boolean {
  return index.nodes.get(key)?.disabled === true;
}

/** The selectable leaves at or under `key` in leaf-based selection. */
function selectableLeaves(index: TreeIndex, key: string): string[] {
  if (isLeaf(index, key)) return isDisabled(index, key) ? [] : [key];
  const out: string[] = [];
  forEachDescendant(index, key, (k) => {
    if (isLeaf(index, k) && !isDisabled(index, k)) out.push(k);
  });
  return out;
}

/** The selection after the user toggles `key` (to `on`, or to the opposite of its state). */
export function toggleSelection(
  index: TreeIndex,
  selected: ReadonlySet<string>,
  key: string,
  rules: SelectionRules,
  on?: boolean,
): Set<string> {
  if (rules.mode === 'none' || !index.nodes.has(key) || isDisabled(index, key)) return new Set(selected);
  if (rules.mode === 'single') {
    const turnOn = on ?? !selected.has(key);
    return turnOn ? new Set([key]) : new Set();
  }
  const next = new Set(selected);
  if (rules.kind === 'independent') {
    const turnOn = on ?? !selected.has(key);
    if (turnOn) next.add(key);
    else next.delete(key);
    return next;
  }
  const leaves = selectableLeaves(index, key);
  const turnOn = on ?? !leaves.every((k) => selected.has(k));
  for (const leaf of leaves) {
    if (turnOn) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/**
 * Checkbox state of every node that is not plainly clear: true or 'mixed'. Leaf-based parents are
 * checked when all their selectable leaves are, mixed when some are. One post-order pass.
 */
export function checkStates(index: TreeIndex, selected: ReadonlySet<string>, kind: SelectionKind): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  if (kind === 'independent') {
    for (const key of selected) if (index.nodes.has(key)) states.set(key, true);
    return states;
  }
  // Counts per node: selectable leaves below and how many of them are selected.
  const total = new Map<string, number>();
  const chosen = new Map<string, number>();
  const order = preorderKeys(index);
  for (let i = order.length - 1; i >= 0; i--) {
    const key = order[i] as string;
    let t = 0;
    let c = 0;
    if (isLeaf(index, key)) {
      if (!isDisabled(index, key)) {
        t = 1;
        c = selected.has(key) ? 1 : 0;
      }
    } else {
      for (const kid of index.children.get(key) ?? []) {
        t += total.get(kid) ?? 0;
        c += chosen.get(kid) ?? 0;
      }
    }
    total.set(key, t);
    chosen.set(key, c);
    if (c > 0) states.set(key, c === t ? true : 'mixed');
  }
  return states;
}

/** Everything the select-all checkbox selects: all selectable leaves, or all enabled nodes. */
export function selectAll(index: TreeIndex, kind: SelectionKind): Set<string> {
  const out = new Set<string>();
  for (const node of index.nodes.values()) {
    if (node.disabled) continue;
    if (kind === 'independent' || isLeaf(index, node.key)) out.add(node.key);
  }
  return out;
}

/** The state of the select-all checkbox. */
export function selectAllState(index: TreeIndex, selected: ReadonlySet<string>, kind: SelectionKind): CheckState {
  const all = selectAll(index, kind);
  let count = 0;
  for (const key of all) if (selected.has(key)) count++;
  if (count === 0) return false;
  return count === all.size ? true : 'mixed';
}
