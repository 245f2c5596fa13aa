// Starts the real server (buildApp) on 127.0.0.1, port 0, over a fresh database with migrations
// and the seed applied, so each test file talks HTTP to a server like the one users run.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthData } from '../../../src/domain/auth-data';
import { buildApp } from '../../../server/app';
import type { AppDeps } from '../../../server/app';
import { readConfig } from '../../../server/config';
import type { Config } from '../../../server/config';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed';
import type { MutationFaults } from '../../../server/services/mutations';
import type { StartGate } from '../../../server/services/start-gate';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export const ADMIN_PASSWORD = 'admin-secret-1';
export const DEMO_PASSWORD = 'demo-secret-1';

export type TestServerOptions = {
  config?: Partial<Config>;
  /** Run migrations and the seed before listening (default true). */
  prepare?: boolean;
  gate?: StartGate;
  /** Files written into STATIC_DIR before start, e.g. { 'index.html': '<html>' }. */
  staticFiles?: Record<string, string | Buffer>;
  mutationFaults?: MutationFaults;
  /** Fastify's logger options (tests of what the server logs). */
  logger?: AppDeps['logger'];
};

export type TestServer = {
  baseUrl: string;
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  client(): Promise<TestClient>;
  /** A client already logged in; returns its AuthData too. */
  login(username: string, password?: string): Promise<{ client: TestClient; auth: AuthData }>;
  close(): Promise<void>;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const base = readConfig({});
  if (!base.ok) throw new Error(base.message);
  const staticDir = path.join(database.tempDir, 'dist');
  await fs.mkdir(staticDir, { recursive: true });
  for (const [file, content] of Object.entries(options.staticFiles ?? {})) {
    await fs.mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
    await fs.writeFile(path.join(staticDir, file), content);
  }
  // Generous throttling by default: many tests fail logins on purpose from the same address. Licence tests
  // sign with the repository's test issuer, which only LICENCE_TRUST_TEST_KEY=true trusts.
  const config: Config = {
    ...base.config,
    dataDir: database.tempDir,
    staticDir,
    loginThrottleMax: 1000,
    loginThrottleUserMax: 1000,
    loginThrottleAddressMax: 1000,
    licenceTrustTestKey: true,
    ...options.config,
  };

  if (options.prepare !== false) {
    await migrateToLatest(database.db, database.dialect);
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD });
  }
  const app = await buildApp({ db: database.db, config, gate: options.gate, mutationFaults: options.mutationFaults, logger: options.logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function client(): Promise<TestClient> {
    return new TestClient(baseUrl).init();
  }

  return {
    baseUrl,
    app,
    database,
    config,
    client,
    async login(username, password) {
      const c = await client();
      const res = await c.post('/api/account/login', { username, password: password ?? (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) });
      if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${res.text}`);
      return { client: c, auth: res.body as AuthData };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
