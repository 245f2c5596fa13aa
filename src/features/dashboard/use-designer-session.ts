// Whether this tab may arrange the dashboard: it takes the designer session at its first change and
// keeps it while the dashboard is open here; another tab's session makes the arrangement read-only
// until that tab leaves the dashboard (checked every second while this page is visible).
import { useCallback, useEffect, useRef, useState } from 'react';
import { designerSessionHeld, takeDesignerSession } from '../../data/dashboard/designer-lock';
import { useLiveRefresh } from '../nodes/use-live-refresh';

export const ARRANGED_ELSEWHERE_TEXT = /*i18n*/ 'The dashboard is being arranged in another tab. Its arrangement is read-only here until that tab leaves the dashboard.';

export type DesignerSession = {
  /** Another tab holds the designer session. */
  readOnly: boolean;
  /** Runs the change when this tab holds (or now takes) the session. */
  arrange: (change: () => void) => void;
};

export function useDesignerSession(userId: string | null): DesignerSession {
  const release = useRef<(() => void) | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const currentUser = useRef(userId);

  const check = useCallback(
    async (signal: AbortSignal) => {
      if (userId === null || release.current) return;
      const held = await designerSessionHeld(userId);
      // A check of an earlier user or of an unmounted page answers nothing here.
      if (!signal.aborted && currentUser.current === userId && !release.current) setReadOnly(held);
    },
    [userId],
  );
  useLiveRefresh({ enabled: userId !== null, run: check });

  useEffect(() => {
    currentUser.current = userId;
    if (userId === null) return;
    // The first check is at once, not a second after the page opens.
    const first = new AbortController();
    if (document.visibilityState === 'visible') void check(first.signal);
    return () => {
      first.abort();
      release.current?.();
      release.current = null;
    };
  }, [userId, check]);

  const arrange = useCallback(
    (change: () => void) => {
      if (userId === null) return;
      if (release.current) {
        change();
        return;
      }
      void takeDesignerSession(userId).then((taken) => {
        if (!taken) {
          setReadOnly(true);
          return;
        }
        release.current = taken;
        setReadOnly(false);
        change();
      });
    },
    [userId],
  );
  return { readOnly, arrange };
}
