// The UI state of one node browser: open set (with search save/restore), throttled search, focus,
// 'Show inactive', a pending focus after an add, and drag state. The tree data comes in as props.
import { useCallback, useMemo, useState } from 'react';
import { expandAllKeys, flattenTree } from '../../../domain/tree/flatten-tree';
import type { FlatRow } from '../../../domain/tree/flatten-tree';
import { applySearchOpen, openMany, restoreAfterSearch, setOpen } from '../../../domain/tree/open-set';
import type { OpenState } from '../../../domain/tree/open-set';
import { SEARCH_THROTTLE_MS, effectiveQuery, searchTree } from '../../../domain/tree/tree-search';
import type { TreeIndex } from '../../../domain/tree/tree-index';
import { useThrottledValue } from './use-throttled-value';

export type TreeStateOptions = {
  initialOpen?: Iterable<string>;
  openAllOnSearch: boolean;
};

export type TreeState = {
  rows: FlatRow[];
  searchText: string;
  setSearchText: (text: string) => void;
  searching: boolean;
  isOpen: (key: string) => boolean;
  /** Keys of the open nodes (with a search, the search's open set). */
  openSet: ReadonlySet<string>;
  setNodeOpen: (key: string, open: boolean) => void;
  openKeys: (keys: Iterable<string>) => void;
  expandAll: () => void;
  collapseAll: () => void;
  focusedKey: string | null;
  setFocusedKey: (key: string | null) => void;
};

export function useTreeState(index: TreeIndex, options: TreeStateOptions): TreeState {
  const [openState, setOpenState] = useState<OpenState>(() => ({ open: new Set(options.initialOpen ?? []), saved: null }));
  const [searchText, setSearchText] = useState('');
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const throttled = useThrottledValue(searchText, SEARCH_THROTTLE_MS);
  const query = effectiveQuery(throttled);
  const [lastQuery, setLastQuery] = useState<string | null>(null);

  const search = useMemo(() => (query === null ? null : searchTree(index, query)), [index, query]);

  // A search with open-all-on-search replaces the open set once per query; clearing it restores the old one.
  if (lastQuery !== query) {
    setLastQuery(query);
    if (options.openAllOnSearch) {
      setOpenState((state) => (search ? applySearchOpen(state, search.open) : restoreAfterSearch(state)));
    }
  }

  const rows = useMemo(
    () => flattenTree(index, openState.open, { visible: search?.visible ?? null }),
    [index, openState.open, search],
  );

  const setNodeOpen = useCallback((key: string, open: boolean) => setOpenState((s) => setOpen(s, key, open)), []);
  const openKeys = useCallback((keys: Iterable<string>) => setOpenState((s) => openMany(s, keys)), []);
  const expandAll = useCallback(() => setOpenState((s) => ({ ...s, open: expandAllKeys(index) })), [index]);
  const collapseAll = useCallback(() => setOpenState((s) => ({ ...s, open: new Set() })), []);
  const isOpen = useCallback((key: string) => openState.open.has(key), [openState.open]);

  return {
    rows,
    searchText,
    setSearchText,
    searching: search !== null,
    isOpen,
    openSet: openState.open,
    setNodeOpen,
    openKeys,
    expandAll,
    collapseAll,
    focusedKey,
    setFocusedKey,
  };
}

/** Keys of every ancestor of `key` in the index, nearest first. */
export function ancestorKeys(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  let parent = index.nodes.get(key)?.parentKey ?? null;
  while (parent !== null) {
    out.push(parent);
    parent = index.nodes.get(parent)?.parentKey ?? null;
  }
  return out;
}

