// Text fields of the web editors take their typed text when left, on Enter (Enter does not submit a form) or
// on Ctrl/⌘+S, the save shortcut.
import type { KeyboardEvent } from 'react';
import { shortcutOf } from '../../../../domain/keyboard-shortcuts';

export function commitKeys(commit: () => void, onEscape?: () => void) {
  return {
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || shortcutOf(event, true) === 'save') {
        event.preventDefault();
        commit();
      } else if (event.key === 'Escape' && onEscape) onEscape();
    },
  };
}
