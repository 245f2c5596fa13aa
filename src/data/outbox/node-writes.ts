// Node writes through the outbox: each is one entry (one batch item) made together with its
// optimistic effect. The callers (src/data/nodes/node-operations.ts) await the answer when online.
import { mirrorNodeKey, mirrorPropertyKey } from '../../domain/nodes/mirror-records';
import { BatchAction, TEMP_ID_PREFIX } from '../../domain/nodes/node-protocol';
import type { BatchRequestItem, PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import { actionLabel, valueChangeLabel } from '../../domain/outbox/outbox-description';
import type { OutboxKind, OutboxLabel } from '../../domain/outbox/outbox-entry';
import { tempIdsNamed } from '../../domain/outbox/outbox-remap';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { nodeCreateEffect, propertyValuesEffect, rowValuesEffect } from './node-effects';
import { enqueue, noEffect } from './outbox-enqueue';
import type { OptimisticEffect } from './outbox-enqueue';
import type { KeptText } from '../../domain/messages/message-text';
import { whileStoring } from './storing-writes';

export type WriteContext = { userId: string; database?: ConsoleDatabase; now?: number };

function queueItem(context: WriteContext, kind: OutboxKind, host: string, item: BatchRequestItem, label: OutboxLabel, effect: OptimisticEffect, creates: string[] = []): Promise<number> {
  const gId = item.gId ?? '';
  return enqueue(
    {
      kind,
      userId: context.userId,
      target: { type: 'node', host, gId },
      payload: { type: 'batch', host, items: [item] },
      ...(item.userReason !== undefined ? { reason: item.userReason } : {}),
      label,
      creates,
      uses: tempIdsNamed([item.gId, item.bindGId]),
    },
    effect,
    { database: context.database, now: context.now },
  );
}

/** The node's name as mirrored (its gId when it was never browsed). */
async function nodeName(database: ConsoleDatabase, host: string, gId: string): Promise<string> {
  return (await database.nodes.get(mirrorNodeKey(host, gId)))?.name ?? gId;
}

export function queuePropertyUpdate(context: WriteContext, host: string, gId: string, values: PropertyValueUpdate[], userReason?: string): Promise<number> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const name = await nodeName(database, host, gId);
    const [first] = values;
    const property = first ? await database.properties.get(mirrorPropertyKey(host, gId, first.id)) : undefined;
    const label =
      values.length === 1 && first
        ? valueChangeLabel({ path: [name, property?.name ?? first.id], from: property?.value, to: first.value, unit: property?.phyQ?.unit })
        : actionLabel([name], { template: /*i18n*/ '{count} values changed', values: { count: values.length } });
    const item: BatchRequestItem = { action: BatchAction.update, gId, values };
    if (userReason !== undefined) item.userReason = userReason;
    return queueItem(context, 'node.update', host, item, label, propertyValuesEffect(host, gId, values));
  });
}

/**
 * Values of many child rows in one entry, sent as one batch (a table paste, 'Disable all'): the rows
 * change together or the entry is refused as a whole. The caller keeps a batch within the server's
 * write budget (MAX_ROW_UPDATES).
 */
export function queueRowUpdates(context: WriteContext, host: string, parentGId: string, rows: readonly { gId: string; values: PropertyValueUpdate[] }[], change: KeptText): Promise<number> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const items: BatchRequestItem[] = rows.map(({ gId, values }) => ({ action: BatchAction.update, gId, values }));
    return enqueue(
      {
        kind: 'node.update',
        userId: context.userId,
        target: { type: 'node', host, gId: parentGId },
        payload: { type: 'batch', host, items },
        label: actionLabel([await nodeName(database, host, parentGId)], change),
        creates: [],
        uses: tempIdsNamed(items.map((item) => item.gId)),
      },
      rowValuesEffect(host, rows),
      { database: context.database, now: context.now },
    );
  });
}

export type QueuedCreate = { entryId: number; tempGId: string };

export function queueNodeCreate(
  context: WriteContext,
  host: string,
  parentGId: string,
  type: string,
  options: { name?: string; values?: PropertyValueUpdate[]; userReason?: string } = {},
): Promise<QueuedCreate> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    // The create key names the new node until the server does: '%' + key in later entries and the mirror.
    const key = `n${crypto.randomUUID().replace(/-/g, '')}`;
    const tempGId = `${TEMP_ID_PREFIX}${key}`;
    const item: BatchRequestItem = { action: BatchAction.create, gId: parentGId, className: type, key };
    if (options.name !== undefined) item.name = options.name;
    if (options.values !== undefined) item.values = options.values;
    if (options.userReason !== undefined) item.userReason = options.userReason;
    const label = actionLabel([await nodeName(database, host, parentGId)], options.name ? { template: /*i18n*/ "new {type} ''{name}''", values: { type, name: options.name } } : { template: /*i18n*/ 'new {type}', values: { type } });
    const effect = nodeCreateEffect({ host, parentGId, tempGId, type, name: options.name, now: context.now ?? Date.now() });
    const entryId = await queueItem(context, 'node.create', host, item, label, effect, [tempGId]);
    return { entryId, tempGId };
  });
}

export function queueNodeAction(
  context: WriteContext,
  kind: Exclude<OutboxKind, 'node.update' | 'node.create' | `record.${string}`>,
  host: string,
  item: BatchRequestItem,
  /** Pending while the caller still reads what to say (a method's or property's name): read within the count. */
  change: KeptText | Promise<KeptText>,
  effect: OptimisticEffect = noEffect,
): Promise<number> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const label = actionLabel([await nodeName(database, host, item.gId ?? '')], await change);
    return queueItem(context, kind, host, item, label, effect);
  });
}
