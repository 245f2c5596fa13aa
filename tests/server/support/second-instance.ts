// A second server instance on the test server's database, as behind a load balancer: on PostgreSQL with
// its own connection pool, on SQLite a second app on the same database file handle.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { connectPostgres } from '../../../server/db/connect';
import type { Database } from '../../../server/db/schema';
import { sessionOf } from './record-requests';
import type { Session } from './record-requests';
import { TestClient } from './test-client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

export type SecondInstance = {
  baseUrl: string;
  /** A client of the second instance holding the cookies `of` holds (the same browser). */
  clientLike(of: TestClient): TestClient;
  close(): Promise<void>;
};

export async function startSecondInstance(server: TestServer): Promise<SecondInstance> {
  const url = server.database.url;
  const db: Kysely<Database> | undefined = url ? connectPostgres(url).db : undefined;
  const app = await buildApp({ db: db ?? server.database.db, config: server.config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('second instance has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    clientLike(of) {
      const client = new TestClient(baseUrl);
      for (const [name, cookie] of of.cookies) client.cookies.set(name, cookie);
      return client;
    },
    async close() {
      await app.close();
      await db?.destroy();
    },
  };
}

export type TwoInstances = { server: TestServer; second: SecondInstance; admin: Session };

/** One test server and a second instance on its database per test file, admin signed in at the first; set once beforeAll has run. */
export function useTwoInstances(): TwoInstances {
  const env = {} as TwoInstances;
  beforeAll(async () => {
    env.server = await startTestServer();
    env.second = await startSecondInstance(env.server);
    env.admin = await sessionOf(env.server, 'admin');
  });
  afterAll(async () => {
    await env.second?.close();
    await env.server?.close();
  });
  return env;
}
