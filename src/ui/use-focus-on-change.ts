// Moves focus when a screen changes mode under the user (a record entering or leaving edit mode), so
// focus follows the work instead of falling to the page with the button that was pressed.
import { useEffect, useRef } from 'react';
import { focusElement } from './focus-moves';

/** After `value` changes (not on the first render), focuses what `target` names for the new value. */
export function useFocusOnChange<T>(value: T, target: (value: T) => HTMLElement | null | undefined): void {
  const previous = useRef(value);
  const latestTarget = useRef(target);
  useEffect(() => {
    latestTarget.current = target;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    focusElement(latestTarget.current(value));
  }, [value]);
}
