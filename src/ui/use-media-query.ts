import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Under 1264 px wide counts as mobile (node-model.md §9): 10-inch tablets get the mini navigation. */
export const TABLET_QUERY = '(max-width: 1263px)';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';
/** The primary pointer is a finger: the touch layout (issue 13) follows this, not the screen size. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';
/** The same query as a makeStyles key, for styles that apply only to the touch layout. */
export const COARSE_POINTER_MEDIA = `@media ${COARSE_POINTER_QUERY}`;
