// The touch layout's rules (issue 13): how big a finger's target must be, how the navigation is shown
// for a pointer and a screen width, and when a finger's movement counts as a swipe (node-model.md §9,
// swipe threshold 16 px, with the direction rule of the original's touch directive). Pure, so the
// shell, the lists and their tests share one decision.

/** A finger's target: at least this wide and tall (WCAG 2.5.5, Apple's and Microsoft's 44 px). */
export const TOUCH_TARGET_PX = 44;
/** node-model.md §9: a movement shorter than this is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 16;
/** A swipe is horizontal only when it moved at most this much across per unit along (and vice versa). */
const SWIPE_DIRECTION_RATIO = 0.5;

/** drawer: hidden until opened, over the content, labels shown; mini: the icon rail; full: labels inline. */
export type NavigationMode = 'drawer' | 'mini' | 'full';

export type NavigationInput = {
  /** The primary pointer is a finger (`(pointer: coarse)`). */
  coarse: boolean;
  /** Under the mobile breakpoint (node-model.md §9: 1264 px). */
  narrow: boolean;
  /** The user's own collapse choice; null follows the screen width. */
  collapsedChoice: boolean | null;
};

/**
 * A finger on a narrow screen gets the overlay drawer: an icon rail names its items only in hover
 * titles, which touch cannot reach, and an inline list would push the content aside. A mouse keeps
 * the rail or the full list, as the user chose.
 */
export function navigationMode({ coarse, narrow, collapsedChoice }: NavigationInput): NavigationMode {
  if (coarse && narrow) return 'drawer';
  return (collapsedChoice ?? narrow) ? 'mini' : 'full';
}

/** A list row's height: the list's own with a mouse, at least a finger's target with touch. */
export function rowHeightFor(base: number, coarse: boolean): number {
  return coarse ? Math.max(base, TOUCH_TARGET_PX) : base;
}

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

/**
 * The swipe a finger made from its start to its end (dx, dy in px), or null for a tap or a diagonal
 * movement: it must travel more than the threshold along one axis and at most half that across.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ay <= SWIPE_DIRECTION_RATIO * ax) {
    if (dx < -threshold) return 'left';
    if (dx > threshold) return 'right';
  }
  if (ax <= SWIPE_DIRECTION_RATIO * ay) {
    if (dy < -threshold) return 'up';
    if (dy > threshold) return 'down';
  }
  return null;
}
