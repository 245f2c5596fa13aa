// Who answers a keyboard shortcut. The shell listens for the keys once (use-shortcut-keys.ts); a screen
// that can save or step through records registers what that means for it while it is shown. The newest
// registration of an action wins, so a screen inside another one takes the keys while it is there.
import { useLayoutEffect, useRef } from 'react';
import type { ShortcutAction } from '../../domain/keyboard-shortcuts';

type Handler = () => void;

const handlers = new Map<ShortcutAction, Handler[]>();

/** The handler the screen registered for `action` last, if any. */
export function shortcutHandler(action: ShortcutAction): Handler | undefined {
  const stack = handlers.get(action);
  return stack?.[stack.length - 1];
}

/** Registers `handler` for `action` while mounted; undefined (or `enabled` false) registers nothing. */
export function useShortcutHandler(action: ShortcutAction, handler: Handler | undefined): void {
  // The latest handler is called through a ref, so re-renders do not reorder the registrations. Both are
  // set while React commits (layout effects), so a key pressed as soon as the screen shows finds the
  // handler of what it shows, not of the screen before.
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const active = handler !== undefined;
  useLayoutEffect(() => {
    if (!active) return;
    const entry: Handler = () => latest.current?.();
    const stack = handlers.get(action) ?? [];
    handlers.set(action, [...stack, entry]);
    return () => {
      handlers.set(action, (handlers.get(action) ?? []).filter((h) => h !== entry));
    };
  }, [action, active]);
}
