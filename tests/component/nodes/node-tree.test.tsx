import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { MirrorNode } from '../../../src/domain/nodes/mirror-records';
import { packAlarmState } from '../../../src/domain/nodes/alarm-packing';
import { AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import type { NodeTreeProps } from '../../../src/features/nodes/tree/NodeTree';
import { resetUi } from '../support/app-state';
import { HOST, fakeOperations, key, mirrorNode, renderWithFluent, sampleNodes } from './tree-fixtures';
import { SEARCH_THROTTLE_MS } from '../../../src/domain/tree/tree-search';

function Harness(props: Partial<NodeTreeProps> & { nodes?: MirrorNode[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <NodeTree
      label="Instruments"
      rootKey={key('0')}
      nodes={props.nodes ?? sampleNodes()}
      browseLevel={VisibilityLevel.advanced}
      onRefresh={() => {}}
      selected={selected}
      onSelectionChange={setSelected}
      {...props}
    />
  );
}

/** Renders the tree with nodes the test changes later (as the mirror would); returns the setter. */
function renderChanging(initial: MirrorNode[], props: Partial<NodeTreeProps> = {}): (nodes: MirrorNode[]) => void {
  let setNodes!: (nodes: MirrorNode[]) => void;
  function Changing() {
    const [nodes, set] = useState(initial);
    setNodes = set;
    return <Harness {...props} nodes={nodes} />;
  }
  renderWithFluent(<Changing />);
  return setNodes;
}

/** The nodes' names (a row's accessible name also holds its value and description); a placeholder row's text. */
const rowNames = () => screen.queryAllByRole('treeitem').map((r) => r.getAttribute('data-name') ?? r.textContent);

describe('node tree', () => {
  beforeEach(resetUi);

  it('shows the top level as a tree of treeitems with level and expanded state', () => {
    renderWithFluent(<Harness />);
    expect(screen.getByRole('tree', { name: 'Instruments' })).toBeTruthy();
    expect(rowNames()).toEqual(['Pump', 'Detector', 'Lazy']);
    const pump = screen.getByRole('treeitem', { name: 'Pump 12.5 bar' });
    expect(pump.getAttribute('aria-level')).toBe('1');
    expect(pump.getAttribute('aria-expanded')).toBe('false');
    expect(pump.textContent).toContain('12.5 bar');
  });

  it('expands all and collapses all from the toolbar', () => {
    renderWithFluent(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(rowNames()).toEqual(['Pump', 'FlowRate', 'Pressure', 'Detector', 'Lamp', 'Wavelength', 'Lazy', 'Loading…']);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(rowNames()).toEqual(['Pump', 'Detector', 'Lazy']);
  });

  it('opens and closes nodes with the arrow keys and moves focus', () => {
    renderWithFluent(<Harness />);
    const pump = screen.getByRole('treeitem', { name: 'Pump 12.5 bar' });
    fireEvent.keyDown(pump, { key: 'ArrowRight' });
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', { name: 'FlowRate' }).getAttribute('aria-level')).toBe('2');
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown' });
    expect(screen.getByRole('treeitem', { name: 'FlowRate' }).getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'FlowRate' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowLeft' });
    expect(rowNames()).toEqual(['Pump', 'Detector', 'Lazy']);
  });

  it('asks for unloaded children when such a node opens and shows a browse failure as Error {code}', async () => {
    const onLoadChildren = vi.fn();
    const first = renderWithFluent(<Harness onLoadChildren={onLoadChildren} />);
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Lazy' }), { key: 'ArrowRight' });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(onLoadChildren).toHaveBeenCalledTimes(1));
    expect((onLoadChildren.mock.calls[0]?.[0] as MirrorNode).gId).toBe('0.Lazy');
    first.unmount();
    renderWithFluent(<Harness onLoadChildren={onLoadChildren} browseErrors={new Map([[key('0.Lazy'), 2]])} />);
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Lazy' }), { key: 'ArrowRight' });
    expect(screen.getByText('Error 2')).toBeTruthy();
    expect(onLoadChildren).toHaveBeenCalledTimes(1);
  });

  it('loads the full list on the first open of a node of which only one child was fetched elsewhere', async () => {
    const onLoadChildren = vi.fn();
    const nodes = [
      mirrorNode('0', 'Controller', { hasChildren: true }),
      mirrorNode('0.Settings', 'Settings', { hasChildren: true, childrenLoaded: false }),
      mirrorNode('0.Settings.gsDBTags', 'Database tags'),
    ];
    renderWithFluent(<Harness nodes={nodes} onLoadChildren={onLoadChildren} />);
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Settings' }), { key: 'ArrowRight' });
    expect(rowNames()).toEqual(['Settings', 'Database tags', 'Loading…']);
    await waitFor(() => expect(onLoadChildren).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect((onLoadChildren.mock.calls[0]?.[0] as MirrorNode).gId).toBe('0.Settings');
  });

  it('searches only from 2 characters, opens the ancestors and restores the open set afterwards', async () => {
    renderWithFluent(<Harness />);
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowRight' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search');
    // Fake timers fire the search throttle for certain before the one-character check (real time still runs).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(search, { target: { value: 'w' } });
      act(() => vi.advanceTimersByTime(SEARCH_THROTTLE_MS));
      expect(rowNames()).toEqual(['Pump', 'FlowRate', 'Pressure', 'Detector', 'Lazy']);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(search, { target: { value: 'wa' } });
    await waitFor(() => expect(rowNames()).toEqual(['Detector', 'Wavelength']));
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toEqual(['Pump', 'FlowRate', 'Pressure', 'Detector', 'Lazy']));
  });

  it('leaves focus in a field outside the tree when rows shift under the focused row', async () => {
    const setNodes = renderChanging(sampleNodes());
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-name')).toBe('Detector'));
    const field = document.body.appendChild(document.createElement('input'));
    try {
      act(() => field.focus());
      // A node arrives above the focused one (as children loaded or a refresh would bring).
      act(() => setNodes([...sampleNodes(), mirrorNode('0.Column', 'Column', { order: 1.5 })]));
      await waitFor(() => expect(rowNames()).toEqual(['Pump', 'Column', 'Detector', 'Lazy']));
      expect(document.activeElement).toBe(field);
    } finally {
      field.remove();
    }
  });

  it("leaves focus in a field the user is typing in when an added node's answer comes", async () => {
    const nodes = sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, allowedTypes: [{ type: 'Channel', name: 'Channel' }] } : n));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const ops = fakeOperations({ add: vi.fn(async () => (await answered, { key: key('0.Pump.New'), active: true })) });
    const setNodes = renderChanging(nodes, { operations: ops });
    fireEvent.click(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByRole('button', { name: 'Add Channel' }));
    const field = document.body.appendChild(document.createElement('input'));
    try {
      act(() => field.focus());
      await act(async () => answer());
      act(() => setNodes([...nodes, mirrorNode('0.Pump.New', 'Channel 1', { order: 3 })]));
      await waitFor(() => expect(rowNames()).toContain('Channel 1'));
      expect(document.activeElement).toBe(field);
    } finally {
      field.remove();
    }
  });

  it('selects leaves under a parent and marks the grandparent indeterminate (leaf-based)', () => {
    const nodes = [
      ...sampleNodes().filter((n) => n.gId !== '0.Lazy'),
    ];
    renderWithFluent(<Harness nodes={nodes} selectionMode="multi" selectionKind="leaf" />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pump' }));
    expect(screen.getByRole('treeitem', { name: 'FlowRate' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select FlowRate' }));
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-checked')).toBe('mixed');
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('treeitem', { name: 'Detector' }).getAttribute('aria-checked')).toBe('true');
  });

  it('never selects a disabled node and keeps one selection in single mode', () => {
    renderWithFluent(<Harness selectionMode="single" isDisabled={(n) => n.name === 'Detector'} />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }));
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('treeitem', { name: 'Detector' }));
    expect(screen.getByRole('treeitem', { name: 'Detector' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Detector' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Lazy' }), { key: 'Enter' });
    expect(screen.getByRole('treeitem', { name: 'Lazy' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-selected')).toBe('false');
  });

  it('offers an add button for one allowed type and an add menu for several', async () => {
    const nodes = sampleNodes().map((n) =>
      n.gId === '0.Pump'
        ? { ...n, allowedTypes: [{ type: 'Channel', name: 'Channel' }] }
        : n.gId === '0.Detector'
          ? { ...n, allowedTypes: [{ type: 'Lamp', name: 'Lamp', order: 2 }, { type: 'Cell', name: 'Flow cell', order: 1 }] }
          : n,
    );
    const ops = fakeOperations({ add: vi.fn(async () => ({ key: key('0.Pump.New'), active: false })) });
    renderWithFluent(<Harness nodes={nodes} operations={ops} />);
    const pump = screen.getByRole('treeitem', { name: 'Pump 12.5 bar' });
    fireEvent.click(within(pump).getByRole('button', { name: 'Add Channel' }));
    expect(ops.add).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), { type: 'Channel', name: 'Channel' });
    const detector = screen.getByRole('treeitem', { name: 'Detector' });
    fireEvent.click(within(detector).getByRole('button', { name: 'Add to Detector' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Flow cell', 'Lamp']);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-expanded')).toBe('true'));
  });

  it('shows no add button without create access or with an own Add method', () => {
    const nodes = sampleNodes().map((n) =>
      n.gId === '0.Pump'
        ? { ...n, ac: AccessFlag.browse | AccessFlag.read, allowedTypes: [{ type: 'Channel', name: 'Channel' }] }
        : n.gId === '0.Detector'
          ? { ...n, allowedTypes: [{ type: 'Lamp', name: 'Lamp' }], methods: [{ id: 'AddLamp', name: 'Add lamp', type: 'Add', ac: AccessFlag.browse }] }
          : n,
    );
    renderWithFluent(<Harness nodes={nodes} operations={fakeOperations()} />);
    expect(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).queryByRole('button', { name: 'Add Channel' })).toBeNull();
    expect(within(screen.getByRole('treeitem', { name: 'Detector' })).queryByRole('button', { name: 'Add Lamp' })).toBeNull();
  });

  it('deletes softly after the delete dialog, and asks again when references exist', async () => {
    const remove = vi.fn(async (_node: MirrorNode, _choice: unknown, ignore: boolean) => ({ referencesExist: !ignore }));
    renderWithFluent(<Harness operations={fakeOperations({ remove })} />);
    fireEvent.click(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pump' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this node?');
    // Dialog buttons become accessible once the closing menu lets go of the page.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), { permanent: false, reason: '' }, false));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Do you want to delete this despite the references?');
    fireEvent.click(await within(question).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(remove).toHaveBeenLastCalledWith(expect.objectContaining({ gId: '0.Pump' }), { permanent: false, reason: '' }, true));
  });

  it('does not delete when the delete dialog is cancelled', async () => {
    const ops = fakeOperations();
    renderWithFluent(<Harness operations={ops} />);
    fireEvent.click(within(screen.getByRole('treeitem', { name: 'Detector' })).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ops.remove).not.toHaveBeenCalled();
  });

  it('reorders with Alt+ArrowDown when the node may move', async () => {
    const ops = fakeOperations();
    renderWithFluent(<Harness operations={ops} />);
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(ops.move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), 1));
  });

  it("makes the added node the tree's focused row (its tab stop) and opens its parent", async () => {
    // The mirror already holds the new row by the time add resolves (runBatch writes it first).
    const nodes = [
      ...sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, allowedTypes: [{ type: 'Channel', name: 'Channel' }] } : n)),
      mirrorNode('0.Pump.New', 'New channel', { order: 3 }),
    ];
    const ops = fakeOperations({ add: vi.fn(async () => ({ key: key('0.Pump.New'), active: true })) });
    renderWithFluent(<Harness nodes={nodes} operations={ops} />);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByRole('button', { name: 'Add Channel' }));
    });
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'New channel' }).getAttribute('tabindex')).toBe('0'));
    expect(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('turns dragging off until a move finishes and sends no second move meanwhile', async () => {
    let finish: () => void = () => {};
    const move = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithFluent(<Harness operations={fakeOperations({ move })} />);
    const handle = () => within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByTitle('Drag to move (Alt+Up/Down)');
    expect(handle().getAttribute('draggable')).toBe('true');
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(handle().getAttribute('draggable')).toBe('false'));
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown', altKey: true });
    expect(move).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(handle().getAttribute('draggable')).toBe('true'));
  });

  it('after a refused drag move shows the error and leaves the rows in their order, draggable again', async () => {
    let refuse: (error: Error) => void = () => {};
    const move = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { ui } = await import('../../../src/state/ui');
    renderWithFluent(<Harness operations={fakeOperations({ move })} />);
    const handle = () => within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByTitle('Drag to move (Alt+Up/Down)');
    fireEvent.dragStart(handle(), { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(screen.getByRole('treeitem', { name: 'Detector' }));
    fireEvent.drop(screen.getByRole('treeitem', { name: 'Detector' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith(expect.objectContaining({ gId: '0.Pump' }), 1), { timeout: 15_000 });
    await waitFor(() => expect(handle().getAttribute('draggable')).toBe('false'), { timeout: 15_000 });
    await act(async () => refuse(new Error('Move refused by the instrument.')));
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain('Move refused by the instrument.'), { timeout: 15_000 });
    expect(rowNames()).toEqual(['Pump', 'Detector', 'Lazy']);
    await waitFor(() => expect(handle().getAttribute('draggable')).toBe('true'), { timeout: 15_000 });
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' }), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(move).toHaveBeenCalledTimes(2), { timeout: 15_000 });
  });

  it('hides inactive nodes until Show inactive is on', () => {
    const nodes = [...sampleNodes(), mirrorNode('0.Old', 'Old pump', { order: 9, active: false })];
    renderWithFluent(<Harness nodes={nodes} />);
    expect(rowNames()).not.toContain('Old pump');
    fireEvent.click(screen.getByRole('button', { name: 'Show inactive' }));
    expect(rowNames()).toContain('Old pump');
  });

  it('shows an alarm icon and, after a server error, a Refresh button in an error bar', () => {
    const onRefresh = vi.fn();
    const nodes = sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, alarms: { packed: packAlarmState(2, 2), alarms: [] } } : n));
    renderWithFluent(<Harness nodes={nodes} error="500 Database is down" onRefresh={onRefresh} />);
    expect(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByRole('img', { name: '2 alarms' })).toBeTruthy();
    expect(screen.getByText('500 Database is down')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Refresh' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onRefresh).toHaveBeenCalled();
  });

  it('shows the debug icons at debug level', () => {
    const nodes = sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, ac: 0, webEditor: 'memo' } : n));
    renderWithFluent(<Harness nodes={nodes} browseLevel={VisibilityLevel.debug} />);
    const pump = screen.getByRole('treeitem', { name: 'Pump 12.5 bar' });
    expect(within(pump).getByRole('img', { name: 'No browse access' })).toBeTruthy();
    expect(within(pump).getByRole('img', { name: 'Web editor memo' })).toBeTruthy();
  });

  it('hides nodes without browse access below debug level', () => {
    const nodes = sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, ac: 0 } : n));
    renderWithFluent(<Harness nodes={nodes} />);
    expect(rowNames()).toEqual(['Detector', 'Lazy']);
  });

  it('says when an added node is hidden because only active items show', async () => {
    const ops = fakeOperations({ add: vi.fn(async () => ({ key: key('0.Pump.New'), active: false })) });
    const nodes = sampleNodes().map((n) => (n.gId === '0.Pump' ? { ...n, allowedTypes: [{ type: 'Channel', name: 'Channel' }] } : n));
    const { ui } = await import('../../../src/state/ui');
    renderWithFluent(<Harness nodes={nodes} operations={ops} />);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('treeitem', { name: 'Pump 12.5 bar' })).getByRole('button', { name: 'Add Channel' }));
    });
    await waitFor(() => expect(ui.snackbars.map((s) => s.text)).toContain('Item added but hidden because currently only active items are showing!'));
    expect(HOST).toBe('LAB-CTRL-1');
  });
});
