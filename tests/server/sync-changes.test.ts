import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchResponse, NodeDto } from '../../src/domain/nodes/node-protocol';
import type { NodeChange, RecordChange, SyncChange, SyncChangesAnswer } from '../../src/domain/sync/sync-protocol';
import { appendChanges, pruneChangeLog } from '../../server/sync/change-log';
import { licenceNodeGId } from '../../src/domain/nodes/licence-node-ids';
import { record } from './support/record-requests';
import type { Session } from './support/record-requests';
import { SEEDED, useRecordServer } from './support/record-server';

const env = useRecordServer();

async function changesOf(who: Session, query: string): Promise<SyncChangesAnswer> {
  const res = await who.get(`/api/sync/changes${query}`);
  if (res.status !== 200) throw new Error(`changes answered ${res.status}: ${res.text}`);
  return res.body as SyncChangesAnswer;
}

async function cursorOf(who: Session): Promise<string> {
  return (await changesOf(who, '')).cursor;
}

/** Every change after the cursor, page after page. */
async function allChangesSince(who: Session, cursor: string, limit = 200): Promise<SyncChange[]> {
  const all: SyncChange[] = [];
  for (let since = cursor, pages = 0; pages < 100; pages++) {
    const answer = await changesOf(who, `?since=${encodeURIComponent(since)}&limit=${limit}`);
    expect(answer.reset).not.toBe(true);
    all.push(...answer.changes);
    if (!answer.more) return all;
    since = answer.cursor;
  }
  throw new Error('too many pages');
}

async function batch(who: Session, items: unknown[], query = ''): Promise<BatchResponse> {
  const res = await who.post(`/api/node/batch${query}`, items);
  if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${res.text}`);
  return res.body as BatchResponse;
}

const recordChanges = (changes: SyncChange[], id: number) => changes.filter((c): c is RecordChange => c.kind === 'record' && c.id === id);
const nodeChanges = (changes: SyncChange[], gId: string) => changes.filter((c): c is NodeChange => c.kind === 'node' && c.gId === gId);

describe('GET /api/sync/changes', () => {
  it('answers node and record writes in the order they were made, each as its current answer', async () => {
    const since = await cursorOf(env.admin);
    const customer = record(await env.admin.post('/api/db/customer', { name: 'Sync first', recTeamId: SEEDED.labA }));
    const update = await batch(env.admin, [{ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 4 }] }]);
    expect(update.responses[0]?.result).toBe(BatchResult.ok);
    const other = record(await env.admin.post('/api/db/customer', { name: 'Sync second', recTeamId: SEEDED.labA }));

    const changes = (await allChangesSince(env.admin, since)).filter((c) => c.kind !== 'event');
    expect(changes.map((c) => (c.kind === 'record' ? `record ${c.id}` : c.kind === 'node' ? `node ${c.gId}` : ''))).toEqual([`record ${customer.id}`, 'node 0.Settings.Locale', `record ${other.id}`]);
    const [first] = recordChanges(changes, customer.id);
    const read = record(await env.admin.get(`/api/db/customer/${customer.id}`));
    expect(first && 'record' in first ? first.record : undefined).toEqual(read);
    const [locale] = nodeChanges(changes, '0.Settings.Locale');
    const node = locale && 'node' in locale ? locale.node : undefined;
    expect(node?.properties?.find((p) => p.id === 'noOfDecimals')?.value).toBe(4);
    expect(node?.childs).toBeUndefined();
  });

  it('lists the audit entries of the writes for administrators only', async () => {
    const adminSince = await cursorOf(env.admin);
    const engineerSince = await cursorOf(env.engineer);
    record(await env.engineer.post('/api/db/customer', { name: 'Audited customer' }));
    const events = (await allChangesSince(env.admin, adminSince)).filter((c) => c.kind === 'event');
    expect(events.map((e) => (e.kind === 'event' ? e.entry.category : ''))).toContain('record-create');
    expect((await allChangesSince(env.engineer, engineerSince)).some((c) => c.kind === 'event')).toBe(false);
  });

  it("never returns another team's record change, nor anything that tells it exists", async () => {
    const operatorSince = await cursorOf(env.operator);
    const engineerSince = await cursorOf(env.engineer);
    const secret = record(await env.engineer.post('/api/db/customer', { name: 'Lab B secret for sync' }));
    await env.engineer.put(`/api/db/customer/${secret.id}`, { recRev: secret.recRev, name: 'Lab B secret renamed' });

    const seenByOperator = await allChangesSince(env.operator, operatorSince);
    expect(recordChanges(seenByOperator, secret.id)).toEqual([]);
    expect(JSON.stringify(seenByOperator)).not.toContain('Lab B secret');
    expect(recordChanges(await allChangesSince(env.engineer, engineerSince), secret.id)).toHaveLength(1);
  });

  it('announces a permanently deleted record as deleted to those who could read it, and to no one else', async () => {
    const labA = record(await env.admin.post('/api/db/customer', { name: 'Lab A to delete', recTeamId: SEEDED.labA }));
    const operatorSince = await cursorOf(env.operator);
    const engineerSince = await cursorOf(env.engineer);
    const res = await env.admin.del(`/api/db/customer?permanent=true&reason=${encodeURIComponent('sync test')}`, [labA.id]);
    expect(res.status).toBe(200);

    expect(recordChanges(await allChangesSince(env.operator, operatorSince), labA.id)).toEqual([{ kind: 'record', entity: 'customer', id: labA.id, deleted: true }]);
    expect(recordChanges(await allChangesSince(env.engineer, engineerSince), labA.id)).toEqual([]);
  });

  it('tells the readers a record moved to another team is gone, and the new team that it is there', async () => {
    const moved = record(await env.admin.post('/api/db/customer', { name: 'Moving customer', recTeamId: SEEDED.labA }));
    const operatorSince = await cursorOf(env.operator);
    const engineerSince = await cursorOf(env.engineer);
    expect((await env.admin.post('/api/db/customer/AssignSecurity', { ids: [moved.id], recTeamId: SEEDED.labB })).status).toBe(200);

    expect(recordChanges(await allChangesSince(env.operator, operatorSince), moved.id)).toEqual([{ kind: 'record', entity: 'customer', id: moved.id, deleted: true }]);
    const [forEngineer] = recordChanges(await allChangesSince(env.engineer, engineerSince), moved.id);
    expect(forEngineer && 'record' in forEngineer ? forEngineer.record.recTeamId : undefined).toBe(SEEDED.labB);
  });

  it('tells the readers of a licence moved to another team that its node left their view, and the new team that it is there', async () => {
    const nordic = (await env.server.database.db.selectFrom('records').select('id').where('name', '=', 'Nordic development licence').executeTakeFirstOrThrow()).id;
    const gId = licenceNodeGId(nordic);
    const browse = [{ action: BatchAction.browse, gId, filter: { depth: 0 } }];
    expect((await batch(env.engineer, browse)).responses[0]?.result).toBe(BatchResult.ok);
    const engineerSince = await cursorOf(env.engineer);
    const adminSince = await cursorOf(env.admin);
    const operatorSince = await cursorOf(env.operator);
    expect((await env.admin.post('/api/db/license/AssignSecurity', { ids: [nordic], recTeamId: SEEDED.labA })).status).toBe(200);

    expect((await batch(env.engineer, browse)).responses[0]?.result).toBe(BatchResult.accessDenied);
    expect(nodeChanges(await allChangesSince(env.engineer, engineerSince), gId)).toEqual([{ kind: 'node', host: '', gId, removed: true }]);
    const [forAdmin] = nodeChanges(await allChangesSince(env.admin, adminSince), gId);
    expect(forAdmin && 'node' in forAdmin ? forAdmin.node.name : undefined).toBe('Nordic development licence');
    // The operator has no licence right: nothing of the licence reaches them.
    expect(JSON.stringify(await allChangesSince(env.operator, operatorSince))).not.toContain(gId);

    const backSince = await cursorOf(env.engineer);
    expect((await env.admin.post('/api/db/license/AssignSecurity', { ids: [nordic], recTeamId: SEEDED.labB })).status).toBe(200);
    const [returned] = nodeChanges(await allChangesSince(env.engineer, backSince), gId);
    expect(returned && 'node' in returned ? returned.node.name : undefined).toBe('Nordic development licence');
  });

  it('tells only the readers of a deleted licence that its node is gone, never a user who could not read it', async () => {
    const licences = await env.server.database.db.selectFrom('records').select(['id', 'name']).where('entity', '=', 'license').where('deleted', '=', 0).execute();
    const other = licences.find((l) => l.name !== 'Nordic development licence');
    if (!other) throw new Error('the seed holds a second licence');
    const gId = licenceNodeGId(other.id);
    const browse = [{ action: BatchAction.browse, gId, filter: { depth: 0 } }];
    expect((await batch(env.engineer, browse)).responses[0]?.result).toBe(BatchResult.accessDenied);
    const engineerSince = await cursorOf(env.engineer);
    const adminSince = await cursorOf(env.admin);
    expect((await env.admin.del(`/api/db/license?reason=${encodeURIComponent('sync test')}`, [other.id])).status).toBe(200);

    expect(nodeChanges(await allChangesSince(env.admin, adminSince), gId)).toEqual([{ kind: 'node', host: '', gId, removed: true }]);
    expect(JSON.stringify(await allChangesSince(env.engineer, engineerSince))).not.toContain(gId);
  });

  it('answers a removed node as removed, and a created one as its depth-0 browse answer', async () => {
    const since = await cursorOf(env.engineer);
    const created = await batch(env.engineer, [{ action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Vial', name: 'SyncVial' }], '?controller=LAB-CTRL-1');
    const gId = created.responses[0]?.gId as string;
    const afterCreate = await allChangesSince(env.engineer, since);
    const [appeared] = nodeChanges(afterCreate, gId);
    const browsed = await batch(env.engineer, [{ action: BatchAction.browse, gId, filter: { depth: 0, browseLevel: 2, memberBrowseLevel: 2 } }], '?controller=LAB-CTRL-1');
    expect(appeared).toEqual({ kind: 'node', host: 'LAB-CTRL-1', gId, node: browsed.responses[0]?.node as NodeDto });
    expect(nodeChanges(afterCreate, '0.Autosampler.Vials')).toHaveLength(1);

    const beforeDelete = await cursorOf(env.engineer);
    await batch(env.engineer, [{ action: BatchAction.delete, gId }], '?controller=LAB-CTRL-1');
    expect(nodeChanges(await allChangesSince(env.engineer, beforeDelete), gId)).toEqual([{ kind: 'node', host: 'LAB-CTRL-1', gId, removed: true }]);
  });

  it('pages with limit, in order, until more is false', async () => {
    const since = await cursorOf(env.engineer);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(record(await env.engineer.post('/api/db/customer', { name: `Paged ${i}` })).id);
    const first = await changesOf(env.engineer, `?since=${encodeURIComponent(since)}&limit=2`);
    expect(first.changes).toHaveLength(2);
    expect(first.more).toBe(true);
    const all = await allChangesSince(env.engineer, since, 2);
    expect(all.filter((c) => c.kind === 'record').map((c) => (c.kind === 'record' ? c.id : 0))).toEqual(ids);
  });

  it("answers reset when the user's teams changed since the cursor", async () => {
    const since = await cursorOf(env.operator);
    const patched = await env.admin.client.request('PATCH', `/api/admin/users/${SEEDED.operator}`, { body: { teamIds: [SEEDED.labA, SEEDED.labB] }, token: env.admin.token });
    expect(patched.status).toBe(200);
    const answer = await changesOf(env.operator, `?since=${encodeURIComponent(since)}`);
    expect(answer).toMatchObject({ reset: true, changes: [], more: false });
    expect(answer.cursor).not.toBe(since);
    expect((await changesOf(env.operator, `?since=${encodeURIComponent(answer.cursor)}`)).reset).not.toBe(true);
    await env.admin.client.request('PATCH', `/api/admin/users/${SEEDED.operator}`, { body: { teamIds: [SEEDED.labA] }, token: env.admin.token });
  });

  it('answers reset for a cursor older than the pruned part of the log', async () => {
    const since = await cursorOf(env.engineer);
    record(await env.engineer.post('/api/db/customer', { name: 'Before the prune' }));
    await pruneChangeLog(env.server.database.db, new Date(Date.now() + 60_000));
    expect(await changesOf(env.engineer, `?since=${encodeURIComponent(since)}`)).toMatchObject({ reset: true, changes: [] });
    const fresh = await cursorOf(env.engineer);
    expect((await changesOf(env.engineer, `?since=${encodeURIComponent(fresh)}`)).reset).not.toBe(true);
  });

  it("answers reset for another user's cursor", async () => {
    const engineers = await cursorOf(env.engineer);
    expect((await changesOf(env.operator, `?since=${encodeURIComponent(engineers)}`)).reset).toBe(true);
  });

  it('refuses a malformed cursor or limit with 400, and callers without a login with 401', async () => {
    const cursor = await cursorOf(env.engineer);
    for (const query of ['?since=12', '?since=c1.x', `?since=${encodeURIComponent(cursor)}&limit=0`, `?since=${encodeURIComponent(cursor)}&limit=501`, '?limit=abc']) {
      const res = await env.engineer.get(`/api/sync/changes${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: [{ msg: expect.any(String) }] });
    }
    const anonymous = await env.server.client();
    expect((await anonymous.get('/api/sync/changes')).status).toBe(401);
  });

  it('numbers changes in commit order, so a cursor never passes a change a slower transaction still holds', async () => {
    const { db, dialect, location } = env.server.database;
    if (dialect === 'postgres') {
      const slow = await db.startTransaction().execute();
      await appendChanges(slow, [{ kind: 'event', ref: 'slow' }]);
      await appendChanges(db, [{ kind: 'event', ref: 'fast' }]);
      await slow.commit().execute();
      const rows = await db.selectFrom('change_log').select(['id', 'seq', 'ref']).where('ref', 'in', ['slow', 'fast']).execute();
      const slowRow = rows.find((r) => r.ref === 'slow');
      const fastRow = rows.find((r) => r.ref === 'fast');
      // The slow transaction drew its row id first but committed last: it is numbered after the fast one.
      expect(Number(slowRow?.id)).toBeLessThan(Number(fastRow?.id));
      expect(Number(slowRow?.seq)).toBeGreaterThan(Number(fastRow?.seq));
      return;
    }
    // SQLite: a writer holds the write lock until it commits, so no second writer can number a row
    // in between, even from another connection (another server instance on the same file).
    const slow = new SqliteDatabase(location);
    const other = new SqliteDatabase(location, { timeout: 0 });
    try {
      slow.prepare('begin immediate').run();
      slow.prepare("insert into change_log (kind, ref, created_at) values ('event', 'slow', 'x')").run();
      expect(() => other.prepare("insert into change_log (kind, ref, created_at) values ('event', 'fast', 'x')").run()).toThrow(/locked|busy/i);
      slow.prepare('commit').run();
      const row = slow.prepare("select id, seq from change_log where ref = 'slow'").get() as { id: number; seq: number };
      expect(row.seq).toBe(row.id);
    } finally {
      slow.close();
      other.close();
    }
  });
});
