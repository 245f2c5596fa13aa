// node-model.md §9 "Search throttle 500 ms": the timings are written as literals so that a changed
// constant or a throttle turned into a debounce fails here (the tree tests advance by the constant).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTreeIndex } from '../../../src/domain/tree/tree-index';
import { useThrottledValue } from '../../../src/features/nodes/tree/use-throttled-value';
import { useTreeState } from '../../../src/features/nodes/tree/use-tree-state';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderThrottled(initial: string) {
  return renderHook(({ value }) => useThrottledValue(value, 500), { initialProps: { value: initial } });
}

describe('useThrottledValue', () => {
  it('passes a change on after 500 ms, not at 499 ms', () => {
    const { result, rerender } = renderThrottled('');
    rerender({ value: 'pu' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pu');
  });

  it('keeps passing values on every 500 ms while the value keeps changing (a throttle, not a debounce)', () => {
    const { result, rerender } = renderThrottled('');
    // A keystroke every 100 ms: a debounce would wait for a pause that never comes.
    const typed = ['p', 'pu', 'pum', 'pump', 'pump ', 'pump 1', 'pump 12', 'pump 12.', 'pump 12.5', 'pump 12.5 '];
    const seen: string[] = [];
    for (const text of typed) {
      rerender({ value: text });
      act(() => vi.advanceTimersByTime(100));
      if (seen.at(-1) !== result.current) seen.push(result.current);
    }
    // Changed at 0, 100, … 900 ms: passed on at 500 ms ('pump ', current then) and 1000 ms (the last one).
    expect(seen).toEqual(['', 'pump ', 'pump 12.5 ']);
  });

  it('passes the last value on once typing stops, within 500 ms of the previous one', () => {
    const { result, rerender } = renderThrottled('');
    rerender({ value: 'pu' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('pu');
    // Inside the window after that change: waits for the window's end (500 ms after 'pu'), no longer.
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'pum' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'pump' });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('pu');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pump');
    // A value typed and taken back before it was passed on is never passed on.
    rerender({ value: 'pumps' });
    rerender({ value: 'pump' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe('pump');
  });
});

describe('the node tree search', () => {
  const index = buildTreeIndex([
    { key: 'pump', parentKey: null, label: 'Pump', hasChildren: false },
    { key: 'lamp', parentKey: null, label: 'Lamp', hasChildren: false },
  ]);

  it('searches 500 ms after the text changes', () => {
    const { result } = renderHook(() => useTreeState(index, { openAllOnSearch: false }));
    act(() => result.current.setSearchText('pu'));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.searching).toBe(false);
    expect(result.current.rows.map((row) => row.key)).toEqual(['pump', 'lamp']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.searching).toBe(true);
    expect(result.current.rows.map((row) => row.key)).toEqual(['pump']);
  });
});
