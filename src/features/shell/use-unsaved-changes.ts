// One guard for every form holding edits not yet saved (issue 9): leaving the route asks first (a
// blocker on the router's history, what useBlocker registers too), a reload or tab close gets the
// browser's own question (beforeunload, through the same blocker), and the service-worker update asks
// before it reloads (confirmDiscardUnsaved). Forms rendered without a router (editors in dialogs and
// tests) still count as dirty for the update prompt.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { confirmMessage } from '../../state/ui';

// Shown through the message dialog, which translates it.
export const MSG_UNSAVED_CHANGES = /*i18n*/ 'You have unsaved changes. Leave and discard them?';

/** One entry per mounted form that is dirty right now. */
const dirtyForms = new Set<object>();
/** Set once the user agreed to drop everything (update reload): no second question from the browser. */
let discardAgreed = false;

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Before something that drops every form's edits (the update reload): asks while any form is dirty. */
export async function confirmDiscardUnsaved(): Promise<boolean> {
  if (!hasUnsavedChanges()) return true;
  discardAgreed = await confirmMessage(MSG_UNSAVED_CHANGES);
  return discardAgreed;
}

export type UnsavedChangesGuard = {
  /**
   * Lets the next navigation through without asking, for a form that navigates right after saving
   * (its dirty state clears only with the next render).
   */
  release: () => void;
};

export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const blocking = useRef(dirty);
  useLayoutEffect(() => {
    blocking.current = dirty;
    if (!dirty) return undefined;
    const entry = {};
    dirtyForms.add(entry);
    return () => {
      dirtyForms.delete(entry);
    };
  }, [dirty]);
  const history = useRouter({ warn: false })?.history;
  useEffect(() => {
    if (!dirty || !history) return undefined;
    return history.block({
      // true blocks: the navigation goes ahead only when the form is clean or the user agrees.
      blockerFn: async () => blocking.current && !(await confirmMessage(MSG_UNSAVED_CHANGES)),
      enableBeforeUnload: () => blocking.current && !discardAgreed,
    });
  }, [dirty, history]);
  return { release: useCallback(() => (blocking.current = false), []) };
}
