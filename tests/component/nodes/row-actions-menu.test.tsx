// A child-table row's Actions menu mounts at the row's first use (bench row 9: a Fluent Menu in every row
// made scrolling 10,000 rows stutter). Until then a plain button stands in, and the user must not notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DELETE_ROW_TEXT, EDIT_ROW_TEXT, RowActionsMenu } from '../../../src/features/nodes/table/RowActionsMenu';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

const WAIT = { timeout: 15_000 };
const RIGHTS = { add: true, clone: false, edit: true, delete: true, move: false };

describe('row actions menu', () => {
  beforeEach(resetUi);
  afterEach(cleanup);

  it('mounts no menu before the first use, and says the button opens one', () => {
    renderWithFluent(<RowActionsMenu rowLabel="row 3" rights={RIGHTS} onAction={() => {}} />);
    const button = screen.getByRole('button', { name: 'Actions, row 3' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  // The focus on the first item is checked in Chromium (e2e child-table.test.ts): jsdom has no layout for
  // Fluent to find it focusable.
  it('opens at the first press, gives the focus back to its button on Escape, and opens again', async () => {
    const onAction = vi.fn();
    renderWithFluent(<RowActionsMenu rowLabel="row 3" rights={RIGHTS} onAction={onAction} />);
    screen.getByRole('button', { name: 'Actions, row 3' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Actions, row 3' }));
    const first = await screen.findByRole('menuitem', { name: EDIT_ROW_TEXT }, WAIT);

    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), WAIT);
    const button = screen.getByRole('button', { name: 'Actions, row 3' });
    await waitFor(() => expect(document.activeElement).toBe(button), WAIT);

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: DELETE_ROW_TEXT }, WAIT));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('opens at the first arrow-down too, as a menu button does', async () => {
    renderWithFluent(<RowActionsMenu rowLabel="row 4" rights={RIGHTS} onAction={() => {}} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions, row 4' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitem', { name: DELETE_ROW_TEXT }, WAIT)).toBeTruthy();
  });
});
