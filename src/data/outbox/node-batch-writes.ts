// Property updates of several nodes as ONE outbox entry, so they reach the server as one batch (the
// node selection editor of node-model.md §4). Each node's values are changed in the mirror at once.
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { BatchAction } from '../../domain/nodes/node-protocol';
import type { BatchRequestItem, PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import { actionLabel } from '../../domain/outbox/outbox-description';
import type { OutboxUndo } from '../../domain/outbox/outbox-entry';
import { tempIdsNamed } from '../../domain/outbox/outbox-remap';
import { db } from '../db';
import { propertyValuesEffect } from './node-effects';
import { enqueue } from './outbox-enqueue';
import type { WriteContext } from './node-writes';
import { whileStoring } from './storing-writes';

export type NodeValues = { gId: string; values: PropertyValueUpdate[] };

export function queueBatchUpdate(context: WriteContext, host: string, parentGId: string, updates: readonly NodeValues[]): Promise<number> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const parentName = (await database.nodes.get(mirrorNodeKey(host, parentGId)))?.name ?? parentGId;
    const items: BatchRequestItem[] = updates.map((u) => ({ action: BatchAction.update, gId: u.gId, values: u.values }));
    return enqueue(
      {
        kind: 'node.update',
        userId: context.userId,
        target: { type: 'node', host, gId: parentGId },
        payload: { type: 'batch', host, items },
        label: actionLabel([parentName], updates.length === 1 ? /*i18n*/ '1 item changed' : { template: /*i18n*/ '{count} items changed', values: { count: updates.length } }),
        creates: [],
        uses: tempIdsNamed(updates.map((u) => u.gId)),
      },
      async (database, entryId) => {
        const undo: Required<Pick<OutboxUndo, 'properties'>> = { properties: [] };
        for (const u of updates) undo.properties.push(...((await propertyValuesEffect(host, u.gId, u.values)(database, entryId)).properties ?? []));
        return undo;
      },
      { database: context.database, now: context.now },
    );
  });
}
