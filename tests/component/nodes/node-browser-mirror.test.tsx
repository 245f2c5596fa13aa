// The screens' containers against a real (fake-indexeddb) mirror and a scripted server: what the
// server answers lands in IndexedDB and the tree and panel render it from there.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { applyBatchToMirror } from '../../../src/data/nodes/mirror-repository';
import { setMirrorWorkerFactory } from '../../../src/data/nodes/mirror-worker-client';
import { gIdOfNodeKey } from '../../../src/domain/nodes/mirror-records';
import { BINDING_WEB_EDITOR } from '../../../src/domain/nodes/node-binding';
import type { BatchRequestItem, BatchResponseItem, NodeDto, NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, VisibilityLevel } from '../../../src/domain/rights';
import { NodePickerDialog } from '../../../src/features/nodes/NodePickerDialog';
import { PropertyPanel } from '../../../src/features/nodes/properties/PropertyPanel';
import { NodeBrowser } from '../../../src/features/nodes/tree/NodeBrowser';
import { clearNodeMirror } from '../support/node-mirror-reset';
import { resetUi, signIn } from '../support/app-state';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { renderWithFluent } from './tree-fixtures';

function dto(gId: string, name: string, extra: Partial<NodeDto> = {}): NodeDto {
  const at = gId.lastIndexOf('.');
  return { gId, id: gId.slice(at + 1), name, type: 'Folder', parent: at < 0 ? null : gId.slice(0, at), order: 0, ac: ACCESS_FULL, ...extra };
}

function property(id: string, extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, name: id, value: 'v', ac: ACCESS_FULL, type: { kind: 'text' }, ...extra };
}

function serve(answer: (item: BatchRequestItem) => BatchResponseItem | Response) {
  const calls: BatchRequestItem[][] = [];
  setFetchImplementation(async (_input, init) => {
    const items = JSON.parse(String(init?.body)) as BatchRequestItem[];
    calls.push(items);
    const answers = items.map(answer);
    const failure = answers.find((a): a is Response => a instanceof Response);
    return failure ?? jsonResponse(200, { responses: answers, descriptors: [] });
  });
  return calls;
}

const SETTINGS = dto('0.Settings', 'Settings', {
  childs: [dto('0.Settings.System', 'System', { order: 1, hasChildren: true }), dto('0.Settings.Locale', 'Locale', { order: 2 })],
});

/** Answers the settings root with SETTINGS and every other item with System holding one child, Info. */
function serveSettingsWithInfo() {
  return serve((item) =>
    item.gId === '0.Settings'
      ? { result: 0, nodes: [SETTINGS] }
      : { result: 0, nodes: [dto('0.Settings.System', 'System', { order: 1, childs: [dto('0.Settings.System.Info', 'Info')] })] },
  );
}

/** A row of the Vials table with an unbound Source. */
const vial = (id: string) => dto(`0.Autosampler.Vials.${id}`, id, { properties: [property('Source', { webEditor: BINDING_WEB_EDITOR, value: null })] });
const VIALS = dto('0.Autosampler.Vials', 'Vials', { webEditor: 'table', childs: [vial('V1'), vial('V2')] });
const VIALS_BROWSE: BatchRequestItem = { action: BatchAction.browse, gId: VIALS.gId, filter: { depth: 1 } };

/** Opens the bind picker on the panel's Source. */
async function openSourcePicker(): Promise<HTMLElement> {
  const binding = await screen.findByRole('group', { name: 'Binding of Source' }, { timeout: 15_000 });
  fireEvent.click(within(binding).getByRole('button', { name: 'Bind…' }));
  return screen.findByRole('dialog', { name: 'Bind Source to a node' }, { timeout: 15_000 });
}

beforeEach(() => {
  resetUi();
  resetApiClient();
  setMirrorWorkerFactory(null);
  signIn({ rights: ['access.settings'] });
});

afterEach(async () => {
  resetApiClient();
  await clearNodeMirror();
});

describe('node browser on the mirror', () => {
  it('browses the root and renders the answer from IndexedDB', async () => {
    const calls = serve((item) => (item.gId === '0.Settings' ? { result: 0, nodes: [SETTINGS] } : { result: 0, nodes: [dto(item.gId ?? '', 'x')] }));
    renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    expect(await screen.findByRole('treeitem', { name: 'System' })).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: 'Locale' })).toBeTruthy();
    expect(calls[0]?.[0]).toMatchObject({ gId: '0.Settings', filter: { depth: 1 } });
  });

  it('re-reads the root and every open node in one batch on Refresh', async () => {
    const calls = serveSettingsWithInfo();
    renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'System' }), { key: 'ArrowRight' });
    await screen.findByRole('treeitem', { name: 'Info' });
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(calls[before]?.map((item) => item.gId)).toEqual(['0.Settings', '0.Settings.System']);
    expect(screen.getByRole('treeitem', { name: 'Info' })).toBeTruthy();
  });

  it('browses the children of a node when it opens', async () => {
    const calls = serveSettingsWithInfo();
    renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'System' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('treeitem', { name: 'Info' })).toBeTruthy();
    expect(calls.some((c) => c[0]?.gId === '0.Settings.System')).toBe(true);
  });

  it('shows the mirrored tree and its age when the server cannot be reached', async () => {
    serve((item) => (item.gId === '0.Settings' ? { result: 0, nodes: [SETTINGS] } : { result: 0 }));
    const first = renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    await screen.findByRole('treeitem', { name: 'System' });
    first.unmount();
    setFetchImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithFluent(<NodeBrowser label="Settings tree" host="" rootGId="0.Settings" browseLevel={VisibilityLevel.advanced} liveRefresh={false} />);
    expect(await screen.findByText(/^Offline — showing data from /)).toBeTruthy();
    // The notice and the rows come from two live queries; either may render first.
    expect(await screen.findByRole('treeitem', { name: 'Locale' })).toBeTruthy();
  });
});

/** The gIds of the tree rows drawn, top to bottom. */
function renderedGIds(): string[] {
  return screen.queryAllByRole('treeitem').map((row) => gIdOfNodeKey(row.getAttribute('data-key') ?? ''));
}

/**
 * The gIds of the second live read that starts after the tree changed: the first may have started
 * before the change (a read in flight is never overlapped), so the second is the first one sure to
 * see it.
 */
async function readAfterChange(calls: BatchRequestItem[][]): Promise<(string | undefined)[]> {
  const reads = () => calls.filter((c) => c[0]?.action === BatchAction.read);
  const from = reads().length;
  await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(from + 2), { timeout: 15_000 });
  return reads()[from + 1]?.map((item) => item.gId) ?? [];
}

describe('live refresh of the node browser', () => {
  // More rows than the 30 the viewport holds (900 px at 30 px): Pump with two children, then N01…N40.
  const others = Array.from({ length: 40 }, (_, i) => `N${String(i + 1).padStart(2, '0')}`);
  const labChildren = (names: readonly string[]) => [
    dto('0.Lab.Pump', 'Pump', { order: 0, hasChildren: true }),
    ...names.map((name, i) => dto(`0.Lab.${name}`, name, { order: i + 1, hasChildren: false })),
  ];
  const PUMP = dto('0.Lab.Pump', 'Pump', { hasChildren: true, childs: [dto('0.Lab.Pump.FlowRate', 'FlowRate', { order: 1 }), dto('0.Lab.Pump.Pressure', 'Pressure', { order: 2 })] });

  it('reads AlarmingInfo and FmtValue of exactly the rows in view as they open, close and go', async () => {
    let names = others;
    const calls = serve((item) => {
      if (item.action === BatchAction.read) return { result: 0, values: [] };
      if (item.gId === '0.Lab.Pump') return { result: 0, nodes: [PUMP] };
      return { result: 0, nodes: [dto('0.Lab', 'Lab', { childs: labChildren(names) })] };
    });
    renderWithFluent(<NodeBrowser label="Lab tree" host="" rootGId="0.Lab" browseLevel={VisibilityLevel.advanced} liveRefresh />);
    fireEvent.keyDown(await screen.findByRole('treeitem', { name: 'Pump' }, { timeout: 15_000 }), { key: 'ArrowRight' });
    await screen.findByRole('treeitem', { name: 'FlowRate' }, { timeout: 15_000 });

    const opened = await readAfterChange(calls);
    expect(renderedGIds()).toHaveLength(30);
    expect(opened).toEqual(renderedGIds());
    expect(opened).toContain('0.Lab.Pump.FlowRate');
    expect(opened).not.toContain('0.Lab.N40');
    expect(calls.filter((c) => c[0]?.action === BatchAction.read).flat().every((item) => item.propIds?.join() === 'AlarmingInfo,FmtValue')).toBe(true);

    // Closing Pump keeps the first 30 rows in view, but they are other rows now.
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Pump' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'FlowRate' })).toBeNull(), { timeout: 15_000 });
    const closed = await readAfterChange(calls);
    expect(closed).toEqual(renderedGIds());
    expect(closed).not.toContain('0.Lab.Pump.FlowRate');
    expect(closed).not.toContain('0.Lab.Pump.Pressure');
    expect(closed).toContain('0.Lab.N29');

    // N05 is gone on the server: Refresh drops it from the mirror, and the reads leave it out.
    names = others.filter((name) => name !== 'N05');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'N05' })).toBeNull(), { timeout: 15_000 });
    const gone = await readAfterChange(calls);
    expect(gone).toEqual(renderedGIds());
    expect(gone).not.toContain('0.Lab.N05');
    expect(gone).toContain('0.Lab.N30');
  }, 60_000);
});

describe('property panel on the mirror', () => {
  it('shows the fetched properties and saves an edit through the server', async () => {
    const calls = serve((item) =>
      item.action === 1
        ? { result: 0, values: item.values }
        : { result: 0, nodes: [dto('0.Settings.Locale', 'Locale', { properties: [property('Separator', { value: ',' })] })] },
    );
    renderWithFluent(<PropertyPanel host="" gId="0.Settings.Locale" browseLevel={VisibilityLevel.advanced} />);
    const input = (await screen.findByRole('textbox', { name: 'Separator' })) as HTMLInputElement;
    expect(input.value).toBe(',');
    fireEvent.change(input, { target: { value: ';' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c[0]?.action === 1)).toBe(true));
    expect(calls.find((c) => c[0]?.action === 1)?.[0]).toMatchObject({ gId: '0.Settings.Locale', values: [{ id: 'Separator', value: ';' }] });
  });

  it('browses a node with a web editor with its whole subtree (depth 999), others at depth 0', async () => {
    const calls = serve(() => ({ result: 0, nodes: [dto('0.Autosampler.Vials', 'Vials', { webEditor: 'table', properties: [property('Note')] })] }));
    renderWithFluent(<PropertyPanel host="" gId="0.Autosampler.Vials" browseLevel={VisibilityLevel.advanced} />);
    await screen.findByRole('textbox', { name: 'Note' });
    expect(calls[0]?.[0]).toMatchObject({ action: 5, filter: { depth: 0 } });
    // Once the mirror knows the node has a web editor, the panel reads it again with its subtree.
    await waitFor(() => expect(calls.some((c) => c[0]?.action === 5 && c[0].filter?.depth === 999)).toBe(true), { timeout: 15_000 });
  });

  it('sends a flow-set edit with the adjusted entries in one update', async () => {
    const channel = (id: string, value: number) => property(id, { name: `Solvent ${id.toUpperCase()}`, value, type: { kind: 'decimal', min: 0, max: 100, step: 0.001 } });
    const calls = serve((item) =>
      item.action === 1 ? { result: 0, values: item.values } : { result: 0, nodes: [dto('0.Pump', 'Pump', { properties: [channel('a', 100), channel('b', 0)] })] },
    );
    renderWithFluent(<PropertyPanel host="" gId="0.Pump" browseLevel={VisibilityLevel.advanced} />);
    const b = await screen.findByRole('textbox', { name: 'Solvent B' });
    fireEvent.change(b, { target: { value: '30' } });
    fireEvent.keyDown(b, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c[0]?.action === 1)).toBe(true), { timeout: 15_000 });
    expect(calls.find((c) => c[0]?.action === 1)?.[0]?.values).toEqual([
      { id: 'a', value: 70 },
      { id: 'b', value: 30 },
    ]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Solvent A' }) as HTMLInputElement).value).toBe('70.000'), { timeout: 15_000 });
  });

  it("offers to bind every row of the table when the bind picker opens on a row of one", async () => {
    await applyBatchToMirror('', [VIALS_BROWSE], { responses: [{ result: 0, nodes: [VIALS] }], descriptors: [] });
    serve((item) => (item.gId === '0.Autosampler.Vials.V1' ? { result: 0, nodes: [vial('V1')] } : { result: 0, nodes: [] }));
    renderWithFluent(<PropertyPanel host="" gId="0.Autosampler.Vials.V1" browseLevel={VisibilityLevel.advanced} />);
    const dialog = await openSourcePicker();
    expect(await within(dialog).findByRole('checkbox', { name: 'Bind Source of every row of Vials' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('offers the every-row checkbox once the table reaches the mirror after the bind picker opened', async () => {
    // The order of a slow link: the row is mirrored, the picker opens, and only then does its table arrive.
    serve((item) => (item.gId === '0.Autosampler.Vials.V1' ? { result: 0, nodes: [vial('V1')] } : { result: 0, nodes: [] }));
    renderWithFluent(<PropertyPanel host="" gId="0.Autosampler.Vials.V1" browseLevel={VisibilityLevel.advanced} />);
    const dialog = await openSourcePicker();
    expect(within(dialog).queryByRole('checkbox', { hidden: true })).toBeNull();
    await applyBatchToMirror('', [VIALS_BROWSE], { responses: [{ result: 0, nodes: [VIALS] }], descriptors: [] });
    expect(await within(dialog).findByRole('checkbox', { name: 'Bind Source of every row of Vials' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('emits a failure and offers Refresh after a server error', async () => {
    serve(() => jsonResponse(500, { error: [{ msg: 'Database is down' }] }));
    const onFailure = vi.fn();
    renderWithFluent(<PropertyPanel host="" gId="0.Settings.Locale" browseLevel={VisibilityLevel.advanced} onFailure={onFailure} />);
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Database is down')).toBeTruthy();
  });
});

describe('node picker dialog', () => {
  it('returns the selected node and the checkbox states on OK', async () => {
    serve((item) => (item.gId === '0.Settings' ? { result: 0, nodes: [SETTINGS] } : { result: 0 }));
    const onOk = vi.fn();
    const onCancel = vi.fn();
    renderWithFluent(
      <NodePickerDialog
        open
        title="Choose a node"
        host=""
        rootGId="0.Settings"
        browseLevel={VisibilityLevel.advanced}
        checkboxes={['Include children', 'Replace existing']}
        onOk={onOk}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a node' });
    fireEvent.click(await within(dialog).findByRole('treeitem', { name: 'Locale' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Replace existing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith({ gIds: ['0.Settings.Locale'], checks: [false, true] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
