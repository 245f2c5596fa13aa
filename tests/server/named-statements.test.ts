// named-statements.ts against a stand-in for a pg connection whose prepared statement went stale (its
// table changed shape): PostgreSQL then refuses the name with 0A000 on every use, and a refusal inside
// a transaction aborts it (every later statement fails with 25P02 until it ends).
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../server/db/named-statements';

type Sent = { name?: string; text: string };

function staleConnection() {
  const sent: Sent[] = [];
  let status: 'I' | 'T' | 'E' = 'I';
  const client = {
    getTransactionStatus: () => status,
    release: () => undefined,
    query: async (textOrConfig: string | { name: string; text: string }) => {
      const query: Sent = typeof textOrConfig === 'string' ? { text: textOrConfig } : { name: textOrConfig.name, text: textOrConfig.text };
      sent.push(query);
      if (status === 'E') throw Object.assign(new Error('current transaction is aborted'), { code: '25P02' });
      if (query.name) {
        if (status === 'T') status = 'E';
        throw Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
      }
      return { rows: [{ id: 1 }], command: 'SELECT', rowCount: 1 };
    },
  };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  return { pool: withNamedStatements(pool), sent, setStatus: (s: 'I' | 'T') => (status = s) };
}

const SQL = 'select * from "users" where "id" = $1';

describe('named statements', () => {
  it('stop naming a statement on a connection once PostgreSQL refused it there, and answer unnamed', async () => {
    const { pool, sent } = staleConnection();
    const connection = await pool.connect();
    for (let i = 0; i < 3; i++) expect((await connection.query(SQL, [1])).rows).toEqual([{ id: 1 }]);
    expect(sent.map((q) => q.name !== undefined)).toEqual([true, false, false, false]);
    // pg hands out the same client again: the refusal is remembered for it.
    await (await pool.connect()).query(SQL, [1]);
    expect(sent.at(-1)?.name).toBeUndefined();
  });

  it('throw the refusal inside a transaction, which it aborted, and run unnamed in the next one', async () => {
    const { pool, sent, setStatus } = staleConnection();
    const connection = await pool.connect();
    setStatus('T');
    await expect(connection.query(SQL, [1])).rejects.toMatchObject({ code: '0A000' });
    setStatus('T');
    expect((await connection.query(SQL, [1])).rows).toEqual([{ id: 1 }]);
    expect(sent.map((q) => q.name !== undefined)).toEqual([true, false]);
  });
});
