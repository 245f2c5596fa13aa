import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { HEAVY_BROWSE_NODES, MAX_HEAVY_ITEMS, MSG_ANSWER_TOO_LARGE, MSG_TOO_MANY_HEAVY_ITEMS } from '../../server/nodes/batch-budget';
import { insertProperties, propertyRowFromTemplate } from '../../server/nodes/node-store';
import { nodeTypeOf } from '../../server/nodes/type-registry';
import { CONTROLLER, nodeUser } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const HOST = 'LAB-CTRL-1';
const BIG = '0.Autosampler.Vials';
let server: TestServer;
let admin: NodeUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await nodeUser(server, 'admin');
  // A vial table larger than HEAVY_BROWSE_NODES, so a deep browse of the controller tree is heavy.
  const db = server.database.db;
  const vial = nodeTypeOf('Vial');
  const count = HEAVY_BROWSE_NODES + 100;
  const rows = Array.from({ length: count }, (_, i) => ({ host: HOST, g_id: `${BIG}.Bulk${i}`, parent_g_id: BIG, node_id: `Bulk${i}`, name: `Bulk vial ${i} ${'x'.repeat(150)}`, type: 'Vial', sort_order: 10 + i, visible: 1, active: 1 as const, web_editor: null }));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('nodes').values(rows.slice(i, i + 200)).execute();
  await insertProperties(db, rows.flatMap((r) => vial.properties.map((t, i) => propertyRowFromTemplate(HOST, r.g_id, t, i))));
});
afterAll(async () => {
  await server.close();
});

async function flowRate(): Promise<unknown> {
  const row = await server.database.db.selectFrom('node_properties').select('value').where('host', '=', HOST).where('node_g_id', '=', '0.Pump').where('prop_id', '=', 'FlowRate').executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}

const update: BatchRequestItem = { action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 7 }] };

describe('batch budget', () => {
  it('refuses 10,000 serialize items up front with 400', async () => {
    const res = await admin.post(Array.from({ length: 10_000 }, () => ({ action: BatchAction.serialize, gId: '0' })));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOO_MANY_HEAVY_ITEMS, severity: 2 }] });
    expect(res.text.length).toBeLessThan(1000);
  });

  it('allows MAX_HEAVY_ITEMS heavy items and refuses one more, running none of them', async () => {
    const heavy = (i: number): BatchRequestItem => (i % 2 === 0 ? { action: BatchAction.serialize, gId: '0.Pump' } : { action: BatchAction.call, gId: '0.Pump', methodName: i % 4 === 1 ? 'ExportNative' : 'Clone' });
    const before = await flowRate();
    const refused = await admin.post([update, ...Array.from({ length: MAX_HEAVY_ITEMS + 1 }, (_, i) => heavy(i))], CONTROLLER);
    expect(refused.status).toBe(400);
    expect(await flowRate()).toBe(before);
    const pumps = await server.database.db.selectFrom('nodes').select('g_id').where('host', '=', HOST).where('type', '=', 'Pump').execute();
    expect(pumps).toHaveLength(1);
    const allowed = await admin.post(Array.from({ length: MAX_HEAVY_ITEMS }, () => ({ action: BatchAction.serialize, gId: '0.Pump' })), CONTROLLER);
    expect(allowed.status).toBe(200);
  });

  it("counts a heavy method named by its address ('.$') as heavy too", async () => {
    const res = await admin.post(Array.from({ length: MAX_HEAVY_ITEMS + 1 }, () => ({ action: BatchAction.call, gId: '0.Pump.Clone.$' })), CONTROLLER);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOO_MANY_HEAVY_ITEMS, severity: 2 }] });
    const pumps = await server.database.db.selectFrom('nodes').select('g_id').where('host', '=', HOST).where('type', '=', 'Pump').execute();
    expect(pumps).toHaveLength(1);
  });

  it('counts deep browses over large subtrees as heavy and rolls the batch back when there are too many', async () => {
    const before = await flowRate();
    // Depth 2 answers little but loads the whole subtree of more than HEAVY_BROWSE_NODES nodes.
    const browse: BatchRequestItem = { action: BatchAction.browse, gId: '0', filter: { depth: 2, props: 'AlarmingInfo' } };
    const res = await admin.post([update, ...Array.from({ length: MAX_HEAVY_ITEMS + 1 }, () => browse)], CONTROLLER);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOO_MANY_HEAVY_ITEMS, severity: 2 }] });
    expect(await flowRate()).toBe(before);
    // One level at a time (the tree's lazy browse) is never heavy.
    const shallow = await admin.batch(Array.from({ length: 50 }, () => ({ action: BatchAction.browse, gId: '0', filter: { depth: 1, props: 'AlarmingInfo' } })), CONTROLLER);
    expect(shallow.responses.every((r) => r.result === BatchResult.ok)).toBe(true);
  });

  it('stops a batch whose answer grows past the size budget with 413 and changes nothing', async () => {
    const before = await flowRate();
    const browse: BatchRequestItem = { action: BatchAction.browse, gId: BIG, filter: { depth: 1 } };
    const res = await admin.post([update, ...Array.from({ length: 200 }, () => browse)], CONTROLLER);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: [{ msg: MSG_ANSWER_TOO_LARGE, severity: 2 }] });
    expect(await flowRate()).toBe(before);
    const health = await (await server.client()).get('/api/health');
    expect(health.status).toBe(200);
  });
});
