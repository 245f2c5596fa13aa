// While a write is being stored (storing-writes.ts), leaving the page would lose it: a reload or tab
// close then gets the browser's own question, as a form with unsaved edits does (use-unsaved-changes.ts).
// The window is short (a few IndexedDB reads and one transaction), so the question is rare. Best effort:
// iPadOS Safari never asks, nor does Android when a tab is closed from the tab switcher.
import { writesBeingStored } from '../../data/outbox/storing-writes';

/** Installs the question on the window; returns how to take it away. */
export function guardUnloadWhileStoring(target: EventTarget = window): () => void {
  const ask = (event: Event) => {
    if (writesBeingStored() === 0) return;
    event.preventDefault();
    // Older Chromium WebViews ask only when returnValue is set.
    (event as BeforeUnloadEvent).returnValue = '';
  };
  target.addEventListener('beforeunload', ask);
  return () => target.removeEventListener('beforeunload', ask);
}
