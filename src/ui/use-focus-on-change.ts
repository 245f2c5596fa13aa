// Moves focus when a screen changes mode under the user (a record entering or leaving edit mode), so
// focus follows the work instead of falling to the page with the button that was pressed. A change that
// comes late (a slow Save's answer) leaves alone a user who has meanwhile gone elsewhere.
import { useEffect, useRef } from 'react';
import { focusElement, focusIsLostOrWithin } from './focus-moves';

/**
 * After `value` changes (not on the first render), focuses what `target` names for the new value, when
 * focus has fallen to the page or is still inside what `scope` returns (the screen's own part).
 */
export function useFocusOnChange<T>(value: T, target: (value: T) => HTMLElement | null | undefined, scope: () => Element | null | undefined): void {
  const previous = useRef(value);
  const latest = useRef({ target, scope });
  useEffect(() => {
    latest.current = { target, scope };
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    if (!focusIsLostOrWithin(latest.current.scope())) return;
    focusElement(latest.current.target(value));
  }, [value]);
}
