import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastActivityAt } from '../../../../src/data/user-activity-store';
import { installActivityTracking } from '../../../../src/features/account/activity-tracking';
import { MemoryStorage } from '../../support/memory-storage';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('activity tracking', () => {
  it('stores pointer, key, wheel and touch input as activity, at most once a second', () => {
    const target = new EventTarget();
    installActivityTracking(target);
    vi.setSystemTime(100_000);
    target.dispatchEvent(new Event('pointerdown'));
    expect(lastActivityAt()).toBe(100_000);
    vi.setSystemTime(100_900);
    target.dispatchEvent(new Event('keydown'));
    expect(lastActivityAt()).toBe(100_000);
    vi.setSystemTime(101_001);
    target.dispatchEvent(new Event('wheel'));
    expect(lastActivityAt()).toBe(101_001);
    vi.setSystemTime(103_000);
    target.dispatchEvent(new Event('touchstart'));
    expect(lastActivityAt()).toBe(103_000);
  });

  it('does not count what is not the user’s input (a poll, a focus by script)', () => {
    const target = new EventTarget();
    installActivityTracking(target);
    vi.setSystemTime(200_000);
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('message'));
    expect(lastActivityAt()).toBeNull();
  });
});
