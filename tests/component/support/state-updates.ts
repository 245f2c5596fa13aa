// Counts React state updates, of a mounted component or not: react-dom picks each update's priority by
// reading window.event. That read is how an update that lands after a test file's jsdom was torn down
// fails ('window is not defined'), so a test counts updates after unmount to show none happens.
import { vi } from 'vitest';

export type StateUpdateWatch = { count: () => number; stop: () => void };

export function watchStateUpdates(): StateUpdateWatch {
  const reads = vi.spyOn(window, 'event', 'get');
  return { count: () => reads.mock.calls.length, stop: () => reads.mockRestore() };
}

/** Resolves once every continuation of promises settled so far has run: a timer fires only after the microtask queue is empty. */
export function afterPendingMicrotasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Unmounts, lets `arrive` deliver the late answer, and counts the state updates it caused once its continuations ran. */
export async function stateUpdatesAfterUnmount(unmount: () => void, arrive: () => void | Promise<void>): Promise<number> {
  unmount();
  const updates = watchStateUpdates();
  try {
    await arrive();
    await afterPendingMicrotasks();
    return updates.count();
  } finally {
    updates.stop();
  }
}
