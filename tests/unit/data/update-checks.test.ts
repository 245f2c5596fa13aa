// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyWaitingUpdate, startUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from '../../../src/data/update-checks';

afterEach(() => {
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('update checks', () => {
  it('asks for a new version every hour and whenever the page becomes visible, until stopped', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => {});
    const stop = startUpdateChecks(check);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps checking after a check failed (offline)', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const stop = startUpdateChecks(check);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('the Reload of the update prompt', () => {
  it('activates a waiting version and reloads once it controls the page', async () => {
    const order: string[] = [];
    let controlling = () => {};
    await applyWaitingUpdate({
      hasWaiting: async () => true,
      skipWaiting: () => order.push('skipWaiting'),
      whenControlling: (listener) => {
        controlling = listener;
      },
      reload: () => order.push('reload'),
    });
    expect(order).toEqual(['skipWaiting']);
    controlling();
    expect(order).toEqual(['skipWaiting', 'reload']);
  });

  it('only reloads in a tab whose new version another tab already activated', async () => {
    const order: string[] = [];
    await applyWaitingUpdate({
      hasWaiting: async () => false,
      skipWaiting: () => order.push('skipWaiting'),
      whenControlling: () => order.push('listening'),
      reload: () => order.push('reload'),
    });
    expect(order).toEqual(['reload']);
  });
});
