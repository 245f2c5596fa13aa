import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { MSG_TOO_MANY_ITEMS } from '../../server/nodes/batch-budget';
import { CONTROLLER, nodeUser } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let admin: NodeUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await nodeUser(server, 'admin');
});
afterAll(async () => {
  await server.close();
});

async function counts(): Promise<[number, number, number]> {
  const db = server.database.db;
  const n = await db.selectFrom('nodes').select(db.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
  const p = await db.selectFrom('node_properties').select('value').where('host', '=', '').where('node_g_id', '=', '0.Settings.Locale').where('prop_id', '=', 'noOfDecimals').executeTakeFirstOrThrow();
  const a = await db.selectFrom('audit_log').select(db.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
  return [Number(n.c), Number(p.value), Number(a.c)];
}

const validUpdate = { action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 5 }] };

describe('malformed batches', () => {
  it.each([
    ['a missing action', [validUpdate, { gId: '0' }], '1.action'],
    ['an unknown action code', [validUpdate, { action: 42 }], '1.action'],
    ['a value of no property type', [validUpdate, { action: BatchAction.update, gId: '0', values: [{ id: 'x', value: { nested: true } }] }], '1.values.0.value'],
    ['values that are not a list', [validUpdate, { action: BatchAction.update, gId: '0', values: 'x' }], '1.values'],
    ['a gId that is not text', [validUpdate, { action: BatchAction.browse, gId: 7 }], '1.gId'],
  ])('answers 400 for %s and changes nothing', async (_label, items, field) => {
    const before = await counts();
    const res = await admin.post(items);
    expect(res.status).toBe(400);
    const body = res.body as { error: { msg: string; field?: string }[] };
    expect(body.error.some((e) => e.field === field)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a body that is no list, and for an empty list', async () => {
    expect((await admin.post({ action: BatchAction.browse })).status).toBe(400);
    const empty = await admin.post([]);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: [{ msg: 'Request body is invalid: a batch needs at least one item.', severity: 2 }] });
  });

  it('answers 413 for more than 10,000 items and runs none of them', async () => {
    const before = await counts();
    const items = [validUpdate, ...Array.from({ length: 10_000 }, () => ({ action: BatchAction.getType, className: 'Pump' }))];
    const res = await admin.post(items);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOO_MANY_ITEMS, severity: 2 }] });
    expect(await counts()).toEqual(before);
  });

  it('accepts exactly 10,000 items', async () => {
    const res = await admin.post(Array.from({ length: 10_000 }, () => ({ action: BatchAction.getType, className: 'Vial' })));
    expect(res.status).toBe(200);
    expect((res.body as { responses: unknown[] }).responses).toHaveLength(10_000);
  });

  it('answers 403 for an unknown share link without a login, and 400 for malformed share ids', async () => {
    const client = await server.client();
    const share = await client.post('/api/node/batch?shareId=abc123&sharePass=secret', [{ action: BatchAction.browse }]);
    expect(share.status).toBe(403);
    expect(share.body).toEqual({ error: [{ msg: 'Share link is invalid or has expired.', severity: 2 }] });
    const malformed = await client.post('/api/node/batch?shareId=a%20b&sharePass=secret', [{ action: BatchAction.browse }]);
    expect(malformed.status).toBe(400);
  });

  it('answers 400 for a malformed controller name', async () => {
    expect((await admin.post([{ action: BatchAction.browse }], 'controller=a.b')).status).toBe(400);
    expect((await admin.post([{ action: BatchAction.browse }], CONTROLLER)).status).toBe(200);
  });
});
