// Critical properties (PropertyFlag.critical) ask for a reason before they are saved (node-model.md
// §4 "Reason-required checkbox"): `ask()` opens the dialog and resolves with the reason, or null when
// the user cancels.
import { useCallback, useRef, useState } from 'react';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { PropertyFlag } from '../../../domain/nodes/node-protocol';
import { hasFlag } from '../../../domain/rights';

export function isCritical(property: Pick<NodeProperty, 'flags'>): boolean {
  return hasFlag(property.flags ?? 0, PropertyFlag.critical);
}

export type ReasonGate = {
  open: boolean;
  ask: () => Promise<string | null>;
  confirm: (reason: string) => void;
  cancel: () => void;
};

export function useReasonGate(): ReasonGate {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((reason: string | null) => void) | null>(null);
  const settle = useCallback((reason: string | null) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(reason);
  }, []);
  const ask = useCallback(() => {
    resolver.current?.(null);
    setOpen(true);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  return { open, ask, confirm: (reason) => settle(reason), cancel: () => settle(null) };
}
