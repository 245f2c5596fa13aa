// Optimistic effects of node entries on the mirror: new property values, and a node created offline
// shown under its parent with its temporary '%key' gId (and the properties of its type, to edit at
// once) until the server names it.
import { descendantKeyRange, mirrorNodeKey, mirrorPropertyKey, propertyKeyRange } from '../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../domain/nodes/mirror-records';
import type { PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import type { OutboxUndo } from '../../domain/outbox/outbox-entry';
import type { ConsoleDatabase } from '../db';
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

/**
 * New values of many nodes' properties at once (a table paste, 'Disable all'): one bulk read and one
 * bulk write, so a thousand rows stay one short transaction.
 */
export function rowValuesEffect(host: string, rows: readonly { gId: string; values: readonly PropertyValueUpdate[] }[]): OptimisticEffect {
  return async (database, entryId) => {
    const changes = rows.flatMap(({ gId, values }) => values.map(({ id, value }) => ({ key: mirrorPropertyKey(host, gId, id), value })));
    const current = await database.properties.bulkGet(changes.map((c) => c.key));
    const undo: Required<Pick<OutboxUndo, 'properties'>> = { properties: [] };
    const next: MirrorProperty[] = [];
    changes.forEach(({ key, value }, i) => {
      const row = current[i];
      if (!row) return;
      undo.properties.push({ key, value: row.value, previousEntry: row.pendingEntry });
      next.push({ ...row, value, pendingEntry: entryId });
    });
    if (next.length > 0) await database.properties.bulkPut(next);
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
    const properties = await templateProperties(database, host, parentKey, type, row.key, tempGId, entryId);
    if (properties.length > 0) await database.properties.bulkPut(properties);
    return { addedNodeKeys: [row.key], addedPropertyKeys: properties.map((p) => p.key) };
  };
}

/**
 * The property rows a node created offline shows, so the user can edit it before the server answers:
 * those of a mirrored sibling of the same type, without their values (the server sets the new node's).
 */
async function templateProperties(database: ConsoleDatabase, host: string, parentKey: string, type: string, nodeKey: string, gId: string, entryId: number): Promise<MirrorProperty[]> {
  const siblings = await database.nodes.where('[host+parentKey]').equals([host, parentKey]).filter((n) => n.type === type && n.key !== nodeKey).toArray();
  for (const sibling of siblings) {
    const [from, to] = propertyKeyRange(sibling.key);
    const rows = await database.properties.where('key').between(from, to, true, true).toArray();
    if (rows.length === 0) continue;
    return rows.map(({ pendingEntry: _pending, bound: _bound, ...row }) => ({ ...row, value: null, key: mirrorPropertyKey(host, gId, row.id), nodeKey, pendingEntry: entryId }));
  }
  return [];
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
