import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_FULL, AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import type { TreeOperations } from '../../../src/features/nodes/tree/NodeTree';
import { ui } from '../../../src/state/ui';
import { QUEUED_MESSAGE } from '../../../src/features/outbox/outbox-texts';
import { resetUi } from '../support/app-state';
import { fakeOperations, key, renderWithFluent, sampleNodes, openRowActions } from './tree-fixtures';

/** The Pump may be renamed; the Detector may not (no rename right). */
function nodes() {
  return sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, ac: ACCESS_FULL | AccessFlag.rename } : n));
}

function renderTree(operations: TreeOperations) {
  return renderWithFluent(<NodeTree label="Instruments" rootKey={key('0')} nodes={nodes()} browseLevel={VisibilityLevel.advanced} onRefresh={() => {}} operations={operations} />);
}

describe('node rename from the Actions menu', () => {
  beforeEach(resetUi);

  it('renames with the trimmed new name through the rename operation', async () => {
    const rename = vi.fn(async () => true);
    renderTree(fakeOperations({ rename }));
    fireEvent.click(within(await openRowActions('Pump')).getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: "Rename 'Pump'" });
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(input, { target: { value: '  Main pump ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rename).toHaveBeenCalledTimes(1));
    expect(rename.mock.calls[0]).toEqual([expect.objectContaining({ gId: '0.Pump' }), 'Main pump']);
  });

  it('refuses a blank name in the dialog', async () => {
    const rename = vi.fn(async () => true);
    renderTree(fakeOperations({ rename }));
    fireEvent.click(within(await openRowActions('Pump')).getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The name must not be empty.')).toBeTruthy();
    expect(rename).not.toHaveBeenCalled();
  });

  it('offers Rename… only with the rename right', async () => {
    renderTree(fakeOperations({ rename: vi.fn(async () => true) }));
    const menu = await openRowActions('Detector');
    expect(within(menu).queryByRole('menuitem', { name: 'Rename…' })).toBeNull();
  });

  it('says a rename waiting in the outbox is queued, and shows a refusal', async () => {
    const rename = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('Access denied.'));
    renderTree(fakeOperations({ rename }));
    const renameTo = async (name: string) => {
      fireEvent.click(within(await openRowActions('Pump')).getByRole('menuitem', { name: 'Rename…' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: name } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    };
    await renameTo('First');
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain(QUEUED_MESSAGE));
    await renameTo('Second');
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain('Access denied.'));
  });
});
