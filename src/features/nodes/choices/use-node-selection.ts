// The node selection editor's state (node-model.md §4): a click shows at once; the changes go out as
// one batch; clicks made while a batch runs are remembered and sent, as one batch, after it.
import { useEffect, useRef, useState } from 'react';
import type { ErrorItem } from '../../../domain/error-item';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { ChoiceProperty } from '../../../domain/choices/node-editors';
import { selectionBatch, selectionGroups } from '../../../domain/choices/node-selection';
import type { SelectionChange, SelectionGroup } from '../../../domain/choices/node-selection';
import { errorItemsOf } from '../../../data/api-error';

export type NodeSelectionOperations = { send: (changes: SelectionChange[]) => Promise<void> };

export type NodeSelectionState = {
  groups: SelectionGroup[];
  busy: boolean;
  errors: ErrorItem[];
  dismissErrors: () => void;
  toggle: (gId: string, selected: boolean) => void;
};

export function useNodeSelection(items: readonly ChildValues[], operations: NodeSelectionOperations): NodeSelectionState {
  const [shown, setShown] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const remembered = useRef(new Map<string, boolean>());
  // What this editor sent, laid over the mirror until it catches up with the answers.
  const sent = useRef(new Map<string, boolean>());
  const itemsRef = useRef(items);
  // The latest children for the request loop, which outlives the render that started it.
  useEffect(() => {
    itemsRef.current = items;
  });
  const running = useRef(false);

  const known = (): ChildValues[] =>
    itemsRef.current.map((c) => (sent.current.has(c.gId) ? { ...c, values: { ...c.values, [ChoiceProperty.sValue]: sent.current.get(c.gId) } } : c));

  const run = async () => {
    running.current = true;
    setBusy(true);
    try {
      while (remembered.current.size > 0) {
        const batch = selectionBatch(known(), remembered.current);
        remembered.current = new Map();
        if (batch.length === 0) continue;
        await operations.send(batch);
        for (const c of batch) sent.current.set(c.gId, c.selected);
      }
      setErrors([]);
    } catch (error) {
      remembered.current = new Map();
      setErrors(errorItemsOf(error));
    } finally {
      running.current = false;
      sent.current = new Map();
      setShown(new Map());
      setBusy(false);
    }
  };

  const toggle = (gId: string, selected: boolean) => {
    remembered.current.set(gId, selected);
    setShown((prev) => new Map(prev).set(gId, selected));
    if (!running.current) void run();
  };

  return { groups: selectionGroups(items, shown), busy, errors, dismissErrors: () => setErrors([]), toggle };
}
