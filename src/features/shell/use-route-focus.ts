// Focus after a navigation (docs/decisions.md 'Focus after navigation and dialogs'): a new screen takes
// focus on its heading, so a keyboard or screen-reader user starts where the new content starts instead
// of at the top of the page. A screen that put focus somewhere itself (the login form's first field) keeps
// it. A change of the query alone (a filter, a tab) moves focus only when it fell to the page.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useRouter } from '@tanstack/react-router';
import { focusElement, focusIsLost, pageHeading } from '../../ui/focus-moves';
import { focusFirstScreen, takeFirstScreenFocus } from './first-screen-focus';

/**
 * Focuses the heading of `main` now, or once the screen has rendered one (unless the user has moved focus
 * meanwhile); returns a stop function.
 */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  if (focusElement(pageHeading(main))) return () => {};
  const waiting = document.activeElement;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== waiting && !focusIsLost()) observer.disconnect();
    else if (focusElement(pageHeading(main))) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(() => {
    let before: Element | null = null;
    let stop = () => {};
    // Signed in on the login start: the form that had focus is gone, the first screen takes it.
    const firstScreen = takeFirstScreenFocus() ? mainRef.current : null;
    if (firstScreen) stop = focusHeadingWhenShown(firstScreen);
    const offBefore = router.subscribe('onBeforeNavigate', () => {
      before = document.activeElement;
    });
    const offRendered = router.subscribe('onRendered', (event) => {
      stop();
      const main = mainRef.current;
      if (!main) return;
      const active = document.activeElement;
      const placedByScreen = active !== null && active !== before && active !== main && main.contains(active);
      if (event.pathChanged ? !placedByScreen : focusIsLost()) stop = focusHeadingWhenShown(main);
    });
    return () => {
      // Unmounted before the heading came (StrictMode's second mount in development): the next mount does it.
      if (firstScreen && !firstScreen.contains(document.activeElement)) focusFirstScreen();
      stop();
      offBefore();
      offRendered();
    };
  }, [router, mainRef]);
}
