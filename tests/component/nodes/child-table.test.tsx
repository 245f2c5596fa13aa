import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccessFlag, ACCESS_READ_WRITE } from '../../../src/domain/rights';
import { SnackbarHost } from '../../../src/ui/SnackbarHost';
import { resetUi } from '../support/app-state';
import { TableHarness, fakeTableOperations, vialRow } from './child-table-fixtures';
import type { HarnessProps } from './child-table-fixtures';
import { renderWithFluent } from './tree-fixtures';

const WAIT = { timeout: 15_000 };

function renderTable(props: Partial<HarnessProps> = {}) {
  const operations = props.operations ?? fakeTableOperations();
  const initialRows = props.initialRows ?? [vialRow(1, 'BSA', 5), vialRow(2, 'Blank', null), vialRow(3, 'AAV8', 12.5)];
  renderWithFluent(
    <>
      <TableHarness {...props} initialRows={initialRows} operations={operations} />
      <SnackbarHost />
    </>,
  );
  return { operations };
}

const grid = () => screen.getByRole('grid', { name: 'Vials' });
const samples = () => within(grid()).queryAllByRole('gridcell', { name: /^Sample, row/ }).map((c) => c.textContent);
const sampleCell = (row: number) => within(grid()).getByRole('gridcell', { name: `Sample, row ${row}` });

/** Moves from `row` down with the arrow key (the focus follows) and starts editing there with Enter. */
async function editBelow(row: number): Promise<HTMLElement> {
  fireEvent.click(sampleCell(row));
  fireEvent.keyDown(sampleCell(row), { key: 'ArrowDown' });
  await waitFor(() => expect(document.activeElement).toBe(sampleCell(row + 1)), WAIT);
  fireEvent.keyDown(sampleCell(row + 1), { key: 'Enter' });
  return screen.findByRole('textbox', { name: `Sample, row ${row + 1}` }, WAIT);
}

describe('child table', () => {
  beforeEach(resetUi);
  afterEach(cleanup);

  it('cycles a column sort ascending, descending, off', async () => {
    renderTable();
    const header = within(grid()).getByRole('columnheader', { name: 'Sample' });
    expect(samples()).toEqual(['BSA', 'Blank', 'AAV8']);
    fireEvent.click(within(header).getByRole('button', { name: 'Sample' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'), WAIT);
    expect(samples()).toEqual(['AAV8', 'Blank', 'BSA']);
    fireEvent.click(within(header).getByRole('button', { name: 'Sample' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'), WAIT);
    expect(samples()).toEqual(['BSA', 'Blank', 'AAV8']);
    fireEvent.click(within(header).getByRole('button', { name: 'Sample' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('none'), WAIT);
    expect(samples()).toEqual(['BSA', 'Blank', 'AAV8']);
  });

  it('pages 10 rows by default and offers 5, 15 and All', async () => {
    renderTable({ initialRows: Array.from({ length: 12 }, (_, i) => vialRow(i + 1, `S${i + 1}`, i)) });
    expect(samples()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2 (12 rows)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(samples()).toEqual(['S11', 'S12']), WAIT);
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', 'All']);
    fireEvent.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() => expect(samples()).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']), WAIT);
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(samples()).toHaveLength(12), WAIT);
  });

  it('pastes tab-separated text from the active cell downward as one batch, skipping rows without write access', async () => {
    const { operations } = renderTable({ initialRows: [vialRow(1, 'BSA', 5), vialRow(2, 'Locked', 1, { ac: AccessFlag.browse | AccessFlag.read }), vialRow(3, 'AAV8', 12.5), vialRow(4, 'Last', 2)] });
    fireEvent.click(sampleCell(1));
    fireEvent.paste(grid(), { clipboardData: { getData: () => 'New A\t7.5\nNew B\t8\nNew C\tn/a\n' } });
    await waitFor(() => expect(operations.saveRows).toHaveBeenCalledTimes(1), WAIT);
    expect(operations.saveRows).toHaveBeenCalledWith(
      [
        { gId: '0.Autosampler.Vials.T1', values: [{ id: 'SampleName', value: 'New A' }, { id: 'Volume', value: 7.5 }] },
        { gId: '0.Autosampler.Vials.T3', values: [{ id: 'SampleName', value: 'New C' }] },
      ],
      { template: '{count, plural, one {{n} row pasted} other {{n} rows pasted}}', values: { count: 2, n: '2' } },
    );
    expect(await screen.findByText(/Volume = n\/a → /, undefined, WAIT)).toBeTruthy();
  });

  it('adds a row with arrow-down on the last row and deletes it again when left unedited', async () => {
    const { operations } = renderTable();
    fireEvent.click(sampleCell(3));
    fireEvent.keyDown(sampleCell(3), { key: 'ArrowDown' });
    await waitFor(() => expect(operations.add).toHaveBeenCalledWith({ type: 'Vial', name: 'Vial' }), WAIT);
    await waitFor(() => expect(samples()).toHaveLength(4), WAIT);
    await waitFor(() => expect(document.activeElement).toBe(sampleCell(4)), WAIT);
    fireEvent.keyDown(sampleCell(4), { key: 'ArrowUp' });
    await waitFor(() => expect(operations.remove).toHaveBeenCalledTimes(1), WAIT);
    expect(vi.mocked(operations.remove).mock.calls[0]?.[0].gId).toBe('0.Autosampler.Vials.New');
    await waitFor(() => expect(samples()).toHaveLength(3), WAIT);
  });

  it('keeps an auto-added row the user edited, and adds none with more than one allowed type or autoAdd off', async () => {
    const { operations } = renderTable();
    const input = await editBelow(3);
    fireEvent.change(input, { target: { value: 'Kept' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(operations.saveCell).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.New' }), 'SampleName', 'Kept'), WAIT);
    fireEvent.keyDown(sampleCell(4), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(sampleCell(3)), WAIT);
    expect(operations.remove).not.toHaveBeenCalled();
    cleanup();

    const two = renderTable({ table: { ac: AccessFlag.create | ACCESS_READ_WRITE, allowedTypes: [{ type: 'Vial', name: 'Vial' }, { type: 'Blank', name: 'Blank' }] } });
    fireEvent.click(sampleCell(3));
    fireEvent.keyDown(sampleCell(3), { key: 'ArrowDown' });
    cleanup();
    const off = renderTable({ autoAdd: false });
    fireEvent.click(sampleCell(3));
    fireEvent.keyDown(sampleCell(3), { key: 'ArrowDown' });
    await act(async () => {});
    expect(two.operations.add).not.toHaveBeenCalled();
    expect(off.operations.add).not.toHaveBeenCalled();
  });

  it('Esc cancels an edit and Enter confirms it', async () => {
    const { operations } = renderTable();
    fireEvent.doubleClick(sampleCell(1));
    const input = await screen.findByRole('textbox', { name: 'Sample, row 1' }, WAIT);
    fireEvent.change(input, { target: { value: 'Dropped' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Sample, row 1' })).toBeNull(), WAIT);
    expect(operations.saveCell).not.toHaveBeenCalled();
    expect(sampleCell(1).textContent).toBe('BSA');
  });

  it('saves an edit the user leaves for something outside the table, and leaves focus there', async () => {
    const { operations } = renderTable();
    const input = await editBelow(1);
    fireEvent.change(input, { target: { value: 'Water' } });
    const outside = document.body.appendChild(document.createElement('button'));
    try {
      act(() => outside.focus());
      await waitFor(() => expect(operations.saveCell).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.T2' }), 'SampleName', 'Water'), WAIT);
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Sample, row 2' })).toBeNull(), WAIT);
      expect(document.activeElement).toBe(outside);
    } finally {
      outside.remove();
    }
  });

  it('saves the column indexes chosen in Customize headers and returns the full list', async () => {
    const onSaveLayout = vi.fn();
    renderTable({ onSaveLayout });
    fireEvent.click(screen.getByRole('button', { name: 'Customize headers' }));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText('Customize headers')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: 'Columns' });
    const volume = within(list).getByRole('listitem', { name: 'Volume' });
    const enabled = within(list).getByRole('listitem', { name: 'Enabled' });
    fireEvent.dragStart(volume, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(enabled);
    fireEvent.drop(enabled);
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['Volume', 'Enabled', 'Sample']), WAIT);
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Sample' }), { shiftKey: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaveLayout).toHaveBeenCalledTimes(1), WAIT);
    const saved = onSaveLayout.mock.calls[0]?.[0] as { value: string; index: number; visible: boolean }[];
    expect(saved.map((h) => [h.value, h.index, h.visible])).toEqual([
      ['Volume', 0, true],
      ['Enabled', 1, false],
      ['SampleName', 2, false],
    ]);
  });

  it('disables all rows in one batch from the Enabled column menu', async () => {
    const { operations } = renderTable({ initialRows: [vialRow(1, 'A', 1), vialRow(2, 'B', 2, { enabled: false }), vialRow(3, 'C', 3)] });
    fireEvent.click(within(grid()).getByRole('button', { name: 'Enabled menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable all' }, WAIT));
    await waitFor(() => expect(operations.saveRows).toHaveBeenCalledTimes(1), WAIT);
    expect(operations.saveRows).toHaveBeenCalledWith(
      [
        { gId: '0.Autosampler.Vials.T1', values: [{ id: 'Enabled', value: false }] },
        { gId: '0.Autosampler.Vials.T3', values: [{ id: 'Enabled', value: false }] },
      ],
      'all disabled',
    );
  });

  it('shows row actions and Add only with the rights, and asks before deleting', async () => {
    const { operations } = renderTable({ initialRows: [vialRow(1, 'Mine', 1), vialRow(2, 'Theirs', 2, { ac: AccessFlag.browse | AccessFlag.read, clonable: false })] });
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(within(grid()).queryByRole('button', { name: 'Actions, row 2' })).toBeNull();
    fireEvent.click(within(grid()).getByRole('button', { name: 'Actions, row 1' }));
    expect((await screen.findAllByRole('menuitem', undefined, WAIT)).map((m) => m.textContent)).toEqual(['Create copy of row', 'Edit details', 'Delete row']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete row' }));
    // By role, not by text: the text is in the document before the dialog is exposed with its buttons.
    const confirm = await screen.findByRole('alertdialog', undefined, WAIT);
    expect(confirm.textContent).toContain('Are you sure you want to delete this node?');
    expect(operations.remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(operations.remove).toHaveBeenCalledTimes(1), WAIT);
    cleanup();

    renderTable({ tableAc: ACCESS_READ_WRITE, initialRows: [vialRow(1, 'Mine', 1, { ac: ACCESS_READ_WRITE })] });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(within(grid()).getByRole('button', { name: 'Actions, row 1' }));
    expect((await screen.findAllByRole('menuitem', undefined, WAIT)).map((m) => m.textContent)).toEqual(['Edit details']);
  });

  it("keeps the row and deletes nothing when 'Delete row' is answered No", async () => {
    const { operations } = renderTable();
    fireEvent.click(within(grid()).getByRole('button', { name: 'Actions, row 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete row' }, WAIT));
    const confirm = await screen.findByRole('alertdialog', undefined, WAIT);
    expect(confirm.textContent).toContain('Are you sure you want to delete this node?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(samples()).toEqual(['BSA', 'Blank', 'AAV8']);
    expect(operations.remove).not.toHaveBeenCalled();
  });

  it('selects rows one by one or all at once from the header checkbox', async () => {
    renderTable({ selectable: true });
    const header = () => within(grid()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    const rowBoxes = () => [1, 2, 3].map((n) => within(grid()).getByRole('checkbox', { name: `Select row ${n}` }) as HTMLInputElement);
    expect(header().checked).toBe(false);
    expect(header().indeterminate).toBe(false);
    fireEvent.click(rowBoxes()[0] as HTMLInputElement);
    await waitFor(() => expect(header().indeterminate).toBe(true), WAIT);
    expect(rowBoxes().map((b) => b.checked)).toEqual([true, false, false]);
    fireEvent.click(header());
    await waitFor(() => expect(rowBoxes().map((b) => b.checked)).toEqual([true, true, true]), WAIT);
    expect(header().checked).toBe(true);
    expect(header().indeterminate).toBe(false);
    fireEvent.click(header());
    await waitFor(() => expect(rowBoxes().map((b) => b.checked)).toEqual([false, false, false]), WAIT);
    expect(header().checked).toBe(false);
    expect(header().indeterminate).toBe(false);
  });

  it('counts only the rows still shown when the header checkbox says all are selected', async () => {
    renderTable({ selectable: true });
    const header = () => within(grid()).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    fireEvent.click(within(grid()).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(within(grid()).getByRole('checkbox', { name: 'Select row 2' }));
    await waitFor(() => expect(header().indeterminate).toBe(true), WAIT);
    // The selected first row goes; two rows remain, one of them not selected.
    fireEvent.click(within(grid()).getByRole('button', { name: 'Actions, row 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete row' }, WAIT));
    fireEvent.click(within(await screen.findByRole('alertdialog', undefined, WAIT)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(samples()).toEqual(['Blank', 'AAV8']), WAIT);
    expect(header().checked).toBe(false);
    expect(header().indeterminate).toBe(true);
  });

  it('puts the old order back when the server refuses a move', async () => {
    const move = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('Move refused');
    });
    renderTable({ draggable: true, operations: fakeTableOperations({ move }) });
    fireEvent.dragStart(within(grid()).getByRole('gridcell', { name: 'Move row 3' }), { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.drop(sampleCell(1));
    await waitFor(() => expect(samples()).toEqual(['AAV8', 'BSA', 'Blank']), WAIT);
    expect(move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Autosampler.Vials.T3' }), 0);
    await waitFor(() => expect(samples()).toEqual(['BSA', 'Blank', 'AAV8']), WAIT);
    expect(await screen.findByText('Move refused', undefined, WAIT)).toBeTruthy();
  });

  it('shows one card per row in the narrow layout', () => {
    renderTable({ narrow: true });
    const cards = within(screen.getByRole('list', { name: 'Vials' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['row 1', 'row 2', 'row 3']);
    expect(within(cards[0] as HTMLElement).getByText('BSA')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
