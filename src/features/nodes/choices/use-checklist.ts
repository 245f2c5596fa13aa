// The checklist's state (node-model.md §4 "Checklist"): the boxes follow the server's children until
// the user ticks one; then one request at a time turns what the server has into what the boxes say,
// and a change made while a request runs is picked up when it ends.
import { useEffect, useRef, useState } from 'react';
import type { ErrorItem } from '../../../domain/error-item';
import { checklistItems, checklistStep, isEmptyStep, toggleAll } from '../../../domain/choices/checklist';
import type { ChecklistItem } from '../../../domain/choices/checklist';
import type { ChildValues } from '../../../domain/choices/node-editors';
import type { StandardValue } from '../../../domain/nodes/node-protocol';
import { errorItemsOf } from '../../../data/api-error';

export type ChecklistOperations = {
  /** Creates the child standing for the key; resolves with its gId. */
  create: (key: string, label: string) => Promise<string>;
  remove: (childGId: string) => Promise<void>;
};

export type ChecklistState = {
  items: (ChecklistItem & { ticked: boolean })[];
  ticked: ReadonlySet<string>;
  busy: boolean;
  errors: ErrorItem[];
  dismissErrors: () => void;
  toggle: (key: string, ticked: boolean) => void;
  toggleAll: () => void;
};

export function useChecklist(lookup: readonly StandardValue[], children: readonly ChildValues[], operations: ChecklistOperations): ChecklistState {
  const items = checklistItems(lookup, children);
  const keys = items.map((i) => i.key);
  const [desired, setDesired] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const desiredRef = useRef<ReadonlySet<string> | null>(null);
  const itemsRef = useRef(items);
  // The latest children for the request loop, which outlives the render that started it.
  useEffect(() => {
    itemsRef.current = items;
  });
  const running = useRef(false);
  const ticked = desired ?? new Set(items.filter((i) => i.checked).map((i) => i.key));

  const run = async () => {
    running.current = true;
    setBusy(true);
    const applied = new Set(itemsRef.current.filter((i) => i.checked).map((i) => i.key));
    const childOf = new Map(itemsRef.current.flatMap((i) => (i.childGId ? [[i.key, i.childGId] as const] : [])));
    try {
      // One operation per turn: the wanted set is read again after each, so later clicks count.
      for (;;) {
        const target = desiredRef.current ?? applied;
        const step = checklistStep(keys, applied, target);
        if (isEmptyStep(step)) break;
        const [create] = step.create;
        if (create !== undefined) {
          const label = itemsRef.current.find((i) => i.key === create)?.label ?? create;
          childOf.set(create, await operations.create(create, label));
          applied.add(create);
        } else {
          const key = step.remove[0] as string;
          const gId = childOf.get(key);
          if (gId !== undefined) await operations.remove(gId);
          applied.delete(key);
          childOf.delete(key);
        }
      }
      setErrors([]);
    } catch (error) {
      setErrors(errorItemsOf(error));
    } finally {
      running.current = false;
      desiredRef.current = null;
      setDesired(null);
      setBusy(false);
    }
  };

  const change = (next: ReadonlySet<string>) => {
    desiredRef.current = next;
    setDesired(next);
    if (!running.current) void run();
  };

  return {
    items: items.map((i) => ({ ...i, ticked: ticked.has(i.key) })),
    ticked,
    busy,
    errors,
    dismissErrors: () => setErrors([]),
    toggle: (key, on) => {
      const next = new Set(ticked);
      if (on) next.add(key);
      else next.delete(key);
      change(next);
    },
    toggleAll: () => change(toggleAll(keys, ticked)),
  };
}
