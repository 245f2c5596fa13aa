// The login page's first field takes the focus after the page's first paint, not in React's commit (where
// focusing forced the first layout of the whole page into the commit's task), and never from a user who
// has already focused something else.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useFocusAfterPaint } from '../../../src/ui/use-focus-after-paint';

const WAIT = { timeout: 15_000 };

function Page() {
  const field = useFocusAfterPaint<HTMLInputElement>();
  return (
    <>
      <button type="button">Elsewhere</button>
      <input ref={field} aria-label="Username" />
    </>
  );
}

/** An animation frame, then a task after it: when the hook focuses. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

describe('focus after the first paint', () => {
  afterEach(cleanup);

  it('focuses the field once the page has painted, not while it renders', async () => {
    render(<Page />);
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Username' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' })), WAIT);
  });

  it("takes the focus from the page's heading, where a navigation put it", async () => {
    render(
      <>
        <h1 tabIndex={-1}>Sign in</h1>
        <Page />
      </>,
    );
    screen.getByRole('heading', { name: 'Sign in' }).focus();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' })), WAIT);
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await afterPaint();
    await afterPaint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
