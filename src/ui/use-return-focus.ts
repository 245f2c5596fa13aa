// A dialog opened without a DialogTrigger (most of ours open from state, not from a trigger element) gets
// no focus restore from Fluent: closing it drops focus to the page. This hook remembers what had focus
// when the dialog opened and gives focus back to it when the dialog closes or unmounts, unless the user
// has already put focus somewhere else. Attach the returned ref to the DialogSurface.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { focusElement, focusIsLostOrWithin } from './focus-moves';

export function useReturnFocus(open: boolean): RefObject<HTMLDivElement | null> {
  const surfaceRef = useRef<HTMLDivElement | null>(null);
  // Read while rendering the opening: by the first effect a field with autoFocus (or Fluent) has already
  // moved focus into the dialog.
  const [seen, setSeen] = useState<{ open: boolean; opener: HTMLElement | null }>({ open: false, opener: null });
  if (seen.open !== open) {
    const active = document.activeElement;
    setSeen({ open, opener: open && active instanceof HTMLElement && active !== document.body ? active : null });
  }
  const opener = open && seen.open ? seen.opener : null;
  useEffect(() => {
    if (!open) return;
    const surface = surfaceRef.current;
    return () => {
      // Focus fallen to the page, or still inside the closing dialog (during its exit animation).
      if (focusIsLostOrWithin(surface)) focusElement(opener);
    };
  }, [open, opener]);
  return surfaceRef;
}
