// A server read whose answer is shown but not mirrored (a revision list, an old revision): kept in the
// component while it is on screen, read again when the key changes. An abort is not an error.
import { useEffect, useState } from 'react';
import { failedFetchStatus } from './use-fetch-status';
import type { FetchStatus } from './use-fetch-status';

export type Loaded<T> = { status: FetchStatus; data: T | null };

export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: { state: 'loading' }, data: null } });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: { state: 'fresh' }, data } });
      },
      (error: unknown) => {
        const status = failedFetchStatus(error, controller.signal);
        if (status) setState({ key, loaded: { status, data: null } });
      },
    );
    return () => controller.abort();
    // load is rebuilt on every render by callers; the key says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: { state: 'loading' }, data: null };
}
