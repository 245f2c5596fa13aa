import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useLiveRefresh } from '../../../src/features/nodes/use-live-refresh';
import { abortedError } from '../../../src/data/api-error';
import { refreshOnce } from '../../../src/state/ui';
import { resetUi } from '../support/app-state';

function Probe({ run, enabled = true }: { run: (signal: AbortSignal) => Promise<unknown>; enabled?: boolean }) {
  useLiveRefresh({ enabled, run });
  return null;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('live-value auto-refresh', () => {
  beforeEach(() => {
    resetUi();
    vi.useFakeTimers();
    setVisibility('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('reads every 1000 ms while the page is visible', async () => {
    const run = vi.fn(async () => {});
    render(<Probe run={run} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('skips ticks while a read is still running', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Probe run={run} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('reads once for a pending refresh while auto-refresh is off', async () => {
    const run = vi.fn(async () => {});
    render(<Probe run={run} enabled={false} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(run).not.toHaveBeenCalled();
    await act(async () => {
      refreshOnce();
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores a cancelled read and reads again on the next tick', async () => {
    // A rethrown cancel would surface as an unhandled rejection and fail the run.
    const run = vi.fn(async () => {
      throw abortedError();
    });
    render(<Probe run={run} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not read while the page is hidden', async () => {
    setVisibility('hidden');
    const run = vi.fn(async () => {});
    render(<Probe run={run} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(run).not.toHaveBeenCalled();
  });
});
