import { describe, expect, it } from 'vitest';
import { SHORTCUTS, neighbourId, shortcutOf } from '../../../src/domain/keyboard-shortcuts';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

describe('keyboard shortcuts', () => {
  it('saves with Ctrl+S or ⌘S, also while typing in a field, but not with both or with Alt', () => {
    expect(shortcutOf(press('s', { ctrl: true }), false)).toBe('save');
    expect(shortcutOf(press('S', { meta: true, shift: true }), true)).toBe('save');
    expect(shortcutOf(press('s', { ctrl: true, meta: true }), false)).toBeNull();
    expect(shortcutOf(press('s', { ctrl: true, alt: true }), false)).toBeNull();
  });

  it('goes to search with / outside fields and with Ctrl+K or ⌘K anywhere', () => {
    expect(shortcutOf(press('/'), false)).toBe('search');
    expect(shortcutOf(press('/'), true)).toBeNull();
    expect(shortcutOf(press('k', { ctrl: true }), true)).toBe('search');
    expect(shortcutOf(press('k', { meta: true }), false)).toBe('search');
  });

  it('steps through records with J and K and shows help with ? only outside fields and without modifiers', () => {
    expect(shortcutOf(press('j'), false)).toBe('next');
    expect(shortcutOf(press('k'), false)).toBe('previous');
    expect(shortcutOf(press('?', { shift: true }), false)).toBe('help');
    expect(shortcutOf(press('j'), true)).toBeNull();
    expect(shortcutOf(press('?', { shift: true }), true)).toBeNull();
    expect(shortcutOf(press('J', { shift: true }), false)).toBeNull();
    expect(shortcutOf(press('j', { alt: true }), false)).toBeNull();
    // Alt+Arrow belongs to the tree's reorder and the browser's history; Ctrl+J to the browser.
    expect(shortcutOf(press('ArrowDown', { alt: true }), false)).toBeNull();
    expect(shortcutOf(press('j', { ctrl: true }), false)).toBeNull();
  });

  it('lists every action once on the help overlay', () => {
    expect(SHORTCUTS.map((s) => s.action).sort()).toEqual(['help', 'next', 'previous', 'save', 'search']);
  });

  it('finds the neighbour of a record in the list order, and none at the ends or for a record not listed', () => {
    expect(neighbourId([4, 9, 2], 9, 1)).toBe(2);
    expect(neighbourId([4, 9, 2], 9, -1)).toBe(4);
    expect(neighbourId([4, 9, 2], 2, 1)).toBeNull();
    expect(neighbourId([4, 9, 2], 4, -1)).toBeNull();
    expect(neighbourId([4, 9, 2], 7, 1)).toBeNull();
  });
});
