// Tree search of node-model.md §4/§9: at least 2 characters, case-insensitive substring of the
// label; matches are shown with their ancestors, and those ancestors open.
import type { TreeIndex } from './tree-index';

export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_THROTTLE_MS = 500;

/** The effective query: trimmed and lower-cased, or null when shorter than the minimum. */
export function effectiveQuery(text: string): string | null {
  const query = text.trim().toLowerCase();
  return query.length >= MIN_SEARCH_LENGTH ? query : null;
}

export type TreeSearchResult = {
  matches: Set<string>;
  /** Matches and their ancestors: the rows to show. */
  visible: Set<string>;
  /** Ancestors of matches: the open set while the search is active. */
  open: Set<string>;
};

export function searchTree(index: TreeIndex, query: string): TreeSearchResult {
  const matches = new Set<string>();
  const visible = new Set<string>();
  const open = new Set<string>();
  for (const [key, text] of index.searchText) {
    if (!text.includes(query)) continue;
    matches.add(key);
    visible.add(key);
    // Walk up until an ancestor already known: each node is visited once overall.
    let parent = index.nodes.get(key)?.parentKey ?? null;
    while (parent !== null && index.nodes.has(parent) && !open.has(parent)) {
      open.add(parent);
      visible.add(parent);
      parent = index.nodes.get(parent)?.parentKey ?? null;
    }
  }
  return { matches, visible, open };
}
