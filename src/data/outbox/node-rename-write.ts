// A node rename through the outbox (an update item with a name, node-model.md §3 rename right): the
// mirror shows the new name at once; a discarded or refused rename puts the row back as it was.
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { BatchAction } from '../../domain/nodes/node-protocol';
import { actionLabel } from '../../domain/outbox/outbox-description';
import { tempIdsNamed } from '../../domain/outbox/outbox-remap';
import { db } from '../db';
import { enqueue } from './outbox-enqueue';
import type { WriteContext } from './node-writes';
import { whileStoring } from './storing-writes';

export function queueNodeRename(context: WriteContext, host: string, gId: string, name: string): Promise<number> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const key = mirrorNodeKey(host, gId);
    const before = (await database.nodes.get(key))?.name ?? gId;
    return enqueue(
      {
        kind: 'node.update',
        userId: context.userId,
        target: { type: 'node', host, gId },
        payload: { type: 'batch', host, items: [{ action: BatchAction.update, gId, name }] },
        label: actionLabel([before], { template: /*i18n*/ "renamed to ''{name}''", values: { name } }),
        creates: [],
        uses: tempIdsNamed([gId]),
      },
      async (database) => {
        const row = await database.nodes.get(key);
        if (!row) return {};
        await database.nodes.update(key, { name });
        // The row as it was comes back on discard.
        return { removedNodes: [row] };
      },
      { database: context.database, now: context.now },
    );
  });
}
