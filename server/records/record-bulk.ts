// The calls on several records at once (console.md §7): delete, restore, SetRecordState,
// AssignSecurity, ChangeProject. Every record must pass before any changes (node-model.md §6).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RecordStatus } from '../../src/domain/records/record-enums';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { MSG_REASON_REQUIRED, isBlankReason } from '../../src/domain/records/record-patterns';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { RecordAccess } from '../../src/domain/rights';
import type { Database, RecordRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { noteRecordChanges } from './record-changes';
import { securityBefore } from '../sync/record-scope';
import { httpError } from '../services/http-error';
import { parseRecordInput } from './record-input';
import { MSG_NOT_DELETED, MSG_NO_RECORD_RIGHT, MSG_TEAM_FROM_PROJECT, recordNotFound } from './record-messages';
import { accessOf, buildAnswers, findVisibleRows } from './record-reader';
import { aclSchema, checkAcl, checkOwnerAllowed, checkTeamAllowed, groupIdSchema, replaceAcl, resolvePlacement } from './record-security';
import type { Placement } from './record-security';
import { checkReferences } from './record-references';
import { requireAssignForContainerChange, requireAssignForNewShares } from './record-share-reach';
import { touchRecord } from './record-store';
import type { Viewer } from './record-viewer';
import { stateRefusal } from './record-writer';
import type { RequestInfo } from './record-writer';

const ids = z.array(z.number().int().positive()).min(1).max(500);
/** The body of ids: a bare array or { ids }. */
const idsBody = z.union([ids, z.object({ ids })]).transform((v) => [...new Set(Array.isArray(v) ? v : v.ids)]);
const stateBody = z.object({ ids, recState: z.union([z.literal(RecordStatus.active), z.literal(RecordStatus.closed)]), includeDependencies: z.boolean().default(false) });
const securityBody = z.object({ ids, recOwnerId: z.number().int().positive().optional(), recTeamId: z.number().int().positive().nullable().optional(), recAcl: aclSchema.optional() });
const projectBody = z.object({ ids, projectId: groupIdSchema, expId: groupIdSchema });
const deleteQuery = z.object({ permanent: z.enum(['true', 'false']).default('false'), reason: z.string().max(2000).optional(), ignoreReferences: z.enum(['true', 'false']).default('false') });

type Checked = { rows: RecordRow[]; access: Map<number, number> };

/** Loads every id; one unreadable id refuses the whole call with the not-found answer. */
async function loadAll(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, wanted: number[]): Promise<Checked> {
  const rows = await findVisibleRows(db, viewer, entity, wanted);
  if (rows.length !== new Set(wanted).size) throw recordNotFound();
  return { rows, access: await accessOf(db, viewer, rows) };
}

function requireBit(checked: Checked, bit: number): void {
  for (const row of checked.rows) if (((checked.access.get(row.id) ?? 0) & bit) !== bit) throw httpError(403, MSG_NO_RECORD_RIGHT);
}

function requireChangeable(checked: Checked, bit: number): void {
  for (const row of checked.rows) {
    const refusal = stateRefusal(row, checked.access.get(row.id) ?? 0, bit);
    if (refusal) throw refusal;
  }
}

async function answers(db: Kysely<Database>, viewer: Viewer, rows: RecordRow[]): Promise<RecordAnswer[]> {
  const fresh = await db.selectFrom('records').selectAll().where('id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
  return buildAnswers(db, viewer, fresh);
}

/**
 * Runs a read-only check once per key: the same check on many rows of a bulk call (same owner, team,
 * shares or placement) asks the database once, and a refusal still comes at the first row that fails.
 */
function checkOnce(): (key: string, check: () => Promise<unknown>) => Promise<void> {
  const passed = new Set<string>();
  return async (key, check) => {
    if (passed.has(key)) return;
    await check();
    passed.add(key);
  };
}

function audit(viewer: Viewer, request: RequestInfo, row: RecordRow) {
  return { userId: viewer.userId, username: viewer.username, ip: request.ip, entity: row.entity, entityId: String(row.id) };
}

export async function deleteRecords(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, rawQuery: unknown, request: RequestInfo): Promise<{ deleted: number[]; permanent: boolean }> {
  const wanted = parseRecordInput(idsBody, body);
  const query = parseRecordInput(deleteQuery, rawQuery);
  const permanent = query.permanent === 'true';
  if (permanent && isBlankReason(query.reason)) throw httpError(400, MSG_REASON_REQUIRED, { field: 'reason' });
  await db.transaction().execute(async (trx) => {
    const checked = await loadAll(trx, viewer, entity, wanted);
    requireBit(checked, RecordAccess.delete);
    if (!permanent) {
      // Its security as it was: only those who could read it learn that it (and a licence's node) is gone.
      const before = await securityBefore(trx, checked.rows);
      await trx.updateTable('records').set({ deleted: 1 }).where('id', 'in', wanted).execute();
      await noteRecordChanges(trx, checked.rows, before);
      for (const row of checked.rows) await writeAudit(trx, { ...audit(viewer, request, row), category: 'record-delete', reason: query.reason?.trim() || null, message: `Deleted ${entity} '${row.name}'` });
      return;
    }
    await checkReferences(trx, viewer, entity, wanted, query.ignoreReferences === 'true');
    const before = await securityBefore(trx, checked.rows);
    await trx.deleteFrom('records').where('id', 'in', wanted).execute();
    await noteRecordChanges(trx, checked.rows, before);
    for (const row of checked.rows) {
      await writeAudit(trx, { ...audit(viewer, request, row), category: 'record-delete-permanent', oldValue: row.data, reason: (query.reason ?? '').trim(), message: `Permanently deleted ${entity} '${row.name}'` });
    }
  });
  return { deleted: wanted, permanent };
}

export async function restoreRecords(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, request: RequestInfo): Promise<RecordAnswer[]> {
  const wanted = parseRecordInput(idsBody, body);
  const rows = await db.transaction().execute(async (trx) => {
    const checked = await loadAll(trx, viewer, entity, wanted);
    requireBit(checked, RecordAccess.delete);
    if (checked.rows.some((r) => r.deleted !== 1)) throw httpError(409, MSG_NOT_DELETED);
    await trx.updateTable('records').set({ deleted: 0 }).where('id', 'in', wanted).execute();
    await noteRecordChanges(trx, checked.rows);
    for (const row of checked.rows) await writeAudit(trx, { ...audit(viewer, request, row), category: 'record-restore', message: `Restored ${entity} '${row.name}'` });
    return checked.rows;
  });
  return answers(db, viewer, rows);
}

/** Customers own their licences and contacts; projects their experiments and records; experiments their records. */
async function dependencies(db: Kysely<Database>, viewer: Viewer, rows: RecordRow[]): Promise<RecordRow[]> {
  const ids = rows.map((r) => r.id);
  const query = db
    .selectFrom('records')
    .selectAll()
    .where('deleted', '=', 0)
    .where((eb) => eb.or([eb.and([eb('entity', 'in', ['license', 'contact']), eb('customer_id', 'in', ids)]), eb('project_id', 'in', ids), eb('exp_id', 'in', ids)]))
    .where('id', 'not in', ids);
  const candidates = await query.execute();
  // Dependants the caller cannot read are left alone: naming them would reveal them.
  const access = await accessOf(db, viewer, candidates);
  return candidates.filter((row) => ((access.get(row.id) ?? 0) & RecordAccess.read) !== 0);
}

/** The records of projects and experiments among `rows`: their team and inherited shares follow the container. */
async function containedRecords(db: Kysely<Database>, entity: RecordEntity, rows: RecordRow[]): Promise<RecordRow[]> {
  if (entity !== 'project' && entity !== 'experiment') return [];
  const ids = rows.map((r) => r.id);
  return db
    .selectFrom('records')
    .selectAll()
    .where((eb) => eb.or([eb('project_id', 'in', ids), eb('exp_id', 'in', ids)]))
    .where('id', 'not in', ids)
    .execute();
}

export async function setRecordState(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, request: RequestInfo): Promise<RecordAnswer[]> {
  const input = parseRecordInput(stateBody, body);
  const rows = await db.transaction().execute(async (trx) => {
    const checked = await loadAll(trx, viewer, entity, input.ids);
    const deps = input.includeDependencies ? await dependencies(trx, viewer, checked.rows) : [];
    const all: Checked = { rows: [...checked.rows, ...deps], access: new Map([...checked.access, ...(await accessOf(trx, viewer, deps))]) };
    requireBit(all, RecordAccess.updateMeta);
    for (const row of all.rows) {
      if (row.deleted === 1) throw httpError(409, `The ${row.entity} '${row.name}' is deleted and can not be changed.`);
    }
    await trx.updateTable('records').set({ rec_state: input.recState }).where('id', 'in', all.rows.map((r) => r.id)).execute();
    await noteRecordChanges(trx, all.rows);
    for (const row of all.rows) {
      await touchRecord(trx, row.id, viewer.userId);
      await writeAudit(trx, { ...audit(viewer, request, row), category: 'record-state', property: 'recState', oldValue: String(row.rec_state), newValue: String(input.recState), message: `Set state of ${row.entity} '${row.name}'` });
    }
    return checked.rows;
  });
  return answers(db, viewer, rows);
}

export async function assignSecurity(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, request: RequestInfo): Promise<RecordAnswer[]> {
  const input = parseRecordInput(securityBody, body);
  const rows = await db.transaction().execute(async (trx) => {
    const checked = await loadAll(trx, viewer, entity, input.ids);
    requireChangeable(checked, RecordAccess.assign);
    const once = checkOnce();
    for (const row of checked.rows) {
      const { recOwnerId, recTeamId, recAcl } = input;
      if (recOwnerId !== undefined) await once(`owner:${row.owner_id}`, () => checkOwnerAllowed(trx, viewer, entity, recOwnerId, row.owner_id));
      if (recTeamId !== undefined && recTeamId !== row.team_id) {
        if (row.project_id !== null || row.exp_id !== null) throw httpError(400, MSG_TEAM_FROM_PROJECT, { field: 'recTeamId' });
        await once('team', () => checkTeamAllowed(trx, viewer, entity, recTeamId));
      }
      if (recAcl !== undefined) await once(`acl:${row.project_id}`, () => checkAcl(trx, entity, row.project_id, recAcl));
      if (entity === 'project' || entity === 'experiment') await requireAssignForContainerChange(trx, viewer, row, { recAcl, recTeamId });
    }
    // A container's team and shares reach its records: they are changes for the change feed too.
    const changed = [...checked.rows, ...(await containedRecords(trx, entity, checked.rows))];
    const before = await securityBefore(trx, changed);
    for (const row of checked.rows) {
      const set: { owner_id?: number; team_id?: number | null } = {};
      if (input.recOwnerId !== undefined) set.owner_id = input.recOwnerId;
      if (input.recTeamId !== undefined) set.team_id = input.recTeamId;
      if (Object.keys(set).length > 0) await trx.updateTable('records').set(set).where('id', '=', row.id).execute();
      // Records of a project or experiment take its team (node-model.md §4).
      if (input.recTeamId !== undefined && (entity === 'project' || entity === 'experiment')) {
        await trx.updateTable('records').set({ team_id: input.recTeamId }).where((eb) => eb.or([eb('project_id', '=', row.id), eb('exp_id', '=', row.id)])).execute();
      }
      if (input.recAcl !== undefined) await replaceAcl(trx, row.id, input.recAcl);
      await touchRecord(trx, row.id, viewer.userId);
      await writeAudit(trx, {
        ...audit(viewer, request, row),
        category: 'record-security',
        oldValue: JSON.stringify({ recOwnerId: row.owner_id, recTeamId: row.team_id }),
        newValue: JSON.stringify({ recOwnerId: input.recOwnerId, recTeamId: input.recTeamId, recAcl: input.recAcl }),
        message: `Assigned security of ${entity} '${row.name}'`,
      });
    }
    await noteRecordChanges(trx, changed, before);
    return checked.rows;
  });
  return answers(db, viewer, rows);
}

export async function changeProject(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, body: unknown, request: RequestInfo): Promise<RecordAnswer[]> {
  const input = parseRecordInput(projectBody, body);
  const rows = await db.transaction().execute(async (trx) => {
    const checked = await loadAll(trx, viewer, entity, input.ids);
    requireChangeable(checked, RecordAccess.updateMeta);
    // Every check runs before anything is written, so a refusal leaves all records as they were.
    const plans: { row: RecordRow; placement: Placement; members: RecordRow[] }[] = [];
    // The placement depends only on the input and the record's team: resolved once per team.
    const placements = new Map<number | null, Placement>();
    const once = checkOnce();
    for (const row of checked.rows) {
      const placement = placements.get(row.team_id) ?? (await resolvePlacement(trx, viewer, entity, { projectId: input.projectId, expId: input.expId }, row.team_id));
      placements.set(row.team_id, placement);
      if (placement.expId === row.id || placement.projectId === row.id) throw httpError(400, 'A record can not belong to itself.', { field: 'projectId' });
      if (placement.teamId !== row.team_id) {
        // The record takes the project's team: that is a change of team, which needs what AssignSecurity
        // needs (the assign right on the record and a team the caller may assign), not only updateMeta.
        if (((checked.access.get(row.id) ?? 0) & RecordAccess.assign) !== RecordAccess.assign) throw httpError(403, MSG_NO_RECORD_RIGHT);
        await once(`team:${placement.teamId}`, () => checkTeamAllowed(trx, viewer, entity, placement.teamId, 'projectId'));
      }
      // The records of an experiment follow it: each one that moves needs updateMeta, all or nothing.
      const members =
        entity === 'experiment'
          ? (await trx.selectFrom('records').selectAll().where('exp_id', '=', row.id).execute()).filter((m) => m.project_id !== placement.projectId || m.team_id !== placement.teamId)
          : [];
      if (members.length > 0) {
        const memberAccess = await accessOf(trx, viewer, members);
        for (const member of members) {
          const bits = memberAccess.get(member.id) ?? 0;
          if ((bits & RecordAccess.read) === 0) throw recordNotFound();
          if ((bits & RecordAccess.updateMeta) === 0) throw httpError(403, MSG_NO_RECORD_RIGHT);
          // Taking the record to another team is what AssignSecurity does, as for the experiment itself.
          if (member.team_id !== placement.teamId && (bits & RecordAccess.assign) === 0) throw httpError(403, MSG_NO_RECORD_RIGHT);
        }
        // An experiment entering a project loses its own shares and passes on the project's.
        await requireAssignForNewShares(trx, members, memberAccess, () => ({ ...placement, expId: row.id, expSharesCleared: placement.projectId !== null }));
      }
      // Shares of the destination reach the record: giving them is sharing it (record-share-reach.ts).
      await requireAssignForNewShares(trx, [row], checked.access, () => placement);
      plans.push({ row, placement, members });
    }
    const changed = [...checked.rows, ...(await containedRecords(trx, entity, checked.rows))];
    const before = await securityBefore(trx, changed);
    for (const { row, placement, members } of plans) {
      if (entity === 'experiment' && placement.projectId !== null) {
        const shares = await trx.selectFrom('record_acl').select('id').where('record_id', '=', row.id).executeTakeFirst();
        // Sharing is not allowed for an experiment of a project: its own shares are cleared (node-model.md §4).
        if (shares) await replaceAcl(trx, row.id, []);
      }
      await trx.updateTable('records').set({ project_id: placement.projectId, exp_id: placement.expId, team_id: placement.teamId }).where('id', '=', row.id).execute();
      if (members.length > 0) {
        await trx.updateTable('records').set({ project_id: placement.projectId, team_id: placement.teamId }).where('id', 'in', members.map((m) => m.id)).execute();
      }
      await touchRecord(trx, row.id, viewer.userId);
      await writeAudit(trx, {
        ...audit(viewer, request, row),
        category: 'record-project',
        oldValue: JSON.stringify({ projectId: row.project_id, expId: row.exp_id }),
        newValue: JSON.stringify({ projectId: placement.projectId, expId: placement.expId }),
        message: `Changed project of ${entity} '${row.name}'`,
      });
    }
    await noteRecordChanges(trx, changed, before);
    return checked.rows;
  });
  return answers(db, viewer, rows);
}
