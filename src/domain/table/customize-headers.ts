// The rules of the 'Customize headers' dialog (node-model §2.8): reorder by dragging, show or hide by
// checkbox, select-all, shift-click ranges. Columns without text or not customizable are fixed: they
// keep their place and their checkbox is disabled. Saving gives every column its index and returns
// the full list, which is what is stored per table and user.
import type { TableHeader } from './table-columns';

export type CustomizableHeader = Pick<TableHeader, 'text' | 'value' | 'visible' | 'canHide' | 'canCustomize' | 'index'>;

export function isFixedColumn(header: Pick<TableHeader, 'text' | 'canCustomize'>): boolean {
  return header.text.trim() === '' || !header.canCustomize;
}

/** Whether the user may tick or untick the column. */
export function canToggleColumn(header: CustomizableHeader): boolean {
  return !isFixedColumn(header) && header.canHide;
}

/**
 * Moves the column at `from` to where the column at `to` is. Fixed columns neither move nor are moved
 * past: the movable columns are reordered among the places they hold.
 */
export function moveColumn<H extends CustomizableHeader>(list: readonly H[], from: number, to: number): H[] {
  const moving = list[from];
  const target = list[to];
  if (!moving || !target || from === to || isFixedColumn(moving) || isFixedColumn(target)) return [...list];
  const slots = list.flatMap((h, i) => (isFixedColumn(h) ? [] : [i]));
  const movable = slots.map((i) => list[i] as H);
  const [taken] = movable.splice(slots.indexOf(from), 1);
  movable.splice(slots.indexOf(to), 0, taken as H);
  const next = [...list];
  slots.forEach((slot, k) => {
    next[slot] = movable[k] as H;
  });
  return next;
}

/**
 * Ticks or unticks one column; with `anchor` (the last column clicked, shift held) every toggleable
 * column between the two gets the same state.
 */
export function setColumnVisible<H extends CustomizableHeader>(list: readonly H[], index: number, visible: boolean, anchor?: number): H[] {
  const [low, high] = anchor === undefined ? [index, index] : [Math.min(anchor, index), Math.max(anchor, index)];
  return list.map((h, i) => (i >= low && i <= high && canToggleColumn(h) ? { ...h, visible } : h));
}

/** The select-all box: ticked when every toggleable column is shown, mixed when some are. */
export function selectAllState(list: readonly CustomizableHeader[]): boolean | 'mixed' {
  const toggleable = list.filter(canToggleColumn);
  const shown = toggleable.filter((h) => h.visible).length;
  return shown === toggleable.length ? true : shown === 0 ? false : 'mixed';
}

export function setAllVisible<H extends CustomizableHeader>(list: readonly H[], visible: boolean): H[] {
  return list.map((h) => (canToggleColumn(h) ? { ...h, visible } : h));
}

/** Saving: each column's index is its place in the list; the full list is returned. */
export function saveColumnIndexes<H extends CustomizableHeader>(list: readonly H[]): H[] {
  return list.map((h, index) => ({ ...h, index }));
}

export type SavedColumn = { value: string; index: number; visible: boolean };

export function savedLayoutOf(list: readonly CustomizableHeader[]): SavedColumn[] {
  return saveColumnIndexes(list).map((h) => ({ value: h.value, index: h.index ?? 0, visible: h.visible }));
}

/**
 * The columns in the saved order and visibility. A column the layout does not know (new on the
 * server) keeps its default and goes after the saved ones; fixed columns ignore a saved hide.
 */
export function applySavedLayout<H extends CustomizableHeader>(headers: readonly H[], saved: readonly SavedColumn[]): H[] {
  const byValue = new Map(saved.map((s) => [s.value, s]));
  const known = headers.filter((h) => byValue.has(h.value));
  const unknown = headers.filter((h) => !byValue.has(h.value));
  known.sort((a, b) => (byValue.get(a.value)?.index ?? 0) - (byValue.get(b.value)?.index ?? 0));
  const laidOut = known.map((h) => {
    const entry = byValue.get(h.value);
    return entry && canToggleColumn(h) ? { ...h, visible: entry.visible, index: entry.index } : { ...h, index: entry?.index };
  });
  return [...laidOut, ...unknown];
}

/** Whether stored JSON is a saved layout (it may come from an older version or be corrupt). */
export function isSavedLayout(value: unknown): value is SavedColumn[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && typeof (v as SavedColumn).value === 'string' && typeof (v as SavedColumn).index === 'number' && typeof (v as SavedColumn).visible === 'boolean');
}
