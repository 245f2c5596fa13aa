// The state of the server read behind a mirrored screen: whether the mirror is being refreshed, is fresh,
// or is all there is because the network is down (the screen then says how old it is).
import { useEffect, useState } from 'react';
import type { ErrorItem } from '../../domain/error-item';
import { ApiError, errorItemsOf } from '../../data/api-error';

export type FetchStatus =
  | { state: 'loading' }
  | { state: 'fresh' }
  | { state: 'offline' }
  | { state: 'error'; status: number; errors: ErrorItem[] };

/** Runs fetch whenever key or reloadTick changes; an abort (route change, newer key) is not an error. */
export function useFetchStatus(key: string, reloadTick: number, fetch: (signal: AbortSignal) => Promise<unknown>): FetchStatus {
  const [status, setStatus] = useState<{ key: string; status: FetchStatus }>({ key, status: { state: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    fetch(controller.signal).then(
      () => {
        if (!controller.signal.aborted) setStatus({ key, status: { state: 'fresh' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        const next: FetchStatus =
          error instanceof ApiError && error.network
            ? { state: 'offline' }
            : { state: 'error', status: error instanceof ApiError ? error.status : 0, errors: errorItemsOf(error) };
        setStatus({ key, status: next });
      },
    );
    return () => controller.abort();
    // fetch is rebuilt on every render by callers; key and reloadTick say when to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloadTick]);
  return status.key === key ? status.status : { state: 'loading' };
}
