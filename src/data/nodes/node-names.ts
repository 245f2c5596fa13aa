// The names of nodes by gId, for screens that show a reference by name ('Bound to pH meter'): what the
// mirror holds, and a depth-0 browse that mirrors the ones it lacks.
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { nodeQuery } from './mirror-queries';
import { browseNode } from './node-operations';

export async function mirroredNodeNames(host: string, gIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const gId of gIds) {
    const node = await nodeQuery(mirrorNodeKey(host, gId));
    if (node) names.set(gId, node.name || node.id);
  }
  return names;
}

/** Mirrors the node so its name is known; a node the user may not see stays unnamed. */
export async function fetchNodeName(host: string, gId: string): Promise<void> {
  await browseNode(host, gId, { depth: 0 }).catch(() => undefined);
}
