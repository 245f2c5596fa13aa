// The checklist editor of node-model.md §2.3/§4: one box per lookup value, ticked when a child stands
// for it (its Source property holds the lookup key). Ticking creates such a child, unticking deletes
// it; a change made while a request runs is applied after it, against what the request left.
import type { StandardValue } from '../nodes/node-protocol';
import { ChoiceProperty } from './node-editors';
import type { ChildValues } from './node-editors';

export type ChecklistItem = { key: string; label: string; checked: boolean; childGId: string | null };

/** The key a child stands for ('src' of its Source), null when it has none. */
export function sourceKeyOf(child: Pick<ChildValues, 'values'>): string | null {
  const value = child.values[ChoiceProperty.source];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'src' in value) {
    const src = (value as { src: unknown }).src;
    return typeof src === 'string' || typeof src === 'number' ? String(src) : null;
  }
  return null;
}

/** One item per lookup value, in lookup order; the first child standing for a key ticks it. */
export function checklistItems(lookup: readonly StandardValue[], children: readonly ChildValues[]): ChecklistItem[] {
  const byKey = new Map<string, string>();
  for (const child of children) {
    const key = sourceKeyOf(child);
    if (key !== null && !byKey.has(key)) byKey.set(key, child.gId);
  }
  return lookup.map((v) => {
    const key = String(v.key);
    const childGId = byKey.get(key) ?? null;
    return { key, label: v.value, checked: childGId !== null, childGId };
  });
}

export type ChecklistStep = { create: string[]; remove: string[] };

/** What turns the applied keys into the desired ones, in lookup order. */
export function checklistStep(lookupKeys: readonly string[], applied: ReadonlySet<string>, desired: ReadonlySet<string>): ChecklistStep {
  return {
    create: lookupKeys.filter((k) => desired.has(k) && !applied.has(k)),
    remove: lookupKeys.filter((k) => applied.has(k) && !desired.has(k)),
  };
}

export function isEmptyStep(step: ChecklistStep): boolean {
  return step.create.length === 0 && step.remove.length === 0;
}

/** Select-all: every key when not all are ticked, none when all are. */
export function toggleAll(lookupKeys: readonly string[], desired: ReadonlySet<string>): Set<string> {
  return lookupKeys.every((k) => desired.has(k)) ? new Set() : new Set(lookupKeys);
}

/** The select-all box: ticked, unticked or mixed. */
export function selectAllState(lookupKeys: readonly string[], desired: ReadonlySet<string>): boolean | 'mixed' {
  const ticked = lookupKeys.filter((k) => desired.has(k)).length;
  if (ticked === 0) return false;
  return ticked === lookupKeys.length ? true : 'mixed';
}
