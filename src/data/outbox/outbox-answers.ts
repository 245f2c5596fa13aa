// What an answer does to the outbox and the mirror, each in one transaction: a done entry writes the
// server's answer into the mirror, gives the real ids of what it created to every later entry and to
// the mirror's temporary rows, and clears its pending marks; a refusal keeps the entry (failed or
// conflict) with the server's messages, so it holds back its dependants until the user acts.
import { batchFailures } from '../../domain/nodes/batch-errors';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import type { BatchRequestItem, BatchResponse } from '../../domain/nodes/node-protocol';
import { BatchResult, TEMP_ID_PREFIX } from '../../domain/nodes/node-protocol';
import { Severity } from '../../domain/error-item';
import { GROUP_OUTCOME_UNKNOWN_MESSAGE } from '../../domain/outbox/outbox-group';
import { collectCreatedIds } from '../../domain/nodes/temp-ids';
import { backInLine, recordTempId } from '../../domain/outbox/outbox-entry';
import type { OutboxEntry, OutboxError } from '../../domain/outbox/outbox-entry';
import { remapEntry } from '../../domain/outbox/outbox-remap';
import type { CreatedIds } from '../../domain/outbox/outbox-remap';
import { recordKey } from '../../domain/records/record-mirror';
import type { RecordAnswer } from '../../domain/records/record-wire';
import type { ConsoleDatabase } from '../db';
import { applyBatchToMirror } from '../nodes/mirror-repository';
import { putRecords, removeRecords } from '../records/record-rows';
import { outboxTables } from './outbox-tables';

/** Applies a 2xx answer. A batch whose item failed is a refusal (the server used the seq). */
export async function settleAnswer(database: ConsoleDatabase, entry: OutboxEntry, body: unknown, now: number): Promise<OutboxEntry> {
  return database.transaction('rw', outboxTables(database), async () => {
    const { payload } = entry;
    if (payload.type === 'batch') {
      const response: BatchResponse = { responses: (body as BatchResponse | undefined)?.responses ?? [], descriptors: (body as BatchResponse | undefined)?.descriptors ?? [] };
      const [failure] = batchFailures(payload.items, response);
      if (failure) return settleRefusal(database, entry, { status: 200, errors: failure.errors, batchFailure: failure }, false, now);
      await removeTempNodes(database, entry);
      await applyBatchToMirror(payload.host, payload.items, response, { database, now, journalLarge: false });
      await remapLater(database, entry, { nodes: collectCreatedIds(payload.items, response), records: new Map() });
    } else {
      await settleRecordAnswer(database, entry, body, now);
    }
    await clearPendingMarks(database, [entry]);
    const done = doneEntry(entry, body, now);
    await database.outbox.put(done);
    return done;
  });
}

function doneEntry(entry: OutboxEntry, answer: unknown, now: number): OutboxEntry {
  const done: OutboxEntry = { ...entry, state: 'done', answer, updatedAt: now };
  delete done.error;
  delete done.notBefore;
  return done;
}

/**
 * A group's answer (one node batch with stopOnFailure, domain/outbox/outbox-group.ts), in one transaction:
 * each entry settles with its own items' answers; the entries after a refused one did not run and go
 * back in line without their seq (the server used it for this answer), to be sent again with a new one.
 */
export async function settleGroupAnswer(database: ConsoleDatabase, entries: readonly OutboxEntry[], body: unknown, now: number): Promise<void> {
  const { responses = [], descriptors = [] } = (body as Partial<BatchResponse> | undefined) ?? {};
  const [first] = entries;
  if (first?.payload.type !== 'batch') return;
  const { host } = first.payload;
  await database.transaction('rw', outboxTables(database), async () => {
    const settled: OutboxEntry[] = [];
    const done: OutboxEntry[] = [];
    // The items that went through, with their answers: written to the mirror as one batch, in order.
    const applied: BatchResponse = { responses: [], descriptors };
    const appliedItems: BatchRequestItem[] = [];
    // Answers end early only where the server stopped at a refusal (stopOnFailure): the entries after it
    // did not run. An answer short of items otherwise (a proxy's page, a cut body) says nothing about
    // them: they may have run, so they are never sent again under a new seq unasked.
    const last = responses[responses.length - 1];
    const stoppedAtRefusal = last !== undefined && last.result !== BatchResult.ok;
    let index = 0;
    for (const entry of entries) {
      const items = entry.payload.type === 'batch' ? entry.payload.items : [];
      const own = responses.slice(index, index + items.length);
      index += items.length;
      const [failure] = batchFailures(items, { responses: own, descriptors });
      if (own.length === 0 && stoppedAtRefusal) settled.push(backInLine(entry, now));
      else if (own.length < items.length) settled.push(refusedEntry(entry, { status: 200, errors: [{ msg: GROUP_OUTCOME_UNKNOWN_MESSAGE, severity: Severity.error }] }, false, now));
      else if (failure) settled.push(refusedEntry(entry, { status: 200, errors: failure.errors, batchFailure: failure }, false, now));
      else {
        appliedItems.push(...items);
        applied.responses.push(...own);
        done.push(doneEntry(entry, { responses: own, descriptors }, now));
      }
    }
    if (appliedItems.length > 0) await applyBatchToMirror(host, appliedItems, applied, { database, now, journalLarge: false });
    await clearPendingMarks(database, done);
    await database.outbox.bulkPut([...settled, ...done]);
  });
}

type RecordCallAnswer = Partial<RecordAnswer> & { items?: RecordAnswer[]; deleted?: number[]; permanent?: boolean };

/**
 * A record call's answer into the mirror: one record (create, update, publish, discard), the records of a
 * list call (restore, state, security, project), or what a delete removed. A row that a later entry
 * changed again keeps showing that entry's change until its own answer comes.
 */
async function settleRecordAnswer(database: ConsoleDatabase, entry: OutboxEntry, body: unknown, now: number): Promise<void> {
  const answer = body as RecordCallAnswer | undefined;
  if (!answer || typeof answer !== 'object' || entry.payload.type !== 'record') return;
  const { entity } = entry.payload;
  if (Array.isArray(answer.deleted)) {
    if (answer.permanent) await removeRecords(entity, answer.deleted, database);
    return;
  }
  const records = Array.isArray(answer.items) ? answer.items : typeof answer.id === 'number' ? [answer as RecordAnswer] : [];
  const rows = await database.records.bulkGet(records.map((r) => recordKey(entity, r.id)));
  await putRecords(records.filter((_, i) => !laterPending(rows[i]?.pendingEntry, entry)), database, now);
  if (entry.target.type === 'record' && entry.target.id < 0 && typeof answer.id === 'number') {
    await database.records.delete(recordKey(entry.target.entity, entry.target.id));
    await remapLater(database, entry, { nodes: new Map(), records: new Map([[recordTempId(entry.target.entity, entry.target.id), answer.id]]) });
  }
}

function laterPending(pendingEntry: number | undefined, entry: OutboxEntry): boolean {
  return pendingEntry !== undefined && entry.id !== undefined && pendingEntry > entry.id;
}

export async function settleRefusal(database: ConsoleDatabase, entry: OutboxEntry, error: OutboxError, conflict: boolean, now: number): Promise<OutboxEntry> {
  const refused = refusedEntry(entry, error, conflict, now);
  await database.outbox.put(refused);
  return refused;
}

/** A refusal of a whole request: every entry in it keeps the server's messages (one write). */
export async function settleRefusals(database: ConsoleDatabase, entries: readonly OutboxEntry[], error: OutboxError, conflict: boolean, now: number): Promise<void> {
  await database.outbox.bulkPut(entries.map((entry) => refusedEntry(entry, error, conflict, now)));
}

/**
 * A group refused as a whole (domain/outbox/outbox-group.ts refusedAsGroup): the server ran none of it, so
 * each entry goes back in line to be sent alone, for its own answer.
 */
export async function settleGroupRefusedAsWhole(database: ConsoleDatabase, entries: readonly OutboxEntry[], now: number): Promise<void> {
  await database.outbox.bulkPut(entries.map((entry) => ({ ...backInLine(entry, now), solo: true })));
}

function refusedEntry(entry: OutboxEntry, error: OutboxError, conflict: boolean, now: number): OutboxEntry {
  return { ...entry, state: conflict ? 'conflict' : 'failed', error, updatedAt: now };
}

/** The temporary rows of a node create: the answer puts the real node. Children made offline move under it later. */
async function removeTempNodes(database: ConsoleDatabase, entry: OutboxEntry): Promise<void> {
  const { addedNodeKeys, addedPropertyKeys } = entry.undo ?? {};
  if (addedNodeKeys?.length) await database.nodes.bulkDelete(addedNodeKeys);
  if (addedPropertyKeys?.length) await database.properties.bulkDelete(addedPropertyKeys);
}

async function remapLater(database: ConsoleDatabase, entry: OutboxEntry, ids: CreatedIds): Promise<void> {
  if (ids.nodes.size === 0 && ids.records.size === 0) return;
  const later = await database.outbox.where('userId').equals(entry.userId).filter((e) => (e.id ?? 0) > (entry.id ?? 0) && e.state !== 'done').toArray();
  const changed = later.map((e) => remapEntry(e, ids)).filter((e, i) => e !== later[i]);
  if (changed.length > 0) await database.outbox.bulkPut(changed);
  if (entry.payload.type !== 'batch') return;
  // Nodes made offline under a node this answer named: their rows now hang under the real node.
  const host = entry.payload.host;
  for (const [key, gId] of ids.nodes) {
    const tempParent = mirrorNodeKey(host, `${TEMP_ID_PREFIX}${key}`);
    await database.nodes.where('[host+parentKey]').equals([host, tempParent]).modify({ parent: gId, parentKey: mirrorNodeKey(host, gId) });
  }
}

/** The pending marks the entries' effects set, on rows no later entry has taken over since. */
async function clearPendingMarks(database: ConsoleDatabase, entries: readonly OutboxEntry[]): Promise<void> {
  const ids = new Set(entries.flatMap((e) => (e.id === undefined ? [] : [e.id])));
  if (ids.size === 0) return;
  const propertyKeys = [...new Set(entries.flatMap((e) => (e.undo?.properties ?? []).map((p) => p.key)))];
  const recordKeys = [...new Set(entries.flatMap((e) => (e.undo?.records ?? []).map((r) => r.key)))];
  const marked = <T extends { pendingEntry?: number }>(rows: (T | undefined)[]) => rows.filter((row): row is T => row?.pendingEntry !== undefined && ids.has(row.pendingEntry)).map(({ pendingEntry: _done, ...row }) => row);
  const properties = marked(propertyKeys.length > 0 ? await database.properties.bulkGet(propertyKeys) : []);
  if (properties.length > 0) await database.properties.bulkPut(properties);
  const records = marked(recordKeys.length > 0 ? await database.records.bulkGet(recordKeys) : []);
  if (records.length > 0) await database.records.bulkPut(records);
}

/**
 * Puts back what an entry's optimistic effect changed (a discard, or a refusal a waiting screen shows
 * itself). Rows a later entry changed again are left to that entry; undone newest first, each row
 * goes back to the value (and the pending entry) it had before.
 */
export async function undoEffect(database: ConsoleDatabase, entry: OutboxEntry): Promise<void> {
  const undo = entry.undo ?? {};
  for (const { key, value, previousEntry } of undo.properties ?? []) {
    const row = await database.properties.get(key);
    if (row && row.pendingEntry === entry.id) await database.properties.update(key, { value: value as typeof row.value, pendingEntry: previousEntry });
  }
  for (const { key, data, previousEntry } of undo.records ?? []) {
    const row = await database.records.get(key);
    if (row && row.pendingEntry === entry.id) await database.records.update(key, { data: data as RecordAnswer, pendingEntry: previousEntry });
  }
  if (undo.addedNodeKeys?.length) await database.nodes.bulkDelete(undo.addedNodeKeys);
  if (undo.addedPropertyKeys?.length) await database.properties.bulkDelete(undo.addedPropertyKeys);
  if (undo.removedNodes?.length) await database.nodes.bulkPut(undo.removedNodes);
  if (undo.addedRecordKeys?.length) await database.records.bulkDelete(undo.addedRecordKeys);
}
