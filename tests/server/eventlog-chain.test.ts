import { describe, expect, it } from 'vitest';
import type { ChainVerdict } from '../../src/domain/eventlog/eventlog-protocol';
import { connectPostgres } from '../../server/db/connect';
import { writeAudit } from '../../server/services/audit-log';
import { useEventLogServer, writeEntries } from './support/eventlog-server';

const env = useEventLogServer();

async function verify(): Promise<ChainVerdict> {
  const res = await env.admin.get('/api/eventlog/verify');
  expect(res.status).toBe(200);
  return res.body as ChainVerdict;
}

const db = () => env.server.database.db;

async function entryWithMessage(message: string) {
  return db().selectFrom('audit_log').selectAll().where('message', '=', message).executeTakeFirstOrThrow();
}

describe('the audit hash chain', () => {
  it('holds over the entries written so far, each carrying the hash of the one before', async () => {
    await writeEntries(env, [
      { category: 'chain-probe', message: 'first', reason: 'ünïcode ✓' },
      { source: 'System', category: 'chain-probe', message: 'second' },
      { source: 'Trace', category: 'GET', message: 'not chained' },
    ]);
    const verdict = await verify();
    expect(verdict).toMatchObject({ ok: true, brokenId: null, reason: null });
    const rows = await db().selectFrom('audit_log').select(['chain_seq', 'prev_hash', 'hash']).where('chain_seq', 'is not', null).orderBy('chain_seq').execute();
    expect(verdict.checked).toBe(rows.length);
    rows.forEach((row, i) => {
      expect(row.chain_seq).toBe(i + 1);
      if (i > 0) expect(row.prev_hash).toBe(rows[i - 1]?.hash);
    });
    expect((await entryWithMessage('not chained')).hash).toBeNull();
  });

  it('does not fork under concurrent writers: requests and direct writes at once', async () => {
    const teams = Array.from({ length: 12 }, (_, i) => env.admin.post('/api/admin/teams', { name: `Chain team ${i}` }));
    // On PostgreSQL the direct writes come from a second pool on the same database, as a second server
    // instance would write; SQLite serves one server process per file (docs/decisions.md).
    const url = env.server.database.url;
    const other = url ? connectPostgres(url).db : db();
    const direct = Array.from({ length: 12 }, (_, i) => writeAudit(other, { category: 'chain-concurrent', message: `direct ${i}` }));
    const answers = await Promise.all(teams);
    await Promise.all(direct);
    if (url) await other.destroy();
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const seqs = (await db().selectFrom('audit_log').select('chain_seq').where('chain_seq', 'is not', null).orderBy('chain_seq').execute()).map((r) => r.chain_seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect((await verify()).ok).toBe(true);
  });

  it('reports the entry whose content was edited directly in the database', async () => {
    const target = await entryWithMessage('second');
    await db().updateTable('audit_log').set({ message: 'second (quietly edited)' }).where('id', '=', target.id).execute();
    expect(await verify()).toMatchObject({ ok: false, brokenId: target.id, reason: 'hash' });
    await db().updateTable('audit_log').set({ message: 'second' }).where('id', '=', target.id).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('reports the entry after one deleted directly in the database', async () => {
    const gone = await entryWithMessage('first');
    const next = await db().selectFrom('audit_log').select('id').where('chain_seq', '=', Number(gone.chain_seq) + 1).executeTakeFirstOrThrow();
    await db().deleteFrom('audit_log').where('id', '=', gone.id).execute();
    expect(await verify()).toMatchObject({ ok: false, brokenId: next.id, reason: 'link' });
  });
});
