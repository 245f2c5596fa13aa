// One test server per node test file with the seeded users signed in: the hooks start it before the
// file's tests and close it after them; the fields are set once the file's beforeAll hooks have run.
import { afterAll, beforeAll } from 'vitest';
import { nodeUser } from './node-batch-client';
import type { NodeUser } from './node-batch-client';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

export type NodeTestEnv = { server: TestServer; admin: NodeUser; operator: NodeUser; engineer: NodeUser };

export function useNodeServer(): NodeTestEnv {
  const env = {} as NodeTestEnv;
  beforeAll(async () => {
    env.server = await startTestServer();
    [env.admin, env.operator, env.engineer] = await Promise.all([nodeUser(env.server, 'admin'), nodeUser(env.server, 'operator'), nodeUser(env.server, 'engineer')]);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}
