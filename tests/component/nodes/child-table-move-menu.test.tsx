// 'Move up' / 'Move down' in a child-table row's menu (issue 13: a finger cannot drag): offered only
// where the table reorders by dragging, sent as the same move a drop makes (one call, new index).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MOVE_ROW_DOWN_TEXT, MOVE_ROW_UP_TEXT } from '../../../src/features/nodes/table/RowActionsMenu';
import { resetUi } from '../support/app-state';
import { TableHarness, fakeTableOperations, vialRow } from './child-table-fixtures';
import type { HarnessProps } from './child-table-fixtures';
import { renderWithFluent } from './tree-fixtures';

const WAIT = { timeout: 15_000 };
const ROWS = [vialRow(1, 'BSA', 5), vialRow(2, 'Blank', null), vialRow(3, 'AAV8', 12.5)];

function renderVials(props: Partial<HarnessProps>) {
  const operations = fakeTableOperations();
  renderWithFluent(<TableHarness initialRows={ROWS} operations={operations} {...props} />);
  return operations;
}

async function rowMenu(row: number): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: `Actions, row ${row}` }));
  return (await screen.findAllByRole('menuitem', undefined, WAIT)).map((m) => m.textContent ?? '');
}

const sampleOrder = () =>
  within(screen.getByRole('grid', { name: 'Vials' }))
    .queryAllByRole('gridcell', { name: /^Sample, row/ })
    .map((c) => c.textContent);

describe('child table row menu: Move up / Move down', () => {
  beforeEach(resetUi);
  afterEach(cleanup);

  it('moves a row one place down through the table move, and shows the new order', async () => {
    const operations = renderVials({ draggable: true });
    expect(await rowMenu(1)).toEqual(expect.arrayContaining([MOVE_ROW_UP_TEXT, MOVE_ROW_DOWN_TEXT]));
    fireEvent.click(screen.getByRole('menuitem', { name: MOVE_ROW_DOWN_TEXT }));
    await waitFor(() => expect(operations.move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.T1' }), 1), WAIT);
    await waitFor(() => expect(sampleOrder()).toEqual(['Blank', 'BSA', 'AAV8']), WAIT);
    expect(operations.move).toHaveBeenCalledTimes(1);
  });

  it('moves the last row up, and disables the impossible direction at either end', async () => {
    const operations = renderVials({ draggable: true });
    await rowMenu(3);
    expect(screen.getByRole('menuitem', { name: MOVE_ROW_DOWN_TEXT }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: MOVE_ROW_UP_TEXT }));
    await waitFor(() => expect(operations.move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.T3' }), 1), WAIT);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), WAIT);
    await rowMenu(1);
    expect(screen.getByRole('menuitem', { name: MOVE_ROW_UP_TEXT }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is not offered where the table has no drag handle', async () => {
    renderVials({ draggable: false });
    expect(await rowMenu(2)).not.toContain(MOVE_ROW_UP_TEXT);
  });

  it('is offered on the cards of the narrow layout too', async () => {
    const operations = renderVials({ draggable: true, narrow: true });
    fireEvent.click(within(screen.getByRole('listitem', { name: 'row 2' })).getByRole('button', { name: 'Actions, row 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: MOVE_ROW_UP_TEXT }, WAIT));
    await waitFor(() => expect(operations.move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.T2' }), 0), WAIT);
  });

  it("leaves the grid's keys to a row's Actions button and to the menu it opens", async () => {
    renderVials({ draggable: true });
    const sample1 = within(screen.getByRole('grid', { name: 'Vials' })).getByRole('gridcell', { name: 'Sample, row 1' });
    fireEvent.click(sample1);
    await waitFor(() => expect(sample1.getAttribute('tabindex')).toBe('0'), WAIT);
    // Enter on the button presses it; it does not start editing the active cell.
    const actions = screen.getByRole('button', { name: 'Actions, row 2' });
    fireEvent.keyDown(actions, { key: 'Enter' });
    fireEvent.click(actions);
    const item = await screen.findByRole('menuitem', { name: MOVE_ROW_DOWN_TEXT }, WAIT);
    // Keys in the menu (a portal, which React bubbles to the grid) neither move the active cell nor edit it.
    fireEvent.keyDown(item, { key: 'ArrowDown' });
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sample1.getAttribute('tabindex')).toBe('0');
  });
});
