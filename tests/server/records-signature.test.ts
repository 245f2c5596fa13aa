import { describe, expect, it } from 'vitest';
import { page, record } from './support/record-requests';
import { useRecordServer } from './support/record-server';

const env = useRecordServer();

describe('record signatures', () => {
  it('keeps the signing key in the settings table', async () => {
    const row = await env.server.database.db.selectFrom('settings').select('value').where('key', '=', 'recordSigningKey').executeTakeFirst();
    expect(row?.value.length).toBeGreaterThan(20);
  });

  it('flags a record whose stored content was changed behind the server', async () => {
    const created = record(await env.admin.post('/api/db/customer', { name: 'Signed', contactPhone: '+1 555' }));
    expect(created.tampered).toBe(false);
    const row = await env.server.database.db.selectFrom('records').select('data').where('id', '=', created.id).executeTakeFirstOrThrow();
    const altered = JSON.stringify({ ...JSON.parse(row.data), contactPhone: '+1 666' });
    await env.server.database.db.updateTable('records').set({ data: altered }).where('id', '=', created.id).execute();
    expect(record(await env.admin.get(`/api/db/customer/${created.id}`))).toMatchObject({ tampered: true, contactPhone: '+1 666' });
    expect(page(await env.admin.get('/api/db/customer?search=Signed')).items[0]?.tampered).toBe(true);
  });

  it('flags a changed searchable copy and a changed old revision', async () => {
    const created = record(await env.admin.post('/api/db/customer', { name: 'Copy' }));
    await env.server.database.db.updateTable('records').set({ name: 'Forged' }).where('id', '=', created.id).execute();
    expect(record(await env.admin.get(`/api/db/customer/${created.id}`)).tampered).toBe(true);

    const other = record(await env.admin.post('/api/db/customer', { name: 'Old rev' }));
    await env.admin.put(`/api/db/customer/${other.id}`, { recRev: 1, description: 'v2' });
    expect(record(await env.admin.post(`/api/db/customer/${other.id}/publish`, { recRev: 2 })).tampered).toBe(false);
    expect(record(await env.admin.get(`/api/db/customer/${other.id}?rev=1`)).tampered).toBe(false);
    await env.server.database.db.updateTable('record_revisions').set({ data: JSON.stringify({ name: 'Old rev', description: 'forged' }) }).where('record_id', '=', other.id).where('rev', '=', 1).execute();
    expect(record(await env.admin.get(`/api/db/customer/${other.id}?rev=1`)).tampered).toBe(true);
  });
});
