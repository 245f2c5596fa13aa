// Focus after sign-in on the signed-out login start (src/login-start.tsx): the app's router draws its
// first screen in place of the login form, which had focus, so there is no navigation for the route
// focus (use-route-focus.ts) to follow. This one-shot flag asks it to treat the first screen as one.

let pending = false;

/** The next shell to mount puts focus on its screen's heading. */
export function focusFirstScreen(): void {
  pending = true;
}

/** Whether the mounting shell should focus its first screen (once). */
export function takeFirstScreenFocus(): boolean {
  const due = pending;
  pending = false;
  return due;
}
