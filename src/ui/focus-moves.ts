// Where focus goes when the screen under it changes (docs/decisions.md 'Focus after navigation and
// dialogs'): the page's heading, the first field a user can type in, or back to the control that opened a
// dialog. Plain DOM, shared by the hooks that decide when to move it.

const EDITABLE_FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), select:not([disabled])';

/** Focus has fallen to the page itself: nothing a user works with holds it. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Focus has fallen to the page or is inside `container`: moving it within the container then takes the
 * user from nothing. A change that lands late (an answer, a row added above) checks this first, so a user
 * who has meanwhile gone elsewhere keeps their place.
 */
export function focusIsLostOrWithin(container: Element | null | undefined): boolean {
  return focusIsLost() || (container?.contains(document.activeElement) ?? false);
}

/** A field being typed in, read-only ones included (a property field is read-only while it saves). */
const TYPING_FIELD = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select, [role="combobox"], [contenteditable="true"]';

/** The user is typing or choosing in a field outside `container`. */
export function typingOutside(container: Element | null | undefined): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches(TYPING_FIELD) && !(container?.contains(active) ?? false);
}

/** The first field in `container` that takes typing or a choice, if any. */
export function firstEditableField(container: ParentNode): HTMLElement | null {
  return container.querySelector<HTMLElement>(EDITABLE_FIELD);
}

/** The screen's level-1 heading inside `main` (PageHeader makes it focusable). */
export function pageHeading(main: ParentNode): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

/** Moves focus to `element` when it is still in the document; true when it went there. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}
