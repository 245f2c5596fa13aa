// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyWaitingUpdate, startUpdateChecks, TAKEOVER_LIMIT_MS, UPDATE_CHECK_INTERVAL_MS } from '../../../src/data/update-checks';

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

/** Presses Reload with a waiting version; `order` logs the steps and `controlling` plays the takeover. */
async function pressReload(): Promise<{ order: string[]; controlling: () => void }> {
  const order: string[] = [];
  let listener = () => {};
  await applyWaitingUpdate({
    hasWaiting: async () => true,
    skipWaiting: () => order.push('skipWaiting'),
    whenControlling: (l) => {
      listener = l;
    },
    reload: () => order.push('reload'),
  });
  return { order, controlling: () => listener() };
}

describe('the Reload of the update prompt', () => {
  it('activates a waiting version and reloads once it controls the page', async () => {
    vi.useFakeTimers();
    const { order, controlling } = await pressReload();
    expect(order).toEqual(['skipWaiting']);
    controlling();
    expect(order).toEqual(['skipWaiting', 'reload']);
    // The takeover limit passing later reloads nothing more.
    await vi.advanceTimersByTimeAsync(TAKEOVER_LIMIT_MS * 2);
    expect(order).toEqual(['skipWaiting', 'reload']);
  });

  it('reloads anyway, once, when the new version has not taken over within the limit', async () => {
    vi.useFakeTimers();
    const { order, controlling } = await pressReload();
    expect(TAKEOVER_LIMIT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(TAKEOVER_LIMIT_MS - 1);
    expect(order).toEqual(['skipWaiting']);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['skipWaiting', 'reload']);
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
