// One tab stop per toolbar or tab list, arrow keys within it (the WAI-ARIA APG toolbar and tabs patterns).
// Fluent's Toolbar and TabList leave this to Tabster, whose arrow-key groups put focusable aria-hidden
// sentinels around themselves (axe: aria-hidden-focus; docs/decisions.md "Roving focus"); this does it with
// tabindex alone: the tab stop gets 0, every other item -1.
import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent, Ref, RefObject } from 'react';
import { mergeCallbacks, useMergedRefs } from '@fluentui/react-components';

/** Put both on the element that holds the items. */
export type RovingFocusProps<T extends HTMLElement> = { ref: RefObject<T | null>; onKeyDown: (event: KeyboardEvent<T>) => void };

export type RovingFocusOptions = {
  /** Which arrows move: Left/Right or Up/Down. */
  orientation: 'horizontal' | 'vertical';
  /**
   * Where Tab lands when focus comes from outside: the item focused last (a toolbar), or the selected
   * one, `aria-selected="true"` (a tab list). Without either, the first item.
   */
  entry: 'last' | 'selected';
};

const ITEM = 'button, input:not([type="hidden"]), select, textarea, a[href], [tabindex]';
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** The items of `container` an arrow key moves between, in document order; disabled ones are skipped. */
export function rovingItems(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(ITEM)).filter((el) => !el.matches(':disabled') && el.closest('[hidden], [inert]') === null);
}

function isTextField(el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type));
}

/** In a text field Left/Right move the caret; they leave the field only from its start or its end. */
function caretLeaves(field: HTMLInputElement | HTMLTextAreaElement, forward: boolean): boolean {
  const { selectionStart: start, selectionEnd: end } = field;
  if (start === null || start !== end) return false;
  return forward ? end === field.value.length : start === 0;
}

/** The item a key moves focus to from `from` (wrapping round at the ends), or null when the key is not ours. */
function keyTarget(key: string, items: readonly HTMLElement[], from: number, orientation: RovingFocusOptions['orientation'], rtl: boolean): HTMLElement | null {
  const horizontal = orientation === 'horizontal';
  const back = horizontal ? (rtl ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp';
  const forth = horizontal ? (rtl ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const field = items[from];
  const inText = field !== undefined && isTextField(field);
  switch (key) {
    case back:
      return inText && !caretLeaves(field, false) ? null : (items[(from - 1 + items.length) % items.length] ?? null);
    case forth:
      return inText && !caretLeaves(field, true) ? null : (items[(from + 1) % items.length] ?? null);
    case 'Home':
      return inText ? null : (items[0] ?? null);
    case 'End':
      return inText ? null : (items[items.length - 1] ?? null);
    default:
      return null;
  }
}

/**
 * Keeps one tab stop in the element the returned props are put on and moves focus between its items with
 * the arrow keys, Home and End. Items come and go (a menu shown with a right, a disabled button): the tab
 * stop is set again on every change. The key handler is React's, so a child that handled the key first
 * (and prevented its default) keeps it.
 */
export function useRovingFocus<T extends HTMLElement>(options: RovingFocusOptions): RovingFocusProps<T> {
  const ref = useRef<T>(null);
  const { orientation, entry } = options;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const container = ref.current;
      if (!container || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // React passes on keys pressed in a portal (an open menu): only the container's own items count.
      const items = rovingItems(container);
      const from = items.indexOf(event.target as HTMLElement);
      if (from < 0) return;
      const rtl = getComputedStyle(container).direction === 'rtl';
      const target = keyTarget(event.key, items, from, orientation, rtl);
      if (target === null) return;
      event.preventDefault();
      target.focus();
    },
    [orientation],
  );
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let last: HTMLElement | null = null;

    const setTabStop = (focused: HTMLElement | null) => {
      const items = rovingItems(container);
      const remembered = entry === 'last' ? last : items.find((item) => item.getAttribute('aria-selected') === 'true');
      const stop = focused ?? (remembered && items.includes(remembered) ? remembered : items[0]);
      for (const item of items) {
        const tabIndex = item === stop ? '0' : '-1';
        if (item.getAttribute('tabindex') !== tabIndex) item.setAttribute('tabindex', tabIndex);
      }
    };
    const focusedItem = (): HTMLElement | null => {
      const active = container.ownerDocument.activeElement;
      return active instanceof HTMLElement && rovingItems(container).includes(active) ? active : null;
    };

    const onFocusIn = (event: FocusEvent) => {
      const focused = focusedItem();
      if (focused === null || focused !== event.target) return;
      last = focused;
      setTabStop(focused);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      setTabStop(null);
    };

    setTabStop(focusedItem());
    const observer = new MutationObserver(() => setTabStop(focusedItem()));
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'aria-selected', 'hidden', 'inert'] });
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [entry]);
  return { ref, onKeyDown };
}

type RovingHostProps = { ref?: Ref<HTMLDivElement>; onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void; vertical?: boolean };

/**
 * The state of a Fluent Toolbar or TabList (`useFluentState`, its state hook) with useRovingFocus in place
 * of Tabster's arrow-key group: the group's attribute comes off the root slot, so Tabster creates no Mover
 * and no focus sentinels there. Styles and render stay Fluent's.
 */
export function useRovingState<P extends RovingHostProps, S extends { root: object }>(
  { ref, onKeyDown, ...props }: P,
  entry: RovingFocusOptions['entry'],
  useFluentState: (props: Omit<P, 'ref'>, ref: Ref<HTMLElement>) => S,
): S {
  const roving = useRovingFocus<HTMLDivElement>({ orientation: props.vertical ? 'vertical' : 'horizontal', entry });
  // P with its own onKeyDown joined by ours; TypeScript cannot see that the spread is still a P.
  const fluentProps = { ...props, onKeyDown: mergeCallbacks(onKeyDown, roving.onKeyDown) } as Omit<P, 'ref'>;
  const state = useFluentState(fluentProps, useMergedRefs(ref, roving.ref));
  delete (state.root as Record<string, unknown>)['data-tabster'];
  return state;
}
