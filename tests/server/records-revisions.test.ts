import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, record, sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

let server: TestServer;
let admin: Session;
let operator: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await sessionOf(server, 'admin');
  operator = await sessionOf(server, 'operator');
});
afterAll(async () => {
  await server.close();
});

/** A Lab A customer: the operator (Lab A) may read and update it. */
async function labACustomer(name: string): Promise<number> {
  return record(await admin.post('/api/db/customer', { name, recTeamId: 1 })).id;
}

describe('revisions', () => {
  it('keeps the current revision for others while the editor holds a draft, and names the editor', async () => {
    const id = await labACustomer('Rev one');
    const draft = record(await operator.put(`/api/db/customer/${id}`, { recRev: 1, address: 'New street 1' }));
    expect(draft).toMatchObject({ recRev: 2, recPublished: false, recLastRev: true, readonly: false, address: 'New street 1', userEditing: null });
    const seenByAdmin = record(await admin.get(`/api/db/customer/${id}`));
    expect(seenByAdmin).toMatchObject({ recRev: 1, address: '', recLastRev: false, recPublished: true, readonly: true, userEditing: 'Olivia Operator' });
    const blocked = await admin.put(`/api/db/customer/${id}`, { recRev: 1, address: 'Other' });
    expect(blocked.status).toBe(409);
    expect(messages(blocked)).toEqual(['The record is being edited by Olivia Operator.']);
    const second = record(await operator.put(`/api/db/customer/${id}`, { recRev: 2, contactPhone: '+1 555 0100' }));
    expect(second).toMatchObject({ recRev: 2, address: 'New street 1', contactPhone: '+1 555 0100' });
  });

  it('publishes a draft: it becomes current and the previous one old', async () => {
    const id = await labACustomer('Rev two');
    await operator.put(`/api/db/customer/${id}`, { recRev: 1, name: 'Rev two (edited)' });
    const published = record(await operator.post(`/api/db/customer/${id}/publish`, { recRev: 2 }));
    expect(published).toMatchObject({ recRev: 2, recPublished: true, recLastRev: true, name: 'Rev two (edited)', tampered: false });
    expect(record(await admin.get(`/api/db/customer/${id}`))).toMatchObject({ recRev: 2, name: 'Rev two (edited)', userEditing: null, readonly: false });
    expect(record(await admin.get(`/api/db/customer/${id}?rev=1`))).toMatchObject({ recRev: 1, name: 'Rev two', recLastRev: false, recPublished: true, readonly: true });
    const audit = await server.database.db.selectFrom('audit_log').select('category').where('entity', '=', 'customer').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.category)).toEqual(['record-create', 'record-draft', 'record-publish']);
  });

  it('discards a draft and leaves the current revision untouched', async () => {
    const id = await labACustomer('Rev three');
    await operator.put(`/api/db/customer/${id}`, { recRev: 1, description: 'to be dropped' });
    const discarded = record(await operator.post(`/api/db/customer/${id}/discard`));
    expect(discarded).toMatchObject({ recRev: 1, description: '', recLastRev: true, recPublished: true });
    expect(messages(await operator.post(`/api/db/customer/${id}/discard`))).toEqual(['The record has no draft.']);
  });

  it('refuses an update against a stale recRev with a conflict naming the current revision', async () => {
    const id = await labACustomer('Rev four');
    await admin.put(`/api/db/customer/${id}`, { recRev: 1, description: 'admin edit' });
    await admin.post(`/api/db/customer/${id}/publish`, { recRev: 2 });
    const stale = await operator.put(`/api/db/customer/${id}`, { recRev: 1, description: 'operator edit' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: [{ msg: 'The record was changed by someone else (revision 2). Reload it and try again.', field: 'recRev', severity: 2 }] });
    expect(record(await admin.get(`/api/db/customer/${id}`)).description).toBe('admin edit');
    const stalePublish = await admin.put(`/api/db/customer/${id}`, { recRev: 2, description: 'again' });
    expect(stalePublish.status).toBe(200);
    expect((await admin.post(`/api/db/customer/${id}/publish`, { recRev: 2 })).status).toBe(409);
  });
});

describe('read-only rules on the server', () => {
  it('refuses changes to deleted, closed and snapshot records, and to users without the update right', async () => {
    const deleted = await labACustomer('RO deleted');
    await admin.del('/api/db/customer', [deleted]);
    expect(messages(await admin.put(`/api/db/customer/${deleted}`, { recRev: 1, name: 'x' }))).toEqual(['The record is deleted and can not be changed.']);

    const closed = await labACustomer('RO closed');
    await admin.post('/api/db/customer/SetRecordState', { ids: [closed], recState: 2 });
    expect(messages(await operator.put(`/api/db/customer/${closed}`, { recRev: 1, name: 'x' }))).toEqual(['The record is closed and can not be changed.']);

    const snapshot = await labACustomer('RO snapshot');
    await server.database.db.updateTable('records').set({ snapshot: 1 }).where('id', '=', snapshot).execute();
    expect(record(await admin.get(`/api/db/customer/${snapshot}`)).readonly).toBe(true);
    expect(messages(await admin.put(`/api/db/customer/${snapshot}`, { recRev: 1, name: 'x' }))).toEqual(['The record is a snapshot and can not be changed.']);

    const shared = record(await admin.post('/api/db/customer', { name: 'RO shared read', recTeamId: 2 })).id;
    await server.database.db.insertInto('record_acl').values({ record_id: shared, user_id: 2, role_id: null }).execute();
    const seen = record(await operator.get(`/api/db/customer/${shared}`));
    expect(seen.recAccess).toBe(6);
    expect(messages(await operator.del('/api/db/customer', [shared]))).toEqual(['You do not have enough permissions to do this with the record.']);
    for (const id of [deleted, closed, snapshot]) {
      const row = await server.database.db.selectFrom('records').select('rec_rev').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.rec_rev).toBe(1);
    }
  });

  it('keeps the feature UID fixed after create', async () => {
    const id = record(await admin.post('/api/db/feature', { name: 'Fixed', featureUID: 'FIXED.1' })).id;
    const res = await admin.put(`/api/db/feature/${id}`, { recRev: 1, featureUID: 'FIXED.2' });
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual(['The feature UID can not be changed.']);
    expect((await admin.post('/api/db/feature', { name: 'Dup', featureUID: 'fixed.1' })).status).toBe(409);
  });
});
