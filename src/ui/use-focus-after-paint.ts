// Focus for a field that a page opens with, given after the page's first paint instead of with
// `autoFocus`: focusing during React's commit forced the first layout of the whole page inside the commit's
// task (a 240–280 ms task on the login page at 4× CPU slowdown); after the paint the layout is done.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusIsLost, pageHeading } from './focus-moves';

/** Focus is nowhere, or on the heading a navigation's focus gives a screen that placed none of its own. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return focusIsLost() || (active !== null && active === pageHeading(document));
}

/**
 * A ref for the element to focus once the page has painted, unless the user has meanwhile focused
 * something. It takes the focus from the page's heading too: the router's focus after a navigation
 * (use-route-focus.ts) puts it there when the screen has not placed it yet, which this screen does now.
 */
export function useFocusAfterPaint<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame runs before the paint; the timeout after it, in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (focusIsFree()) ref.current?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}
