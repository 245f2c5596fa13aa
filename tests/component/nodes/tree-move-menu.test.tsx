// 'Move up' / 'Move down' in a tree row's menu (issue 13: a finger cannot drag): offered where the
// handle is, the first and last rows' impossible direction disabled, and the same one move a drop or
// Alt+Arrow sends, never a second while one runs.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VisibilityLevel } from '../../../src/domain/rights';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import type { TreeOperations } from '../../../src/features/nodes/tree/NodeTree';
import { MOVE_DOWN_TEXT, MOVE_UP_TEXT } from '../../../src/features/nodes/tree/NodeTreeRow';
import { resetUi } from '../support/app-state';
import { fakeOperations, key, renderWithFluent, sampleNodes, treeRowNamed, openRowActions } from './tree-fixtures';

function renderTree(operations: TreeOperations, readOnly = false) {
  renderWithFluent(
    <NodeTree label="Instruments" rootKey={key('0')} nodes={sampleNodes()} browseLevel={VisibilityLevel.advanced} onRefresh={() => {}} operations={operations} readOnly={readOnly} />,
  );
}

async function menuItem(row: string, name: string): Promise<HTMLElement> {
  return within(await openRowActions(row)).findByRole('menuitem', { name });
}

describe('tree row menu: Move up / Move down', () => {
  beforeEach(resetUi);

  it('moves a node one place down and one place up through the tree move', async () => {
    const ops = fakeOperations();
    renderTree(ops);
    fireEvent.click(await menuItem('Pump', MOVE_DOWN_TEXT));
    await waitFor(() => expect(ops.move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), 1));
    fireEvent.click(await menuItem('Detector', MOVE_UP_TEXT));
    await waitFor(() => expect(ops.move).toHaveBeenLastCalledWith(expect.objectContaining({ gId: '0.Detector' }), 0));
    expect(ops.move).toHaveBeenCalledTimes(2);
  });

  it('disables Move up on the first row and Move down on the last', async () => {
    renderTree(fakeOperations());
    expect((await menuItem('Pump', MOVE_UP_TEXT)).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: MOVE_DOWN_TEXT }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: MOVE_DOWN_TEXT }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await menuItem('Lazy', MOVE_DOWN_TEXT)).getAttribute('aria-disabled')).toBe('true');
  });

  it('sends no second move while one runs', async () => {
    let finish: () => void = () => {};
    const move = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderTree(fakeOperations({ move }));
    fireEvent.click(await menuItem('Pump', MOVE_DOWN_TEXT));
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
    expect((await menuItem('Detector', MOVE_DOWN_TEXT)).getAttribute('aria-disabled')).toBe('true');
    await act(async () => finish());
    expect(move).toHaveBeenCalledTimes(1);
  });

  it('is not offered in a read-only tree', () => {
    renderTree(fakeOperations(), true);
    expect(within(treeRowNamed('Pump')).queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
