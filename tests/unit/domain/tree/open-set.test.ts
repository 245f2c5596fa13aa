import { describe, expect, it } from 'vitest';
import {
  EMPTY_OPEN_STATE,
  applySearchOpen,
  parseOpenSet,
  restoreAfterSearch,
  serializeOpenSet,
  setOpen,
} from '../../../../src/domain/tree/open-set';

describe('open set', () => {
  it('opens and closes single nodes', () => {
    const opened = setOpen(EMPTY_OPEN_STATE, 'a', true);
    expect([...opened.open]).toEqual(['a']);
    expect([...setOpen(opened, 'a', false).open]).toEqual([]);
  });

  it('restores the open set from before the search when the search clears', () => {
    const before = setOpen(setOpen(EMPTY_OPEN_STATE, 'a', true), 'b', true);
    const searching = applySearchOpen(before, new Set(['x', 'y']));
    expect([...searching.open]).toEqual(['x', 'y']);
    const refined = applySearchOpen(searching, new Set(['x']));
    expect([...refined.open]).toEqual(['x']);
    const restored = restoreAfterSearch(refined);
    expect([...restored.open]).toEqual(['a', 'b']);
    expect(restored.saved).toBeNull();
  });

  it('keeps the state when no search was active', () => {
    const state = setOpen(EMPTY_OPEN_STATE, 'a', true);
    expect(restoreAfterSearch(state)).toBe(state);
  });

  it('round-trips through storage and survives garbage', () => {
    expect([...parseOpenSet(serializeOpenSet(new Set(['a', 'b'])))]).toEqual(['a', 'b']);
    expect(parseOpenSet('not json').size).toBe(0);
    expect(parseOpenSet('{"a":1}').size).toBe(0);
    expect(parseOpenSet(null).size).toBe(0);
  });
});
