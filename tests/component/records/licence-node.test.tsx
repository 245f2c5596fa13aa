// /license/{id} shows the licence as a node under the licenses settings root (console.md §2): the tree of
// 0.Settings.Licenses with this licence selected, its properties beside it, and its method in the row's
// Actions menu — read from the node mirror like the Settings screen.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { setMirrorWorkerFactory } from '../../../src/data/nodes/mirror-worker-client';
import { LICENSES_ROOT_GID, licenceNodeGId } from '../../../src/domain/nodes/licence-node-ids';
import type { BatchRequestItem, BatchResponseItem, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag, Right } from '../../../src/domain/rights';
import { customerAnswer } from '../../support/record-answer';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { clearNodeMirror } from '../support/node-mirror-reset';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

const WAIT = { timeout: 15_000 };
const READ = AccessFlag.browse | AccessFlag.read;

const licence = (id: number, name: string) => customerAnswer(id, name, { entity: 'license', customerId: 1, featureIds: [], hwKey: 'ACME-0001', expires: '2030-12-31' } as never);

function licenceNode(id: number, name: string): NodeDto {
  return {
    gId: licenceNodeGId(id),
    id: `L${id}`,
    name,
    type: 'License',
    parent: LICENSES_ROOT_GID,
    order: id,
    ac: READ,
    properties: [
      { id: 'Customer', name: 'Customer', value: 'Acme Biologics', ac: READ, type: { kind: 'text' }, category: 'License' },
      { id: 'HardwareKey', name: 'Hardware key', value: 'ACME-0001', ac: READ, type: { kind: 'text' }, category: 'License' },
    ],
    methods: [{ id: 'CheckValidity', name: 'Check validity', ac: READ | AccessFlag.write }],
  };
}

const ROOT: NodeDto = {
  gId: LICENSES_ROOT_GID,
  id: 'Licenses',
  name: 'Licenses',
  type: 'LicensesRoot',
  parent: '0.Settings',
  order: 4,
  ac: READ,
  childs: [licenceNode(7, 'Acme production licence'), licenceNode(8, 'Nordic development licence')],
};

let batches: BatchRequestItem[][] = [];

beforeEach(() => {
  resetUi();
  signOut();
  setMirrorWorkerFactory(null);
  batches = [];
  setFetchImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/db/license/7')) return jsonResponse(200, licence(7, 'Acme production licence'));
    if (url.startsWith('/api/node/batch')) {
      const items = JSON.parse(String(init?.body)) as BatchRequestItem[];
      batches.push(items);
      const answer = (item: BatchRequestItem): BatchResponseItem => {
        if (item.gId === LICENSES_ROOT_GID) return { result: 0, gId: item.gId, nodes: [ROOT] };
        const node = ROOT.childs?.find((c) => c.gId === item.gId);
        return node ? { result: 0, gId: node.gId, nodes: [node], returnValue: 'Valid until 2030-12-31.' } : { result: 4, gId: item.gId, resultText: 'Node not found.' };
      };
      return jsonResponse(200, { responses: items.map(answer), descriptors: [] });
    }
    return jsonResponse(404, { error: [{ msg: 'Record not found or you do not have enough permissions!' }] });
  });
});

afterEach(async () => {
  resetApiClient();
  signOut();
  await clearNodeMirror();
});

describe('the licence node on /license/{id}', () => {
  it('shows the licences root with this licence selected, its properties and its method', async () => {
    signIn({ rights: [Right.accessLicenses, Right.accessCustomers] });
    await renderApp('/license/7', { virtualRows: true });
    const section = await screen.findByRole('region', { name: 'License node' }, WAIT);
    const tree = await within(section).findByRole('tree', { name: 'Licenses' }, WAIT);
    const row = await within(tree).findByRole('treeitem', { name: /Acme production licence/ }, WAIT);
    expect(within(tree).getByRole('treeitem', { name: /Nordic development licence/ })).toBeTruthy();
    await waitFor(() => expect(row.getAttribute('aria-selected')).toBe('true'), WAIT);
    expect(await within(section).findByDisplayValue('ACME-0001', undefined, WAIT)).toBeTruthy();
    expect(within(section).getByDisplayValue('Acme Biologics')).toBeTruthy();
    expect(batches.flat().some((i) => i.gId === LICENSES_ROOT_GID)).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Check validity' }, WAIT)).toBeTruthy();
  });
});
