// Whether this tab may arrange the dashboard: it takes the designer session at its first change and
// keeps it while the dashboard is open here; another tab's session makes the arrangement read-only
// until that tab leaves the dashboard (checked every second while this page is visible).
import { useCallback, useEffect, useRef, useState } from 'react';
import { designerSessionHeld, takeDesignerSession } from '../../data/dashboard/designer-lock';

export const DESIGNER_CHECK_MS = 1000;
export const ARRANGED_ELSEWHERE_TEXT = 'The dashboard is being arranged in another tab. Its arrangement is read-only here until that tab leaves the dashboard.';

export type DesignerSession = {
  /** Another tab holds the designer session. */
  readOnly: boolean;
  /** Runs the change when this tab holds (or now takes) the session. */
  arrange: (change: () => void) => void;
};

export function useDesignerSession(userId: string | null): DesignerSession {
  const release = useRef<(() => void) | null>(null);
  const [readOnly, setReadOnly] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    const check = async () => {
      if (release.current || document.visibilityState !== 'visible') return;
      const held = await designerSessionHeld(userId);
      if (active && !release.current) setReadOnly(held);
    };
    void check();
    const timer = setInterval(() => void check(), DESIGNER_CHECK_MS);
    return () => {
      active = false;
      clearInterval(timer);
      release.current?.();
      release.current = null;
    };
  }, [userId]);

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
