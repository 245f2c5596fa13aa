// Record changes: each call's answer goes into the mirror, so every screen that shows the record
// updates. Create and Save go through the outbox (src/data/outbox), online and offline alike: they
// resolve with the server's answer when it comes soon, or with null while the change waits to be sent;
// a refusal rejects with the server's ApiError and undoes the optimistic change. The other calls are
// still direct: a failed one rejects and changes nothing locally.
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import * as recordApi from './record-api';
import type { CreateBody, DeleteOptions, GroupFields, SecurityFields } from './record-api';
import { awaitWrite } from '../outbox/outbox-await';
import type { WriteResult } from '../outbox/outbox-await';
import { writeContext } from '../outbox/outbox-runtime';
import { queueRecordCreate, queueSaveAndPublish } from '../outbox/record-writes';
import { putRecords, removeRecords } from './record-repository';

async function mirrored(records: RecordAnswer[], database: ConsoleDatabase): Promise<RecordAnswer[]> {
  await putRecords(records, database);
  return records;
}

/** The created record, or null while the create waits in the outbox. */
export async function createRecord(entity: RecordEntity, body: CreateBody, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  const id = await queueRecordCreate({ ...writeContext(), database }, entity, body);
  return lastAnswer(await awaitWrite([id], { database }));
}

/**
 * Save of the title bar (node-model §4): the changes go into the user's draft, then the draft is
 * published as the new current revision. A failed publish leaves the draft mirrored (DRAFT marker), so
 * the user can publish or discard it later.
 */
export async function saveAndPublish(entity: RecordEntity, record: RecordAnswer, changes: Record<string, unknown>, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  if (Object.keys(changes).length === 0 && record.recPublished) return record;
  const ids = await queueSaveAndPublish({ ...writeContext(), database }, entity, record, changes);
  return lastAnswer(await awaitWrite(ids, { database }));
}

function lastAnswer(result: WriteResult): RecordAnswer | null {
  return result.queued ? null : ((result.entries.at(-1)?.answer as RecordAnswer | undefined) ?? null);
}

export async function discardDraft(entity: RecordEntity, id: number, database: ConsoleDatabase = db): Promise<RecordAnswer> {
  const [current] = await mirrored([await recordApi.discardRecord(entity, id)], database);
  return current as RecordAnswer;
}

/** Soft delete re-reads the records (they stay, marked deleted); permanent delete drops them from the mirror. */
export async function deleteRecords(entity: RecordEntity, ids: number[], opts: DeleteOptions, database: ConsoleDatabase = db): Promise<void> {
  await recordApi.deleteRecords(entity, ids, opts);
  if (opts.permanent) {
    await removeRecords(entity, ids, database);
    return;
  }
  const fresh = await Promise.all(ids.map((id) => recordApi.getRecord(entity, id)));
  await putRecords(fresh, database);
}

export async function restoreRecords(entity: RecordEntity, ids: number[], database: ConsoleDatabase = db): Promise<RecordAnswer[]> {
  return mirrored(await recordApi.restoreRecords(entity, ids), database);
}

export async function setRecordState(entity: RecordEntity, ids: number[], recState: number, database: ConsoleDatabase = db): Promise<RecordAnswer[]> {
  return mirrored(await recordApi.setRecordState(entity, ids, recState), database);
}

/** Security fields change without a revision: owner/team/shares by AssignSecurity, the group by ChangeProject. */
export async function saveSecurity(
  entity: RecordEntity,
  id: number,
  security: SecurityFields | null,
  group: GroupFields | null,
  database: ConsoleDatabase = db,
): Promise<RecordAnswer | null> {
  let last: RecordAnswer[] = [];
  if (group) last = await recordApi.changeProject(entity, [id], group);
  if (security && Object.keys(security).length > 0) last = await recordApi.assignSecurity(entity, [id], security);
  await putRecords(last, database);
  return last[0] ?? null;
}
