// Mirror rows and a render helper for the node browser's component tests: NodeTree gets its nodes as
// props, so the tests need no server and no IndexedDB.
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { VirtuosoMockContext } from 'react-virtuoso';
import { vi } from 'vitest';
import type { MirrorNode } from '../../../src/domain/nodes/mirror-records';
import { ACCESS_FULL, AccessFlag } from '../../../src/domain/rights';
import type { TreeOperations } from '../../../src/features/nodes/tree/NodeTree';
import { MessageDialogHost } from '../../../src/ui/MessageDialogHost';

export const HOST = 'LAB-CTRL-1';

export function mirrorNode(gId: string, name: string, extra: Partial<MirrorNode> = {}): MirrorNode {
  const parent = gId.includes('.') ? gId.slice(0, gId.lastIndexOf('.')) : null;
  return {
    gId,
    id: gId.slice(gId.lastIndexOf('.') + 1),
    name,
    type: 'Node',
    parent,
    order: 0,
    ac: ACCESS_FULL | AccessFlag.move,
    key: `${HOST}|${gId}`,
    host: HOST,
    parentKey: parent === null ? null : `${HOST}|${parent}`,
    childrenLoaded: true,
    fetchedAt: 1,
    ...extra,
  };
}

export const key = (gId: string) => `${HOST}|${gId}`;

/** root 0 → Pump (FlowRate, Pressure), Detector (Lamp, Wavelength), Lazy (not loaded). */
export function sampleNodes(): MirrorNode[] {
  return [
    mirrorNode('0', 'Controller', { hasChildren: true, canReorder: true }),
    mirrorNode('0.Pump', 'Pump', { order: 1, hasChildren: true, fmtValue: '12.5 bar' }),
    mirrorNode('0.Pump.FlowRate', 'FlowRate', { order: 1 }),
    mirrorNode('0.Pump.Pressure', 'Pressure', { order: 2 }),
    mirrorNode('0.Detector', 'Detector', { order: 2, hasChildren: true }),
    mirrorNode('0.Detector.Lamp', 'Lamp', { order: 1 }),
    mirrorNode('0.Detector.Wavelength', 'Wavelength', { order: 2 }),
    mirrorNode('0.Lazy', 'Lazy', { order: 3, hasChildren: true, childrenLoaded: false }),
  ];
}

export function renderWithFluent(ui: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 900, itemHeight: 30 }}>{ui}</VirtuosoMockContext.Provider>
      <MessageDialogHost />
    </FluentProvider>,
  );
}

/** Tree operations as spies that succeed without doing anything; a test overrides the ones it drives. */
export function fakeOperations(overrides: Partial<TreeOperations> = {}): TreeOperations {
  return {
    add: vi.fn(async () => null),
    remove: vi.fn(async () => ({ referencesExist: false as const, deleted: true as const })),
    restore: vi.fn(async () => true),
    clone: vi.fn(async () => null),
    move: vi.fn(async () => {}),
    callMethod: vi.fn(async () => {}),
    ...overrides,
  };
}

/**
 * The tree row of the node with this name. A row's accessible name also holds its value and description
 * (label in name), so the tests that mean "the Pump row" find it by its node's name.
 */
export function treeRowNamed(name: string): HTMLElement {
  const row = screen.queryAllByRole('treeitem').find((r) => r.getAttribute('data-name') === name);
  if (!row) throw new Error(`No tree row for the node '${name}'.`);
  return row;
}

/**
 * Opens the Actions menu of a tree row and answers the menu. Waits for the row first: the virtualized
 * tree draws its rows after it has measured, which a loaded machine makes late.
 */
export async function openRowActions(name: string): Promise<HTMLElement> {
  const row = await waitFor(() => treeRowNamed(name), { timeout: 15_000 });
  fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
  return screen.findByRole('menu', undefined, { timeout: 15_000 });
}
