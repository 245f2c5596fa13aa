// The node selection editor of node-model.md §4: children with an SValue (selected) flag, grouped by
// their Category and explained by their Description. Changes go out as one batch; while one runs,
// later changes are remembered and sent after it. Non-writable items are disabled and never updated.
import { ChoiceProperty } from './node-editors';
import type { ChildValues } from './node-editors';

export type SelectionItem = { gId: string; name: string; selected: boolean; category: string; description: string; disabled: boolean };
export type SelectionGroup = { category: string; items: SelectionItem[] };

export function selectionGroups(children: readonly ChildValues[], pending: ReadonlyMap<string, boolean> = new Map()): SelectionGroup[] {
  const groups = new Map<string, SelectionItem[]>();
  for (const child of children) {
    const category = typeof child.values[ChoiceProperty.category] === 'string' ? (child.values[ChoiceProperty.category] as string) : '';
    const description = typeof child.values[ChoiceProperty.description] === 'string' ? (child.values[ChoiceProperty.description] as string) : '';
    const item = {
      gId: child.gId,
      name: child.name,
      selected: pending.get(child.gId) ?? child.values[ChoiceProperty.sValue] === true,
      category,
      description,
      disabled: !child.writable,
    };
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

export type SelectionChange = { gId: string; selected: boolean };

/**
 * The changes to send: the later change of the same item wins, items not writable are dropped and so
 * are those already at the value (as far as the caller knows).
 */
export function selectionBatch(children: readonly ChildValues[], changes: ReadonlyMap<string, boolean>): SelectionChange[] {
  const out: SelectionChange[] = [];
  for (const child of children) {
    const wanted = changes.get(child.gId);
    if (wanted === undefined || !child.writable) continue;
    if ((child.values[ChoiceProperty.sValue] === true) === wanted) continue;
    out.push({ gId: child.gId, selected: wanted });
  }
  return out;
}
