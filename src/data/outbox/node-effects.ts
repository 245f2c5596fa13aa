// Optimistic effects of node entries on the mirror: new property values, and a node created offline
// shown under its parent with its temporary '%key' gId until the server names it.
import { descendantKeyRange, mirrorNodeKey, mirrorPropertyKey } from '../../domain/nodes/mirror-records';
import type { MirrorNode } from '../../domain/nodes/mirror-records';
import type { PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import type { OutboxUndo } from '../../domain/outbox/outbox-entry';
import type { OptimisticEffect } from './outbox-enqueue';

export function propertyValuesEffect(host: string, gId: string, values: readonly PropertyValueUpdate[]): OptimisticEffect {
  return async (database, entryId) => {
    const undo: Required<Pick<OutboxUndo, 'properties'>> = { properties: [] };
    for (const { id, value } of values) {
      const key = mirrorPropertyKey(host, gId, id);
      const row = await database.properties.get(key);
      if (!row) continue;
      undo.properties.push({ key, value: row.value, previousEntry: row.pendingEntry });
      await database.properties.update(key, { value, pendingEntry: entryId });
    }
    return undo;
  };
}

export type NewNode = { host: string; parentGId: string; tempGId: string; type: string; name?: string; now: number };

export function nodeCreateEffect({ host, parentGId, tempGId, type, name, now }: NewNode): OptimisticEffect {
  return async (database, entryId) => {
    const parentKey = mirrorNodeKey(host, parentGId);
    const parent = await database.nodes.get(parentKey);
    const siblings = await database.nodes.where('[host+parentKey]').equals([host, parentKey]).count();
    const label = name ?? type;
    const row: MirrorNode = {
      key: mirrorNodeKey(host, tempGId),
      host,
      gId: tempGId,
      id: label,
      name: label,
      type,
      parent: parentGId,
      parentKey,
      order: siblings,
      ac: parent?.ac ?? 0,
      hasChildren: false,
      childrenLoaded: true,
      fetchedAt: now,
      pendingEntry: entryId,
    };
    await database.nodes.put(row);
    if (parent && !parent.hasChildren) await database.nodes.update(parentKey, { hasChildren: true });
    return { addedNodeKeys: [row.key] };
  };
}

/** A deleted node leaves the tree at once (with its subtree); a discard puts the rows back. */
export function nodeDeleteEffect(host: string, gId: string): OptimisticEffect {
  return async (database) => {
    const key = mirrorNodeKey(host, gId);
    const [from, to] = descendantKeyRange(key);
    const rows = [...(await database.nodes.bulkGet([key])).filter((row): row is MirrorNode => row !== undefined), ...(await database.nodes.where('key').between(from, to, true, true).toArray())];
    await database.nodes.bulkDelete(rows.map((row) => row.key));
    return { removedNodes: rows };
  };
}
