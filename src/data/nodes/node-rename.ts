// Renaming a node (update with a name; the rename right): through the outbox, then the node is read
// again so the mirror holds the name the server stored.
import { awaitBatchAnswer } from '../outbox/outbox-await';
import { queueNodeRename } from '../outbox/node-rename-write';
import { writeContext } from '../outbox/outbox-runtime';
import { browseNode } from './node-operations';

/** Resolves true once the server renamed it, false while the rename waits in the outbox. */
export async function renameNode(host: string, gId: string, name: string): Promise<boolean> {
  const answer = await awaitBatchAnswer(await queueNodeRename(writeContext(), host, gId, name));
  if (answer === null) return false;
  await browseNode(host, gId, { depth: 0 }).catch(() => undefined);
  return true;
}
