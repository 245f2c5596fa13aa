// useMounted, and the check the unmount tests rely on: a setter called after unmount still reaches
// react-dom, so counting state updates shows whether a late answer was dropped.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useMounted } from '../../../src/ui/use-mounted';
import { watchStateUpdates } from '../support/state-updates';

describe('useMounted', () => {
  it('is true while the component is mounted and false once it unmounted', () => {
    const { result, unmount } = renderHook(() => useMounted());
    const mounted = result.current;
    expect(mounted.current).toBe(true);
    unmount();
    expect(mounted.current).toBe(false);
  });
});

describe('watchStateUpdates', () => {
  it('counts a setter called after its component unmounted', () => {
    const { result, unmount } = renderHook(() => useState(0));
    const [, setCount] = result.current;
    unmount();
    const updates = watchStateUpdates();
    try {
      expect(updates.count()).toBe(0);
      setCount(1);
      expect(updates.count()).toBe(1);
    } finally {
      updates.stop();
    }
  });
});
