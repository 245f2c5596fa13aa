// Lets a mirrored screen read the server again by itself: when the network comes back while it could
// only show its mirror (its offline notice then clears without Retry), and after a pull emptied the
// mirror for a fresh browse.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { subscribeSyncSignals } from '../../data/sync/sync-signals';

export function useRefetchOnSync(offline: boolean, refetch: () => void): void {
  const latest = useRef({ offline, refetch });
  // A layout effect, so the ref says offline as soon as the screen does: an online event that comes
  // right after the offline notice is drawn (before passive effects run) must not be missed.
  useLayoutEffect(() => {
    latest.current = { offline, refetch };
  });
  useEffect(
    () =>
      subscribeSyncSignals((signal) => {
        if (signal === 'reset' || latest.current.offline) latest.current.refetch();
      }),
    [],
  );
}
