// One test server per node test file with the seeded users signed in as node batch callers.
import { nodeUser } from './node-batch-client';
import type { NodeUser } from './node-batch-client';
import { useSeededServer } from './seeded-server';
import type { SeededEnv } from './seeded-server';

export type NodeTestEnv = SeededEnv<NodeUser>;

export function useNodeServer(): NodeTestEnv {
  return useSeededServer(nodeUser);
}
