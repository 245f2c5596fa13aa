// Text fields of the web editors take their typed text when left or on Enter (Enter does not submit a form).
import type { KeyboardEvent } from 'react';

export function commitKeys(commit: () => void, onEscape?: () => void) {
  return {
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      } else if (event.key === 'Escape' && onEscape) onEscape();
    },
  };
}
