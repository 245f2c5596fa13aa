// Record changes, each through the outbox (src/data/outbox), online and offline alike: the answer goes
// into the mirror, so every screen that shows the record updates. They resolve with the server's answer
// when it comes soon, or with null while the change waits to be sent; a refusal rejects with the
// server's ApiError and undoes the optimistic change.
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import type { AnalysisSample } from '../../domain/records/analysis-samples';
import { addSampleCall, deleteCall, discardCall, projectCall, restoreCall, securityCall, stateCall } from '../../domain/outbox/record-calls';
import type { RecordCall } from '../../domain/outbox/record-calls';
import type { CreateBody, DeleteOptions, GroupFields, SecurityFields } from './record-api';
import { awaitWrite } from '../outbox/outbox-await';
import type { WriteResult } from '../outbox/outbox-await';
import { writeContext } from '../outbox/outbox-runtime';
import { queueRecordCall, queueRecordCreate, queueSaveAndPublish } from '../outbox/record-writes';

/** The created record, or null while the create waits in the outbox. */
export async function createRecord(entity: RecordEntity, body: CreateBody, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  const id = await queueRecordCreate({ ...writeContext(), database }, entity, body);
  return answeredRecords(await awaitWrite([id], { database }))?.[0] ?? null;
}

/**
 * Save of the title bar (node-model §4): the changes go into the user's draft, then the draft is
 * published as the new current revision. A failed publish leaves the draft mirrored (DRAFT marker), so
 * the user can publish or discard it later.
 */
export async function saveAndPublish(entity: RecordEntity, record: RecordAnswer, changes: Record<string, unknown>, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  if (Object.keys(changes).length === 0 && record.recPublished) return record;
  const ids = await queueSaveAndPublish({ ...writeContext(), database }, entity, record, changes);
  return answeredRecords(await awaitWrite(ids, { database }))?.[0] ?? null;
}

/**
 * The records the last entry's answer holds: one record (create, Save, discard) or a list call's items;
 * empty for an answer without records (a delete); null while the write waits to be sent.
 */
function answeredRecords(result: WriteResult): RecordAnswer[] | null {
  if (result.queued) return null;
  const answer = result.entries.at(-1)?.answer as { items?: RecordAnswer[] } | RecordAnswer | undefined;
  if (answer && 'items' in answer && Array.isArray(answer.items)) return answer.items;
  return answer && 'id' in answer ? [answer] : [];
}

/**
 * One call on one record through the outbox: the answer's records when the server answered soon, null
 * while the call waits to be sent; a refusal rejects with the server's ApiError.
 */
async function recordCall(entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, call: RecordCall, database: ConsoleDatabase): Promise<RecordAnswer[] | null> {
  const id = await queueRecordCall({ ...writeContext(), database }, entity, record, call);
  return answeredRecords(await awaitWrite([id], { database }));
}

/** The published revision once the draft is gone; null while the discard waits to be sent. */
export async function discardDraft(entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  return (await recordCall(entity, record, discardCall(), database))?.[0] ?? null;
}

/**
 * Soft delete marks the record deleted (it stays); permanent delete drops it from the mirror when the
 * server answers. False while the delete waits to be sent.
 */
export async function deleteRecord(entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, opts: DeleteOptions, database: ConsoleDatabase = db): Promise<boolean> {
  return (await recordCall(entity, record, deleteCall(opts, opts.ignoreReferences), database)) !== null;
}

export async function restoreRecord(entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  return (await recordCall(entity, record, restoreCall(), database))?.[0] ?? null;
}

/** Adds a sample to an analysis (an experiment); the analysis as answered, or null while the add waits to be sent. */
export async function addAnalysisSample(record: RecordAnswer, sample: AnalysisSample, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  return (await recordCall('experiment', record, addSampleCall(record, sample), database))?.[0] ?? null;
}

export async function setRecordState(entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, recState: number, database: ConsoleDatabase = db): Promise<RecordAnswer | null> {
  return (await recordCall(entity, record, stateCall(recState), database))?.[0] ?? null;
}

/**
 * Security fields change without a revision: the group by ChangeProject, then owner/team/shares by
 * AssignSecurity (two entries, sent in that order). The record as the last answer left it (as it was
 * when nothing changed); null while a change waits to be sent.
 */
export async function saveSecurity(
  entity: RecordEntity,
  record: RecordAnswer,
  security: SecurityFields | null,
  group: GroupFields | null,
  database: ConsoleDatabase = db,
): Promise<RecordAnswer | null> {
  const calls = [group ? projectCall(group) : null, security && Object.keys(security).length > 0 ? securityCall(security) : null].filter((c): c is RecordCall => c !== null);
  const context = { ...writeContext(), database };
  const ids: number[] = [];
  for (const call of calls) ids.push(await queueRecordCall(context, entity, record, call));
  if (ids.length === 0) return record;
  return answeredRecords(await awaitWrite(ids, { database }))?.[0] ?? null;
}
