// The state of the server read behind a mirrored screen: whether the mirror is being refreshed, is fresh,
// or is all there is because the network is down (the screen then says how old it is).
import { useCallback, useEffect, useState } from 'react';
import type { ErrorItem } from '../../domain/error-item';
import { ApiError, errorItemsOf } from '../../data/api-error';
import { useRefetchOnSync } from '../sync/use-refetch-on-sync';

export type FetchStatus =
  | { state: 'loading' }
  | { state: 'fresh' }
  | { state: 'offline' }
  | { state: 'error'; status: number; errors: ErrorItem[] };

/** What a failed server read means for the screen; null for an abort (route change, newer key), which is no failure. */
export function failedFetchStatus(error: unknown, signal: AbortSignal): FetchStatus | null {
  if (signal.aborted || (error instanceof ApiError && error.aborted)) return null;
  if (error instanceof ApiError && error.network) return { state: 'offline' };
  return { state: 'error', status: error instanceof ApiError ? error.status : 0, errors: errorItemsOf(error) };
}

/**
 * Runs fetch whenever key or reloadTick changes, and again by itself when the network returns while it
 * is offline or after a pull reset the mirror; an abort (route change, newer key) is not an error.
 */
export function useFetchStatus(key: string, reloadTick: number, fetch: (signal: AbortSignal) => Promise<unknown>): FetchStatus {
  const [status, setStatus] = useState<{ key: string; status: FetchStatus }>({ key, status: { state: 'loading' } });
  const [syncTick, setSyncTick] = useState(0);
  const current = status.key === key ? status.status : { state: 'loading' as const };
  useRefetchOnSync(
    current.state === 'offline',
    useCallback(() => setSyncTick((t) => t + 1), []),
  );
  useEffect(() => {
    const controller = new AbortController();
    fetch(controller.signal).then(
      () => {
        if (!controller.signal.aborted) setStatus({ key, status: { state: 'fresh' } });
      },
      (error: unknown) => {
        const next = failedFetchStatus(error, controller.signal);
        if (next) setStatus({ key, status: next });
      },
    );
    return () => controller.abort();
    // fetch is rebuilt on every render by callers; key and reloadTick say when to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloadTick, syncTick]);
  return current;
}
