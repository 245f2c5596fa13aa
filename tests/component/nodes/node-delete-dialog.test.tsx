import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MirrorNode } from '../../../src/domain/nodes/mirror-records';
import { METHOD_RESTORE } from '../../../src/domain/nodes/node-recycle';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import type { TreeOperations } from '../../../src/features/nodes/tree/NodeTree';
import { resetUi } from '../support/app-state';
import { fakeOperations, key, mirrorNode, renderWithFluent, sampleNodes, treeRowNamed, openRowActions } from './tree-fixtures';

const READ = AccessFlag.browse | AccessFlag.read;
const binned = mirrorNode('0.Old', 'Old pump', {
  order: 9,
  deleted: true,
  clonable: true,
  ac: READ | AccessFlag.delete,
  methods: [{ id: METHOD_RESTORE, name: 'Restore', ac: READ | AccessFlag.write }],
});

function renderTree(ops: TreeOperations, browseLevel: number = VisibilityLevel.advanced, nodes: MirrorNode[] = sampleNodes()) {
  return renderWithFluent(<NodeTree label="Instruments" rootKey={key('0')} nodes={nodes} browseLevel={browseLevel} onRefresh={() => {}} operations={ops} />);
}

async function openDelete(rowName: string, item = 'Delete'): Promise<HTMLElement> {
  fireEvent.click(await within(await openRowActions(rowName)).findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: `Delete ${rowName}` });
}

describe('node delete dialog', () => {
  beforeEach(resetUi);

  it('is soft by default, without a reason field', async () => {
    const ops = fakeOperations();
    renderTree(ops);
    const dialog = await openDelete('Pump');
    const permanent = within(dialog).getByRole('checkbox', { name: 'Delete permanently' }) as HTMLInputElement;
    expect(permanent.checked).toBe(false);
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).toBeNull();
    expect(dialog.textContent).toContain('It can be restored');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ops.remove).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), { permanent: false, reason: '' }, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a reason only when deleting permanently, and refuses a blank one', async () => {
    const ops = fakeOperations();
    renderTree(ops);
    const dialog = await openDelete('Pump');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Delete permanently' }));
    const reason = await within(dialog).findByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeTruthy();
    expect(ops.remove).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'Broken beyond repair' } });
    expect(within(dialog).queryByText('Reason is required.')).toBeNull();
    fireEvent.keyDown(reason, { key: 'Enter' });
    await waitFor(() => expect(ops.remove).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), { permanent: true, reason: 'Broken beyond repair' }, false));
  });

  it('forgets the reason field again when permanent is unticked', async () => {
    const ops = fakeOperations();
    renderTree(ops);
    const dialog = await openDelete('Detector');
    const permanent = within(dialog).getByRole('checkbox', { name: 'Delete permanently' });
    fireEvent.click(permanent);
    expect(await within(dialog).findByRole('textbox', { name: /Reason/ })).toBeTruthy();
    fireEvent.click(permanent);
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ops.remove).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Detector' }), { permanent: false, reason: '' }, false));
  });
});

describe('deleted nodes in the tree', () => {
  beforeEach(resetUi);

  it('are hidden below debug level', () => {
    renderTree(fakeOperations(), VisibilityLevel.advanced, [...sampleNodes(), binned]);
    expect(screen.queryByRole('treeitem', { name: 'Old pump' })).toBeNull();
  });

  it('show a Deleted marker at debug level and offer Restore and the permanent delete only', async () => {
    const ops = fakeOperations();
    renderTree(ops, VisibilityLevel.debug, [...sampleNodes(), binned]);
    const row = screen.getByRole('treeitem', { name: 'Old pump' });
    expect(within(row).getByRole('img', { name: 'Deleted' })).toBeTruthy();
    expect(within(treeRowNamed('Pump')).queryByRole('img', { name: 'Deleted' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Restore', 'Delete permanently']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Restore' }));
    await waitFor(() => expect(ops.restore).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Old' })));
  });

  it('delete permanently only, with the reason required', async () => {
    const ops = fakeOperations();
    renderTree(ops, VisibilityLevel.debug, [...sampleNodes(), binned]);
    const dialog = await openDelete('Old pump', 'Delete permanently');
    const permanent = within(dialog).getByRole('checkbox', { name: 'Delete permanently' }) as HTMLInputElement;
    expect(permanent.checked).toBe(true);
    expect(permanent.disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'purge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(ops.remove).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Old' }), { permanent: true, reason: 'purge' }, false));
  });
});
