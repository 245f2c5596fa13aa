import { describe, expect, it } from 'vitest';
import { MSG_UNKNOWN_SOURCE } from '../../src/domain/eventlog/eventlog-protocol';
import type { EventLogColumn } from '../../src/domain/eventlog/eventlog-columns';
import { messages } from './support/record-requests';
import { eventPage, useEventLogServer, writeEntries } from './support/eventlog-server';

const env = useEventLogServer();

const get = (path: string) => env.admin.get(path);
const pageOf = async (query: string) => eventPage(await get(`/api/eventlog/Audit?${query}`));

describe('GET /api/eventlog/{x}/schema', () => {
  it("answers the source's columns in the table header shape, with the reason and the client time on Audit", async () => {
    const res = await get('/api/eventlog/audit/schema');
    expect(res.status).toBe(200);
    const columns = (res.body as { columns: EventLogColumn[] }).columns;
    expect(columns.map((c) => c.value)).toEqual(expect.arrayContaining(['time', 'clientTime', 'username', 'property', 'oldValue', 'newValue', 'reason', 'message']));
    expect(columns[0]).toMatchObject({ text: 'Server time', value: 'time', visible: true, readonly: true, format: 'dateTime', canHide: false, canCustomize: false, index: 0 });
    expect(columns.find((c) => c.value === 'reason')).toMatchObject({ text: 'Reason', visible: true, canHide: true, canCustomize: true, width: 200 });
    const system = (await get('/api/eventlog/System/schema')).body as { columns: EventLogColumn[] };
    expect(system.columns.map((c) => c.value)).not.toContain('reason');
  });

  it('answers 404 for an unknown source', async () => {
    const res = await get('/api/eventlog/Nope/schema');
    expect(res.status).toBe(404);
    expect(messages(res)).toEqual([MSG_UNKNOWN_SOURCE]);
    expect((await get('/api/eventlog/Nope')).status).toBe(404);
  });
});

describe('GET /api/eventlog/{x}', () => {
  it('pages newest first with the total, and bounds the page size', async () => {
    await writeEntries(env, Array.from({ length: 7 }, (_, i) => ({ category: 'paging-probe', username: 'pager', message: `page entry ${i}` })));
    const first = await pageOf('user=pager&limit=3');
    expect(first).toMatchObject({ total: 7, offset: 0, limit: 3 });
    expect(first.rows.map((r) => r.message)).toEqual(['page entry 6', 'page entry 5', 'page entry 4']);
    const last = await pageOf('user=pager&limit=3&offset=6');
    expect(last.rows.map((r) => r.message)).toEqual(['page entry 0']);
    expect((await get('/api/eventlog/Audit?limit=501')).status).toBe(400);
    expect((await get('/api/eventlog/Audit?offset=-1')).status).toBe(400);
    expect((await get('/api/eventlog/Audit?from=yesterday')).status).toBe(400);
  });

  it('filters by user (any case), text (contained, any case, % taken literally), entity, sourceId, severity and controller', async () => {
    await writeEntries(env, [
      { category: 'filter-probe', username: 'Filterer', entity: 'customer', entityId: 'c-41', message: 'Renamed ACME to Acme 100% Labs' },
      { category: 'filter-probe', username: 'filterer', entity: 'node', entityId: '0.Pump', host: 'LAB-CTRL-9', message: 'Changed Flow rate', reason: 'Calibration drift' },
      { category: 'login-failed', username: 'filterer', message: 'Login failed: wrong password' },
      { category: 'filter-probe', username: 'someone-else', entity: 'customer', message: 'Renamed ACME again' },
    ]);
    const messagesOf = async (query: string) => (await pageOf(query)).rows.map((r) => r.message);
    expect(await messagesOf('user=FILTERER')).toEqual(['Login failed: wrong password', 'Changed Flow rate', 'Renamed ACME to Acme 100% Labs']);
    expect(await messagesOf('user=filterer&text=acme')).toEqual(['Renamed ACME to Acme 100% Labs']);
    expect(await messagesOf('text=100%25')).toEqual(['Renamed ACME to Acme 100% Labs']);
    expect(await messagesOf('user=filterer&text=drift')).toEqual(['Changed Flow rate']);
    expect(await messagesOf('text=acme&entity=customer')).toEqual(['Renamed ACME again', 'Renamed ACME to Acme 100% Labs']);
    expect(await messagesOf('sourceId=c-41')).toEqual(['Renamed ACME to Acme 100% Labs']);
    expect(await messagesOf('user=filterer&severity=1')).toEqual(['Login failed: wrong password']);
    expect(await messagesOf('controller=LAB-CTRL-9')).toEqual(['Changed Flow rate']);
  });

  it('filters by a date range, both ends included', async () => {
    await writeEntries(env, ['2025-01-01T10:00:00.000Z', '2025-02-15T10:00:00.000Z', '2025-03-31T23:59:59.999Z', '2025-04-01T00:00:00.000Z'].map((t) => ({ category: 'range-probe', username: 'ranger', message: t })));
    // Backdate the entries (the chain is another file's concern).
    const rows = await env.server.database.db.selectFrom('audit_log').select(['id', 'message']).where('username', '=', 'ranger').execute();
    for (const row of rows) await env.server.database.db.updateTable('audit_log').set({ time: row.message as string }).where('id', '=', row.id).execute();
    const inRange = await pageOf(`user=ranger&from=${encodeURIComponent('2025-02-01T00:00:00+01:00')}&to=2025-03-31T23:59:59.999Z`);
    expect(inRange.rows.map((r) => r.time)).toEqual(['2025-03-31T23:59:59.999Z', '2025-02-15T10:00:00.000Z']);
    expect(inRange.total).toBe(2);
  });
});
