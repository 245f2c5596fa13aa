import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useLiveRefresh } from '../../../src/features/nodes/use-live-refresh';
import { resetUi } from '../support/app-state';

function Probe({ run }: { run: (signal: AbortSignal) => Promise<unknown> }) {
  useLiveRefresh({ enabled: true, run });
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
