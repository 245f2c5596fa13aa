// One test server per test file with the seeded users admin, operator and engineer signed in: the hooks
// start it before the file's tests and close it after them; the fields are set once beforeAll has run.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

export type SeededEnv<U> = { server: TestServer; admin: U; operator: U; engineer: U };

export function useSeededServer<U>(signIn: (server: TestServer, username: string) => Promise<U>): SeededEnv<U> {
  const env = {} as SeededEnv<U>;
  beforeAll(async () => {
    env.server = await startTestServer();
    [env.admin, env.operator, env.engineer] = await Promise.all([signIn(env.server, 'admin'), signIn(env.server, 'operator'), signIn(env.server, 'engineer')]);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}
