import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MirrorNode } from '../../../src/domain/nodes/mirror-records';
import type { NodeMethod } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import type { NodeTreeProps, TreeOperations } from '../../../src/features/nodes/tree/NodeTree';
import { ui } from '../../../src/state/ui';
import { resetUi } from '../support/app-state';
import { fakeOperations, key, mirrorNode, renderWithFluent, sampleNodes, treeRowNamed, openRowActions } from './tree-fixtures';

const CALLABLE = AccessFlag.browse | AccessFlag.read | AccessFlag.write;

const needleWash: NodeMethod = {
  id: 'NeedleWash',
  name: 'Needle wash',
  desc: 'Washes the injection needle.',
  ac: CALLABLE,
  args: [
    { name: 'cycles', type: { kind: 'int', min: 1, max: 10 }, value: 3 },
    { name: 'solvent', type: { kind: 'text', maxLength: 40 }, value: 'Methanol' },
  ],
};
const purge: NodeMethod = { id: 'Purge', name: 'Purge', ac: CALLABLE };
const locked: NodeMethod = { id: 'Locked', name: 'Locked', ac: AccessFlag.browse | AccessFlag.read };

function nodesWithMethods(): MirrorNode[] {
  return sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, desc: 'Delivers the eluent.', methods: [needleWash, purge, locked] } : n));
}

/** The methods answer 'ok', as an instrument command does. */
function operations(overrides: Partial<TreeOperations> = {}): TreeOperations {
  return fakeOperations({ callMethod: vi.fn(async () => 'ok'), ...overrides });
}

function renderTree(props: Partial<NodeTreeProps> = {}) {
  return renderWithFluent(
    <NodeTree label="Instruments" rootKey={key('0')} nodes={nodesWithMethods()} browseLevel={VisibilityLevel.advanced} onRefresh={() => {}} {...props} />,
  );
}

async function openAction(row: string, name: string) {
  return within(await openRowActions(row)).findByRole('menuitem', { name });
}

describe('node tree rows and actions', () => {
  beforeEach(resetUi);

  it("shows a node's description in its row", () => {
    renderTree();
    expect(treeRowNamed('Pump').textContent).toContain('Delivers the eluent.');
  });

  it('opens a dialog with one field per argument, refuses invalid values and calls with the parsed ones', async () => {
    const ops = operations();
    renderTree({ operations: ops });
    fireEvent.click(await openAction('Pump', 'Needle wash'));
    const dialog = await screen.findByRole('dialog', { name: 'Needle wash' });
    const cycles = within(dialog).getByRole('textbox', { name: /cycles/ });
    expect((cycles as HTMLInputElement).value).toBe('3');
    fireEvent.change(cycles, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Value must be between 1 and 10.')).toBeTruthy();
    expect((cycles as HTMLInputElement).value).toBe('10');
    expect(ops.callMethod).not.toHaveBeenCalled();
    fireEvent.change(cycles, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(ops.callMethod).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), needleWash, [2, 'Methanol']));
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain('Operation "Needle wash" completed'));
    expect(screen.queryByRole('dialog', { name: 'Needle wash' })).toBeNull();
  });

  it('asks for confirmation before a method without arguments and calls nothing when declined', async () => {
    const ops = operations();
    renderTree({ operations: ops });
    fireEvent.click(await openAction('Pump', 'Purge'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('You are about to: Purge Are you sure?');
    // The dialog opens while the Actions menu closes; its buttons become accessible a moment later.
    fireEvent.click(await within(confirm).findByRole('button', { name: 'No' }));
    // Gone from the DOM, not only hidden, so the next query finds the second confirmation.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(ops.callMethod).not.toHaveBeenCalled();

    fireEvent.click(await openAction('Pump', 'Purge'));
    const second = await screen.findByRole('alertdialog');
    fireEvent.click(await within(second).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(ops.callMethod).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), purge, []));
  });

  it('shows a failed call in the message dialog', async () => {
    const ops = operations({ callMethod: vi.fn(async () => Promise.reject(new Error('The instrument is not connected.'))) });
    renderTree({ operations: ops });
    fireEvent.click(await openAction('Pump', 'Purge'));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('The instrument is not connected.'));
    expect(ui.snackbars).toHaveLength(0);
  });

  it('disables a method the user may see but not call', async () => {
    renderTree({ operations: operations() });
    const item = await openAction('Pump', 'Locked');
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it("offers the screen's own row actions, also without edit operations", async () => {
    const onSelect = vi.fn();
    renderTree({ extraActions: (node) => (node.gId === '0.Detector' ? [{ label: 'Open controller', onSelect }] : []) });
    fireEvent.click(await openAction('Detector', 'Open controller'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(within(treeRowNamed('Pump')).queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('refreshes with the keys of the open nodes', () => {
    const onRefresh = vi.fn();
    renderTree({ onRefresh, nodes: [...nodesWithMethods(), mirrorNode('0.Pump.FlowRate.Unit', 'Unit')] });
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(new Set(onRefresh.mock.calls[0]?.[0] as string[])).toEqual(new Set([key('0.Pump'), key('0.Pump.FlowRate'), key('0.Detector'), key('0.Lazy')]));
  });
});
