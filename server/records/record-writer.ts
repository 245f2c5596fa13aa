// Create, update (draft or in place), publish and discard (console.md §4 revisions; DESIGN.md conflicts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hasAccess, readOnlyReason } from '../../src/domain/records/record-access';
import { Revision } from '../../src/domain/records/record-enums';
import { ENTITY_CAPABILITIES, mayCreateEntity } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { RecordAccess } from '../../src/domain/rights';
import type { Database, RecordRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { appendRecordChanges } from '../sync/change-log';
import { noteRecordChanges } from './record-changes';
import { httpError } from '../services/http-error';
import type { HttpError } from '../services/http-error';
import { CONTENT_SCHEMAS, clientFields, contentKeys } from './record-content';
import type { RecordContent } from './record-content';
import { checkContent, checkFeatureUidFree } from './record-content-checks';
import { parseRecordInput } from './record-input';
import {
  MSG_NO_CREATE_RIGHT,
  MSG_NO_DRAFT,
  MSG_NO_RECORD_RIGHT,
  MSG_PACKAGES_BY_IMPORT,
  MSG_RECORD_CLOSED,
  MSG_RECORD_DELETED,
  MSG_RECORD_SNAPSHOT,
  editedByOther,
  recordNotFound,
  staleRevision,
} from './record-messages';
import { accessOf, buildAnswers, findVisibleRow } from './record-reader';
import { aclSchema, checkAcl, checkOwnerAllowed, groupIdSchema, replaceAcl, resolvePlacement } from './record-security';
import { insertRecord, publishContent, saveDraft } from './record-store';
import type { Viewer } from './record-viewer';

export type RequestInfo = { ip: string };

const securityInput = z.object({
  recOwnerId: z.number().int().positive().optional(),
  recTeamId: z.number().int().positive().nullable().optional(),
  recAcl: aclSchema.optional(),
  projectId: groupIdSchema,
  expId: groupIdSchema,
});

const revInput = z.object({ recRev: z.number().int().min(1) });

export function auditBase(viewer: Viewer, request: RequestInfo, entity: RecordEntity, id: number) {
  return { userId: viewer.userId, username: viewer.username, ip: request.ip, entity, entityId: String(id) };
}

export async function answerOne(db: Kysely<Database>, viewer: Viewer, id: number, choice: 'current' | 'ownDraft' = 'ownDraft'): Promise<RecordAnswer> {
  const row = await db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [answer] = await buildAnswers(db, viewer, [row], choice);
  if (!answer) throw recordNotFound();
  return answer;
}

export async function createRecord(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, request: RequestInfo): Promise<RecordAnswer> {
  if (entity === 'package') throw httpError(403, MSG_PACKAGES_BY_IMPORT);
  if (!viewer.isAdmin && !mayCreateEntity(viewer.createEntity, entity)) throw httpError(403, MSG_NO_CREATE_RIGHT);
  // Server-only fields start empty: an analysis's samples arrive only through analysisaddsample.
  const content = parseRecordInput(CONTENT_SCHEMAS[entity], clientFields(entity, body)) as RecordContent;
  const security = parseRecordInput(securityInput, body);
  const id = await db.transaction().execute(async (trx) => {
    await checkContent(trx, viewer, entity, content, null);
    const defaultTeam = viewer.teamIds[0] ?? null;
    const placement = await resolvePlacement(trx, viewer, entity, security, defaultTeam);
    const ownerId = security.recOwnerId ?? viewer.userId;
    await checkOwnerAllowed(trx, viewer, entity, ownerId, null);
    const acl = security.recAcl ?? [];
    await checkAcl(trx, entity, placement.projectId, acl);
    if (entity === 'feature') await checkFeatureUidFree(trx, String(content.featureUID));
    const row = await insertRecord(trx, { entity, content, ownerId, teamId: placement.teamId, projectId: placement.projectId, expId: placement.expId, userId: viewer.userId });
    await replaceAcl(trx, row.id, acl);
    await noteRecordChanges(trx, [row]);
    await writeAudit(trx, { ...auditBase(viewer, request, entity, row.id), category: 'record-create', newValue: row.data, message: `Created ${entity} '${content.name}'` });
    return row.id;
  });
  return answerOne(db, viewer, id);
}

type Draft = { rev: number; data: string; editor_id: number | null };

export async function loadDraft(db: Kysely<Database>, recordId: number): Promise<Draft | undefined> {
  return db.selectFrom('record_revisions').select(['rev', 'data', 'editor_id']).where('record_id', '=', recordId).where('rev_state', '=', Revision.draft).executeTakeFirst();
}

async function editorName(db: Kysely<Database>, userId: number | null): Promise<string> {
  if (userId === null) return 'another user';
  const user = await db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst();
  return user?.display_name ?? 'another user';
}

/** Refuses changes to deleted, snapshot and closed records, and to callers without the access bit. */
export function stateRefusal(row: RecordRow, recAccess: number, bit: number): HttpError | null {
  const reason = readOnlyReason({ recDeleted: row.deleted === 1, recLastRev: true, recPublished: true, recAccess: recAccess | RecordAccess.update, recState: row.rec_state, snapshot: row.snapshot === 1 });
  if (reason === 'deleted') return httpError(409, MSG_RECORD_DELETED);
  if (reason === 'snapshot') return httpError(409, MSG_RECORD_SNAPSHOT);
  if (reason === 'closed') return httpError(409, MSG_RECORD_CLOSED);
  if (!hasAccess(recAccess, bit)) return httpError(403, MSG_NO_RECORD_RIGHT);
  return null;
}

/** A record the caller may change, by id or guid, with its draft: not found, or refused by its state or rights. */
export async function editableRow(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, where: { id: number } | { guid: string }): Promise<{ row: RecordRow; draft: Draft | undefined }> {
  const row = await findVisibleRow(db, viewer, entity, where);
  if (!row) throw recordNotFound();
  const access = (await accessOf(db, viewer, [row])).get(row.id) ?? 0;
  const refusal = stateRefusal(row, access, RecordAccess.update);
  if (refusal) throw refusal;
  return { row, draft: await loadDraft(db, row.id) };
}

/**
 * Saves the caller's changes as the draft revision (creating it on first save). Kinds that may be
 * edited in place publish at once when asked. Refused when someone else holds the draft or the
 * caller's recRev is not the revision being edited.
 */
export async function updateRecord(
  db: Kysely<Database>,
  viewer: Viewer,
  entity: RecordEntity,
  id: number,
  body: unknown,
  options: { publish: boolean },
  request: RequestInfo,
): Promise<RecordAnswer> {
  const { recRev } = parseRecordInput(revInput, body);
  if (options.publish && !ENTITY_CAPABILITIES[entity].canEdit) throw httpError(400, `A ${entity} is changed through a draft: save it, then publish the draft.`);
  await db.transaction().execute(async (trx) => {
    const { row, draft } = await editableRow(trx, viewer, entity, { id });
    if (draft && draft.editor_id !== viewer.userId) throw editedByOther(await editorName(trx, draft.editor_id));
    const expected = draft ? draft.rev : row.rec_rev;
    if (recRev !== expected) throw staleRevision(expected);
    const base = JSON.parse(draft ? draft.data : row.data) as Record<string, unknown>;
    const changes = Object.fromEntries(Object.entries(clientFields(entity, body)).filter(([key]) => contentKeys(entity).includes(key)));
    const content = parseRecordInput(CONTENT_SCHEMAS[entity], { ...base, ...changes }) as RecordContent;
    await checkContent(trx, viewer, entity, content, { id: row.id, content: JSON.parse(row.data) as Record<string, unknown> });
    const audit = { ...auditBase(viewer, request, entity, row.id), oldValue: row.data, newValue: JSON.stringify(content) };
    if (options.publish) {
      await publishContent(trx, row, content, viewer.userId);
      await writeAudit(trx, { ...audit, category: 'record-publish', message: `Updated ${entity} '${content.name}' to revision ${row.rec_rev + 1}` });
    } else {
      await saveDraft(trx, row, content, viewer.userId);
      await writeAudit(trx, { ...audit, category: 'record-draft', message: `Saved draft revision ${row.rec_rev + 1} of ${entity} '${content.name}'` });
    }
    // After the write, so the licence nodes kept in step read the record as it now is. A draft changes
    // no licence node (they show the current revision), but the feed still tells readers of the draft.
    if (options.publish) await noteRecordChanges(trx, [row]);
    else await appendRecordChanges(trx, [row]);
  });
  return answerOne(db, viewer, id);
}

export async function publishDraft(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, id: number, body: unknown, request: RequestInfo): Promise<RecordAnswer> {
  const { recRev } = parseRecordInput(revInput, body);
  await db.transaction().execute(async (trx) => {
    const { row, draft } = await editableRow(trx, viewer, entity, { id });
    if (!draft) throw httpError(409, MSG_NO_DRAFT);
    if (draft.editor_id !== viewer.userId) throw editedByOther(await editorName(trx, draft.editor_id));
    if (recRev !== draft.rev) throw staleRevision(draft.rev);
    const content = parseRecordInput(CONTENT_SCHEMAS[entity], JSON.parse(draft.data)) as RecordContent;
    await publishContent(trx, row, content, viewer.userId);
    await noteRecordChanges(trx, [row]);
    await writeAudit(trx, {
      ...auditBase(viewer, request, entity, row.id),
      category: 'record-publish',
      oldValue: row.data,
      newValue: draft.data,
      message: `Published revision ${draft.rev} of ${entity} '${content.name}'`,
    });
  });
  return answerOne(db, viewer, id);
}

/** Drops the draft; its holder, or an administrator releasing a forgotten one. */
export async function discardDraft(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, id: number, request: RequestInfo): Promise<RecordAnswer> {
  await db.transaction().execute(async (trx) => {
    const row = await findVisibleRow(trx, viewer, entity, { id });
    if (!row) throw recordNotFound();
    const draft = await loadDraft(trx, row.id);
    if (!draft) throw httpError(409, MSG_NO_DRAFT);
    if (draft.editor_id !== viewer.userId && !viewer.isAdmin) throw editedByOther(await editorName(trx, draft.editor_id));
    await trx.deleteFrom('record_revisions').where('record_id', '=', row.id).where('rev_state', '=', Revision.draft).execute();
    await noteRecordChanges(trx, [row]);
    await writeAudit(trx, { ...auditBase(viewer, request, entity, row.id), category: 'record-discard', oldValue: draft.data, message: `Discarded draft revision ${draft.rev} of ${entity} '${row.name}'` });
  });
  return answerOne(db, viewer, id);
}
