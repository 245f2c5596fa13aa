// The licences root's children (console.md §2 /license/{id}): each licence record is a read-only node
// 0.Settings.Licenses.L{id} with its properties and CheckValidity, seen exactly by those who may read the
// record, and following the record through update, delete and restore.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import { GID_LICENSES } from '../../server/nodes/node-access';
import { syncLicenceNodes } from '../../server/nodes/licence-nodes';
import { RecordStatus } from '../../src/domain/records/record-enums';
import { VisibilityLevel } from '../../src/domain/rights';
import { licenceNodeGId } from '../../src/domain/nodes/licence-node-ids';
import { licenceValidityText } from '../../server/nodes/actions/licence-call';
import { createDebugUser, propValue } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';
import { sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';

const env = useNodeServer();
let acme = 0;
let nordic = 0;
let records: Session;

beforeAll(async () => {
  const rows = await env.server.database.db.selectFrom('records').select(['id', 'name']).where('entity', '=', 'license').execute();
  acme = rows.find((r) => r.name === 'Acme production licence')?.id ?? 0;
  nordic = rows.find((r) => r.name === 'Nordic development licence')?.id ?? 0;
  records = await sessionOf(env.server, 'admin');
});

async function licenceChilds(user: NodeUser): Promise<NodeDto[]> {
  const answer = await user.one({ action: BatchAction.browse, gId: GID_LICENSES, filter: { depth: 1 } });
  expect(answer.result).toBe(BatchResult.ok);
  return answer.node?.childs ?? [];
}

describe('licence nodes', () => {
  it('lists every demo licence under the licences root with its properties and method', async () => {
    const childs = await licenceChilds(env.admin);
    expect(childs.map((c) => [c.gId, c.name, c.type])).toEqual([
      [licenceNodeGId(acme), 'Acme production licence', 'License'],
      [licenceNodeGId(nordic), 'Nordic development licence', 'License'],
    ]);
    const node = childs[0];
    expect(propValue(node, 'Customer')).toBe('Acme Biologics');
    expect(propValue(node, 'HardwareKey')).toBe('ACME-0001');
    expect(propValue(node, 'Expires')).toBe('2030-12-31');
    expect(propValue(node, 'Features')).toEqual(['IVT monitoring', 'Product QC']);
    expect(propValue(node, 'Description')).toBe('Two production lines');
    expect(node?.methods?.map((m) => m.id)).toEqual(['CheckValidity']);
    const call = await env.admin.one({ action: BatchAction.call, gId: licenceNodeGId(acme), methodName: 'CheckValidity' });
    expect(call).toMatchObject({ result: BatchResult.ok, returnValue: 'Valid until 2030-12-31.' });
  });

  it('shows a user only the licences whose records they may read, and none without the licence right', async () => {
    // The engineer (Lab B) reads the Nordic licence only; the operator has no licence right at all.
    expect((await licenceChilds(env.engineer)).map((c) => c.gId)).toEqual([licenceNodeGId(nordic)]);
    expect((await env.engineer.one({ action: BatchAction.read, gId: licenceNodeGId(acme), propIds: ['Customer'] })).result).toBe(BatchResult.accessDenied);
    expect((await env.engineer.one({ action: BatchAction.browse, gId: licenceNodeGId(acme), filter: { depth: 0 } })).result).toBe(BatchResult.accessDenied);
    expect((await env.engineer.one({ action: BatchAction.call, gId: licenceNodeGId(acme), methodName: 'CheckValidity' })).result).toBe(BatchResult.accessDenied);
    expect((await env.operator.one({ action: BatchAction.browse, gId: GID_LICENSES, filter: { depth: 1 } })).result).toBe(BatchResult.accessDenied);
    const root = await env.operator.one({ action: BatchAction.browse, gId: '0', filter: { depth: 999 } });
    expect(JSON.stringify(root.node)).not.toContain(licenceNodeGId(nordic));
  });

  it('stays hidden at debug level from a user who may not read the licence records', async () => {
    // Debug level lists nodes without browse access, but not licence nodes (console.md §2: their records' readers only).
    const debugUser = await createDebugUser(env.server);
    const debugView = { browseLevel: VisibilityLevel.debug };
    const root = await debugUser.one({ action: BatchAction.browse, gId: GID_LICENSES, filter: { depth: 1, ...debugView } });
    expect(root.result).toBe(BatchResult.ok);
    expect(root.node?.childs ?? []).toEqual([]);
    expect((await debugUser.one({ action: BatchAction.browse, gId: licenceNodeGId(acme), filter: { depth: 0, ...debugView } })).result).toBe(BatchResult.accessDenied);
    const tree = await debugUser.one({ action: BatchAction.browse, gId: '0', filter: { depth: 999, ...debugView } });
    expect(JSON.stringify(tree.node)).not.toContain(`${GID_LICENSES}.L`);
  });

  it('is read-only, even for an administrator: the record is changed on its own screen', async () => {
    const update = await env.admin.one({ action: BatchAction.update, gId: licenceNodeGId(acme), values: [{ id: 'HardwareKey', value: 'FORGED' }] });
    expect(update.result).not.toBe(BatchResult.ok);
    expect((await env.admin.one({ action: BatchAction.delete, gId: licenceNodeGId(acme) })).result).toBe(BatchResult.accessDenied);
    const node = (await env.admin.one({ action: BatchAction.browse, gId: licenceNodeGId(acme), filter: { depth: 0 } })).node;
    expect(propValue(node, 'HardwareKey')).toBe('ACME-0001');
    expect(node?.properties?.every((p) => (p.ac & 32) === 0)).toBe(true);
  });

  it('follows its record: a published change, a delete and a restore', async () => {
    const customerId = (await env.server.database.db.selectFrom('records').select('id').where('name', '=', 'Acme Biologics').executeTakeFirstOrThrow()).id;
    const created = await records.post('/api/db/license', { name: 'Trial licence', customerId, hwKey: 'TRIAL-1', expires: '2020-01-31' });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    const gId = licenceNodeGId(id);
    const read = async () => (await env.admin.one({ action: BatchAction.browse, gId, filter: { depth: 0 } })).node;
    expect(propValue(await read(), 'HardwareKey')).toBe('TRIAL-1');
    expect((await env.admin.one({ action: BatchAction.call, gId, methodName: 'CheckValidity' })).returnValue).toBe('Not valid: expired on 2020-01-31.');

    expect((await records.put(`/api/db/license/${id}`, { recRev: 1, name: 'Trial licence 2', hwKey: 'TRIAL-2' })).status).toBe(200);
    // A draft is not the licence yet: the node shows the current revision until it is published.
    expect(propValue(await read(), 'HardwareKey')).toBe('TRIAL-1');
    expect((await records.post(`/api/db/license/${id}/publish`, { recRev: 2 })).status).toBe(200);
    const published = await read();
    expect(published?.name).toBe('Trial licence 2');
    expect(propValue(published, 'HardwareKey')).toBe('TRIAL-2');
    expect(propValue(published, 'Revision')).toBe(2);

    expect((await records.del('/api/db/license', [id])).status).toBe(200);
    expect((await env.admin.one({ action: BatchAction.browse, gId, filter: { depth: 0 } })).result).toBe(BatchResult.notFound);
    expect((await records.post('/api/db/license/restore', { ids: [id] })).status).toBe(200);
    expect((await read())?.name).toBe('Trial licence 2');
  });

  it('shows a renamed customer on its licences', async () => {
    const nordicCustomer = (await env.server.database.db.selectFrom('records').select('id').where('name', '=', 'Nordic Gene Labs').executeTakeFirstOrThrow()).id;
    expect((await records.put(`/api/db/customer/${nordicCustomer}`, { recRev: 1, name: 'Nordic Gene Labs AS' })).status).toBe(200);
    expect((await records.post(`/api/db/customer/${nordicCustomer}/publish`, { recRev: 2 })).status).toBe(200);
    const node = (await env.admin.one({ action: BatchAction.browse, gId: licenceNodeGId(nordic), filter: { depth: 0 } })).node;
    expect(propValue(node, 'Customer')).toBe('Nordic Gene Labs AS');
  });

  it('shows a renamed feature on the licences that grant it', async () => {
    const feature = await env.server.database.db.selectFrom('records').select(['id', 'rec_rev']).where('entity', '=', 'feature').where('name', '=', 'Product QC').executeTakeFirstOrThrow();
    expect((await records.put(`/api/db/feature/${feature.id}`, { recRev: feature.rec_rev, name: 'Product quality control' })).status).toBe(200);
    expect((await records.post(`/api/db/feature/${feature.id}/publish`, { recRev: feature.rec_rev + 1 })).status).toBe(200);
    const node = (await env.admin.one({ action: BatchAction.browse, gId: licenceNodeGId(acme), filter: { depth: 0 } })).node;
    expect(propValue(node, 'Features')).toEqual(['IVT monitoring', 'Product quality control']);
  });

  it('shows Closed as SetRecordState sets it, and leaves the tree on a permanent delete', async () => {
    const customerId = (await env.server.database.db.selectFrom('records').select('id').where('name', '=', 'Acme Biologics').executeTakeFirstOrThrow()).id;
    const created = await records.post('/api/db/license', { name: 'State licence', customerId, hwKey: 'STATE-1' });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    const gId = licenceNodeGId(id);
    const closed = async () => propValue((await env.admin.one({ action: BatchAction.browse, gId, filter: { depth: 0 } })).node, 'Closed');
    expect(await closed()).toBe(false);
    expect((await records.post('/api/db/license/SetRecordState', { ids: [id], recState: RecordStatus.closed })).status).toBe(200);
    expect(await closed()).toBe(true);
    expect((await env.admin.one({ action: BatchAction.call, gId, methodName: 'CheckValidity' })).returnValue).toBe('Not valid: the licence is closed.');
    expect((await records.post('/api/db/license/SetRecordState', { ids: [id], recState: RecordStatus.active })).status).toBe(200);
    expect(await closed()).toBe(false);

    expect((await records.del('/api/db/license?permanent=true&reason=cleanup', { ids: [id] })).status).toBe(200);
    const db = env.server.database.db;
    expect(await db.selectFrom('nodes').select('g_id').where('g_id', '=', gId).execute()).toEqual([]);
    expect(await db.selectFrom('node_properties').select('prop_id').where('node_g_id', '=', gId).execute()).toEqual([]);
  });

  it('adds no change-log row when a re-sync finds the node already in step', async () => {
    const db = env.server.database.db;
    const nodeChanges = async () => (await db.selectFrom('change_log').select('id').where('kind', '=', 'node').where('ref', 'in', [licenceNodeGId(acme), licenceNodeGId(nordic), GID_LICENSES]).execute()).length;
    const before = await nodeChanges();
    await syncLicenceNodes(db, [acme, nordic]);
    expect(await nodeChanges()).toBe(before);
    // A draft of the licence is not its current revision: saving one changes no node either.
    const rev = (await db.selectFrom('records').select('rec_rev').where('id', '=', acme).executeTakeFirstOrThrow()).rec_rev;
    expect((await records.put(`/api/db/license/${acme}`, { recRev: rev, hwKey: 'ACME-DRAFT' })).status).toBe(200);
    expect(await nodeChanges()).toBe(before);
    expect((await records.post(`/api/db/license/${acme}/discard`, {})).status).toBe(200);
    // The check itself: a changed record does add the node's row.
    await db.updateTable('records').set({ name: 'Acme production licence (renamed)' }).where('id', '=', acme).execute();
    await syncLicenceNodes(db, [acme, nordic]);
    expect(await nodeChanges()).toBe(before + 1);
    await db.updateTable('records').set({ name: 'Acme production licence' }).where('id', '=', acme).execute();
    await syncLicenceNodes(db, [acme]);
  });
});

describe('licenceValidityText', () => {
  it('says closed, expired, valid until the last day, or valid without an end', () => {
    expect(licenceValidityText('2026-01-01', true, '2025-01-01')).toBe('Not valid: the licence is closed.');
    expect(licenceValidityText('2025-01-01', false, '2025-01-02')).toBe('Not valid: expired on 2025-01-01.');
    expect(licenceValidityText('2025-01-01', false, '2025-01-01')).toBe('Valid until 2025-01-01.');
    expect(licenceValidityText(null, false, '2025-01-01')).toBe('Valid, without an end date.');
  });
});
