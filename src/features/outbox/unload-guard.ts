// While a write is being stored (storing-writes.ts), leaving the page would lose it: a reload or tab
// close then gets the browser's own question, as a form with unsaved edits does (use-unsaved-changes.ts).
// The window is short (a few IndexedDB reads and one transaction), so the question is rare. Best effort:
// iPadOS Safari never asks, nor does Android when a tab is closed from the tab switcher. The listener is
// there only while a write is being stored: a page with one cannot enter some browsers' back/forward cache.
import { watchStoring } from '../../data/outbox/storing-writes';

/** Installs the question on the window; returns how to take it away. */
export function guardUnloadWhileStoring(target: EventTarget = window): () => void {
  const ask = (event: Event) => {
    event.preventDefault();
    // Older Chromium WebViews ask only when returnValue is set.
    (event as BeforeUnloadEvent).returnValue = '';
  };
  const stop = watchStoring((storing) => (storing ? target.addEventListener('beforeunload', ask) : target.removeEventListener('beforeunload', ask)));
  return () => {
    stop();
    target.removeEventListener('beforeunload', ask);
  };
}
