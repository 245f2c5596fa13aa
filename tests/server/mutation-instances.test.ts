// Two server instances on one database (PostgreSQL: each with its own connection pool, as behind a load
// balancer; SQLite: a second app on the same database file handle): the uniqueness of a mutation id lives
// in the database, so the same id sent to both at the same moment applies once.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED } from '../../src/domain/mutation-id';
import { record } from './support/record-requests';
import { useTwoInstances } from './support/second-instance';
import type { TestResponse } from './support/test-client';

const env = useTwoInstances();

/** The admin's create, sent to the first instance or to the second with the same session. */
function create(name: string, mutationId: string, instance: 'first' | 'second'): Promise<TestResponse> {
  const client = instance === 'first' ? env.admin.client : env.second.clientLike(env.admin.client);
  return client.request('POST', '/api/db/customer', { body: { name, recTeamId: 1 }, token: env.admin.token, headers: { [HEADER_MUTATION_ID]: mutationId } });
}

async function countNamed(name: string): Promise<number> {
  return (await env.server.database.db.selectFrom('records').select('id').where('name', '=', name).execute()).length;
}

describe('two server instances on one database', () => {
  it('apply the same id sent to both at the same moment once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = randomBytes(16).toString('base64url');
      const name = `Both instances ${round}`;
      const [a, b] = await Promise.all([create(name, `${client}:1`, 'first'), create(name, `${client}:1`, 'second')]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.text).toBe(b.text);
      expect([a.headers.get(HEADER_MUTATION_REPLAYED), b.headers.get(HEADER_MUTATION_REPLAYED)].sort()).toEqual(['1', null]);
      expect(await countNamed(name)).toBe(1);
    }
  });

  it('continue one client sequence across instances', async () => {
    const client = randomBytes(16).toString('base64url');
    const first = await create('Across one', `${client}:1`, 'first');
    expect((await create('Across two', `${client}:2`, 'second')).status).toBe(201);
    const replay = await create('Across one', `${client}:1`, 'second');
    expect(replay.headers.get(HEADER_MUTATION_REPLAYED)).toBe('1');
    expect(record(replay)).toEqual(record(first));
    expect((await create('Across four', `${client}:4`, 'first')).body).toMatchObject({ expectedSeq: 3 });
  });
});
