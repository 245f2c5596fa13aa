// Every pending request's AbortController, so a route change can cancel them all (console.md §4).
import { abortedError } from './api-error';

const pending = new Set<AbortController>();

export type TrackedRequest = { signal: AbortSignal; release: () => void };

/** Registers a request; the caller's own signal, if any, aborts it too. Call release when done. */
export function trackRequest(external?: AbortSignal): TrackedRequest {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  if (external?.aborted) controller.abort();
  else external?.addEventListener('abort', onAbort, { once: true });
  pending.add(controller);
  return {
    signal: controller.signal,
    release: () => {
      pending.delete(controller);
      external?.removeEventListener('abort', onAbort);
    },
  };
}

export function abortAllRequests(): void {
  const all = [...pending];
  pending.clear();
  for (const controller of all) controller.abort();
}

export function pendingRequestCount(): number {
  return pending.size;
}

/** Waits for a shared promise (the token refresh) unless this request is aborted first. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortedError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
