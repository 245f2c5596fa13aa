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

describe('activity tracking on the hot path', () => {
  it('reads storage once, not with every input event', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const reads = vi.spyOn(storage, 'getItem');
    const target = new EventTarget();
    installActivityTracking(target);
    for (let i = 0; i < 50; i += 1) {
      vi.setSystemTime(300_000 + i * 100);
      target.dispatchEvent(new Event('wheel'));
    }
    expect(lastActivityAt()).toBe(304_400); // counted at 300.0, 301.1, 302.2, 303.3 and 304.4 s
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("takes another tab's activity from the storage event, so input within a second of it does not count", () => {
    const target = new EventTarget();
    installActivityTracking(target);
    vi.setSystemTime(400_000);
    target.dispatchEvent(new Event('pointerdown'));
    // Another tab writes its activity; this tab learns of it by the storage event.
    localStorage.setItem('lastActivityAt', '400800');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'lastActivityAt', newValue: '400800' }));
    expect(lastActivityAt()).toBe(400_800);
    vi.setSystemTime(401_500);
    target.dispatchEvent(new Event('keydown'));
    expect(lastActivityAt()).toBe(400_800);
    vi.setSystemTime(401_900);
    target.dispatchEvent(new Event('keydown'));
    expect(lastActivityAt()).toBe(401_900);
  });
});
