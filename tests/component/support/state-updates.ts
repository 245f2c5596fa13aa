// Counts React state updates, of a mounted component or not: react-dom picks each update's priority by
// reading window.event. That read is how an update that lands after a test file's jsdom was torn down
// fails ('window is not defined'), so a test counts updates after unmount to show none happens.
import { vi } from 'vitest';

export type StateUpdateWatch = { count: () => number; stop: () => void };

export function watchStateUpdates(): StateUpdateWatch {
  const reads = vi.spyOn(window, 'event', 'get');
  return { count: () => reads.mock.calls.length, stop: () => reads.mockRestore() };
}

/**
 * Unmounts, lets `arrive` deliver the late answer, and counts the state updates it caused. `arrive` resolves
 * once the answer was delivered, a condition met at a vi.waitFor timer poll (deliverHeld), so the
 * continuations of that answer have run when the count is taken.
 */
export async function stateUpdatesAfterUnmount(unmount: () => void, arrive: () => Promise<void>): Promise<number> {
  unmount();
  const updates = watchStateUpdates();
  try {
    await arrive();
    return updates.count();
  } finally {
    updates.stop();
  }
}
