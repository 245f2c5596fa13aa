// The open (expanded) nodes of a tree and what a search does to them (node-model.md §4): with
// open-all-on-search the tree opens what the search needs and restores the earlier open set when
// the search clears. Immutable: each change returns a new state.

export type OpenState = {
  open: ReadonlySet<string>;
  /** The open set from before the search began; null while no search is active. */
  saved: ReadonlySet<string> | null;
};

export const EMPTY_OPEN_STATE: OpenState = { open: new Set(), saved: null };

export function setOpen(state: OpenState, key: string, open: boolean): OpenState {
  if (state.open.has(key) === open) return state;
  const next = new Set(state.open);
  if (open) next.add(key);
  else next.delete(key);
  return { ...state, open: next };
}

export function openMany(state: OpenState, keys: Iterable<string>): OpenState {
  const next = new Set(state.open);
  for (const key of keys) next.add(key);
  return next.size === state.open.size ? state : { ...state, open: next };
}

/** A search became active or changed: show its open set, keeping the pre-search set once. */
export function applySearchOpen(state: OpenState, searchOpen: ReadonlySet<string>): OpenState {
  return { open: searchOpen, saved: state.saved ?? state.open };
}

/** The search cleared: back to the open set from before it (or unchanged when none was active). */
export function restoreAfterSearch(state: OpenState): OpenState {
  return state.saved === null ? state : { open: state.saved, saved: null };
}

/** Open sets stored between visits, as a JSON array of keys. */
export function serializeOpenSet(open: ReadonlySet<string>): string {
  return JSON.stringify([...open]);
}

export function parseOpenSet(text: string | null | undefined): Set<string> {
  if (!text) return new Set();
  try {
    const value: unknown = JSON.parse(text);
    return new Set(Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}
