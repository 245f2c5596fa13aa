// Low-level writes of a record's current revision: every published revision is signed, and the
// previous one is kept as an old revision.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Revision } from '../../src/domain/records/record-enums';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { Database, RecordRow } from '../db/schema';
import { filterColumns } from './record-content';
import type { RecordContent } from './record-content';
import { recordKeys, signRevision } from './record-signing';

export type NewRecord = {
  entity: RecordEntity;
  content: RecordContent;
  ownerId: number | null;
  teamId: number | null;
  projectId: number | null;
  expId: number | null;
  userId: number | null;
  guid?: string | undefined;
};

export async function insertRecord(db: Kysely<Database>, record: NewRecord): Promise<RecordRow> {
  const keys = await recordKeys(db);
  const guid = record.guid ?? randomUUID();
  const now = new Date().toISOString();
  return db
    .insertInto('records')
    .values({
      entity: record.entity,
      guid,
      owner_id: record.ownerId,
      team_id: record.teamId,
      project_id: record.projectId,
      exp_id: record.expId,
      rec_rev: 1,
      rec_state: 1,
      deleted: 0,
      snapshot: 0,
      name: record.content.name,
      description: record.content.description,
      ...filterColumns(record.content),
      data: JSON.stringify(record.content),
      signature: signRevision(keys, { entity: record.entity, guid, rev: 1, content: record.content }),
      created_at: now,
      created_by: record.userId,
      modified_at: now,
      modified_by: record.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes `content` revision rev+1 of the record; the replaced revision stays readable as old. */
export async function publishContent(db: Kysely<Database>, row: RecordRow, content: RecordContent, userId: number): Promise<void> {
  const keys = await recordKeys(db);
  const rev = row.rec_rev + 1;
  await db
    .insertInto('record_revisions')
    .values({ record_id: row.id, rev: row.rec_rev, rev_state: Revision.old, data: row.data, signature: row.signature, editor_id: row.modified_by, created_at: row.modified_at })
    .execute();
  await db.deleteFrom('record_revisions').where('record_id', '=', row.id).where('rev_state', '=', Revision.draft).execute();
  await db
    .updateTable('records')
    .set({
      rec_rev: rev,
      name: content.name,
      description: content.description,
      ...filterColumns(content),
      data: JSON.stringify(content),
      signature: signRevision(keys, { entity: row.entity, guid: row.guid, rev, content }),
      modified_at: new Date().toISOString(),
      modified_by: userId,
    })
    .where('id', '=', row.id)
    .execute();
}

export async function saveDraft(db: Kysely<Database>, row: RecordRow, content: RecordContent, userId: number): Promise<void> {
  await db.deleteFrom('record_revisions').where('record_id', '=', row.id).where('rev_state', '=', Revision.draft).execute();
  await db
    .insertInto('record_revisions')
    .values({ record_id: row.id, rev: row.rec_rev + 1, rev_state: Revision.draft, data: JSON.stringify(content), signature: null, editor_id: userId, created_at: new Date().toISOString() })
    .execute();
}

export async function touchRecord(db: Kysely<Database>, id: number, userId: number): Promise<void> {
  await db.updateTable('records').set({ modified_at: new Date().toISOString(), modified_by: userId }).where('id', '=', id).execute();
}
