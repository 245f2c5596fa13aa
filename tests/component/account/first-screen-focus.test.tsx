// Focus after sign-in on the signed-out login start (src/features/shell/first-screen-focus.ts with
// use-route-focus.ts): the login form that had focus is replaced by the app's first screen without a
// navigation, so the shell puts focus on the screen's heading itself, once. A screen whose heading comes
// after its first render still gets it when StrictMode mounts the shell twice: the first mount's wait is
// cleaned up before the heading exists, so the request is handed to the second mount.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { focusFirstScreen, takeFirstScreenFocus } from '../../../src/features/shell/first-screen-focus';
import { useRouteFocus } from '../../../src/features/shell/use-route-focus';

const WAIT = { timeout: 15_000 };
let showHeading: () => void = () => {};

/** A screen that draws its heading only when the test says so, as one reading its data would. */
function LateScreen() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showHeading = () => setShown(true);
  }, []);
  return shown ? <h1 tabIndex={-1}>Dashboard</h1> : <p>Loading…</p>;
}

function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <main ref={mainRef}>
      <LateScreen />
    </main>
  );
}

async function renderShell(): Promise<void> {
  const router = createRouter({ routeTree: createRootRoute({ component: Shell }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await screen.findByText('Loading…', {}, WAIT);
}

afterEach(() => {
  cleanup();
  takeFirstScreenFocus();
});

describe('focus on the first screen after signing in on the login start', () => {
  it('lands on the heading that comes after the first render, through StrictMode’s second mount, and only once', async () => {
    focusFirstScreen();
    await renderShell();
    act(() => showHeading());
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading), WAIT);
    expect(takeFirstScreenFocus()).toBe(false);
  });

  it('leaves focus alone on a start that was no sign-in', async () => {
    await renderShell();
    act(() => showHeading());
    screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    // A MutationObserver's callback runs as a microtask: one more turn shows it would have moved focus.
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
  });
});
