// The console's keyboard shortcuts (docs/decisions.md 'Keyboard shortcuts'): which key press means which
// action, and the table the help overlay lists. Letter and symbol keys act only outside text fields, so
// typing is never taken; Ctrl/⌘ combinations act everywhere.

export type ShortcutAction = 'save' | 'search' | 'next' | 'previous' | 'help';

/** What a key press is, as far as the shortcuts care (a KeyboardEvent fits). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
};

export type ShortcutEntry = { action: ShortcutAction; keys: readonly string[]; description: string };

/** The help overlay's rows, in the order shown. */
export const SHORTCUTS: readonly ShortcutEntry[] = [
  { action: 'save', keys: ['Ctrl+S', '⌘S'], description: /*i18n*/ 'Save the record or property being edited' },
  { action: 'search', keys: ['/', 'Ctrl+K', '⌘K'], description: /*i18n*/ "Go to the screen's search box" },
  { action: 'next', keys: ['J'], description: /*i18n*/ 'Open the next record of the list' },
  { action: 'previous', keys: ['K'], description: /*i18n*/ 'Open the previous record of the list' },
  { action: 'help', keys: ['?'], description: /*i18n*/ 'Show these shortcuts' },
];

export const SHORTCUTS_TITLE = /*i18n*/ 'Keyboard shortcuts';

/**
 * The action a key press asks for, or null. `inTextField`: the press happened in a field that takes typed
 * text, where plain keys are the user's typing.
 */
export function shortcutOf(press: KeyPress, inTextField: boolean): ShortcutAction | null {
  const command = press.ctrlKey !== press.metaKey; // Ctrl or ⌘, not both
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command && !press.altKey) {
    if (key === 's') return 'save';
    if (key === 'k') return 'search';
    return null;
  }
  if (press.ctrlKey || press.metaKey || press.altKey || inTextField) return null;
  switch (key) {
    case '/':
      return 'search';
    case '?':
      return 'help';
    case 'j':
      return press.shiftKey ? null : 'next';
    case 'k':
      return press.shiftKey ? null : 'previous';
    default:
      return null;
  }
}

/** The neighbour of `id` in a list's order (`step` 1 next, -1 previous); null at either end or when absent. */
export function neighbourId(order: readonly number[], id: number, step: 1 | -1): number | null {
  const at = order.indexOf(id);
  if (at < 0) return null;
  return order[at + step] ?? null;
}
