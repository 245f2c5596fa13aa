// The one listener for the console's keyboard shortcuts (the table is src/domain/keyboard-shortcuts.ts).
// Search and help are the shell's own; save and next/previous go to what the current screen registered
// (shortcut-handlers.ts). Keys pressed inside an open dialog are the dialog's.
import { useEffect, useState } from 'react';
import { shortcutOf } from '../../domain/keyboard-shortcuts';
import { shortcutHandler } from './shortcut-handlers';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'datetime-local', 'time', 'month', 'week']);

/** Whether plain keys pressed in `target` are typing (or a list's type-ahead), not commands. */
function takesTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable) return true;
  return ['textbox', 'searchbox', 'combobox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

/** The current screen's search box: the first one in the main region. */
function searchBox(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[type="search"]:not([disabled])');
}

export function useShortcutKeys(): { helpOpen: boolean; closeHelp: () => void } {
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const action = shortcutOf(event, takesTyping(event.target));
      if (action === null) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (action === 'search') {
        const box = searchBox();
        if (!box) return;
        event.preventDefault();
        box.focus();
        box.select();
        return;
      }
      const handler = shortcutHandler(action);
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
