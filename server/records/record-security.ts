// Owner, team, project/experiment and shares of a record being created or reassigned
// (node-model.md §4 'Project/experiment choice', §6 'Assigning owner or team').
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AclEntry } from '../../src/domain/records/record-access';
import { ENTITY_CAPABILITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { Database, RecordRow } from '../db/schema';
import { httpError } from '../services/http-error';
import {
  MSG_EXPERIMENT_NO_SHARING,
  MSG_NO_SHARING,
  MSG_OWNER_NOT_ALLOWED,
  MSG_SHARE_PAIR,
  MSG_TEAM_FROM_PROJECT,
  MSG_TEAM_NOT_ALLOWED,
} from './record-messages';
import type { Viewer } from './record-viewer';
import { findVisibleRow } from './record-reader';

const aclEntrySchema = z.object({ userId: z.number().int().positive().nullable().default(null), roleId: z.number().int().positive().nullable().default(null) });
export const aclSchema = z.array(aclEntrySchema).max(100);
/** -1 (the spec's 'none'), null and absent all mean no project / experiment. */
export const groupIdSchema = z.number().int().min(-1).nullable().optional();

export type Placement = { projectId: number | null; expId: number | null; teamId: number | null };

function mayAssign(viewer: Viewer, entity: RecordEntity): boolean {
  const flag = ENTITY_CAPABILITIES[entity].entityFlag;
  return viewer.isAdmin || (flag !== 0 && (viewer.assignRights & flag) === flag) || (flag === 0 && viewer.assignRights !== 0);
}

function normalGroupId(value: number | null | undefined): number | null {
  return value === undefined || value === null || value <= 0 ? null : value;
}

/** A live record of this kind the caller may read, else a 400 on the field that names it. */
async function requireReference(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, id: number, field: string): Promise<RecordRow> {
  const row = await findVisibleRow(db, viewer, entity, { id });
  if (!row || row.deleted) throw httpError(400, `The ${entity} ${id} was not found or you do not have enough permissions.`, { field });
  return row;
}

/** Resolves project and experiment: the team comes from them and is locked (node-model.md §4). */
export async function resolvePlacement(
  db: Kysely<Database>,
  viewer: Viewer,
  entity: RecordEntity,
  input: { projectId?: number | null | undefined; expId?: number | null | undefined; recTeamId?: number | null | undefined },
  currentTeamId: number | null,
): Promise<Placement> {
  let projectId = normalGroupId(input.projectId);
  const expId = normalGroupId(input.expId);
  if (entity === 'project' && (projectId !== null || expId !== null)) throw httpError(400, 'A project can not belong to another project or experiment.', { field: 'projectId' });
  if (entity === 'experiment' && expId !== null) throw httpError(400, 'An experiment can not belong to another experiment.', { field: 'expId' });

  let teamId: number | null | undefined;
  if (expId !== null) {
    const experiment = await requireReference(db, viewer, 'experiment', expId, 'expId');
    if (projectId !== null && experiment.project_id !== projectId) throw httpError(400, 'The experiment does not belong to that project.', { field: 'expId' });
    projectId = experiment.project_id;
    teamId = experiment.team_id;
  } else if (projectId !== null) {
    teamId = (await requireReference(db, viewer, 'project', projectId, 'projectId')).team_id;
  }
  if (teamId !== undefined) {
    if (input.recTeamId !== undefined && input.recTeamId !== teamId) throw httpError(400, MSG_TEAM_FROM_PROJECT, { field: 'recTeamId' });
    return { projectId, expId, teamId };
  }
  if (input.recTeamId === undefined) return { projectId, expId, teamId: currentTeamId };
  await checkTeamAllowed(db, viewer, entity, input.recTeamId);
  return { projectId, expId, teamId: input.recTeamId };
}

export async function checkTeamAllowed(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, teamId: number | null, field = 'recTeamId'): Promise<void> {
  if (teamId === null) return;
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!team || (!mayAssign(viewer, entity) && !viewer.teamIds.includes(teamId))) throw httpError(403, MSG_TEAM_NOT_ALLOWED, { field });
}

export async function checkOwnerAllowed(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, ownerId: number, currentOwnerId: number | null): Promise<void> {
  if (ownerId === currentOwnerId) return;
  const user = await db.selectFrom('users').select('id').where('id', '=', ownerId).executeTakeFirst();
  if (!user) throw httpError(400, `User ${ownerId} not found.`, { field: 'recOwnerId' });
  if (ownerId !== viewer.userId || currentOwnerId !== null) {
    if (!mayAssign(viewer, entity)) throw httpError(403, MSG_OWNER_NOT_ALLOWED, { field: 'recOwnerId' });
  }
}

/** Shares pair a user with a role (node-model.md §5); kinds without sharing and project experiments keep none. */
export async function checkAcl(db: Kysely<Database>, entity: RecordEntity, projectId: number | null, acl: AclEntry[]): Promise<void> {
  if (acl.length === 0) return;
  if (!ENTITY_CAPABILITIES[entity].canShare) throw httpError(400, MSG_NO_SHARING, { field: 'recAcl' });
  if (entity === 'experiment' && projectId !== null) throw httpError(400, MSG_EXPERIMENT_NO_SHARING, { field: 'recAcl' });
  for (const entry of acl) {
    if (entry.userId === null || entry.roleId === null) throw httpError(400, MSG_SHARE_PAIR, { field: 'recAcl' });
  }
  const userIds = [...new Set(acl.map((e) => e.userId as number))];
  const roleIds = [...new Set(acl.map((e) => e.roleId as number))];
  const users = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  const roles = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
  if (users.length !== userIds.length || roles.length !== roleIds.length) throw httpError(400, 'A share names an unknown user or role.', { field: 'recAcl' });
}

export async function replaceAcl(db: Kysely<Database>, recordId: number, acl: AclEntry[]): Promise<void> {
  await db.deleteFrom('record_acl').where('record_id', '=', recordId).execute();
  if (acl.length > 0) await db.insertInto('record_acl').values(acl.map((e) => ({ record_id: recordId, user_id: e.userId, role_id: e.roleId }))).execute();
}

/** A customer, feature… referenced by content must exist, be alive and be readable by the caller. */
export async function checkReference(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, id: number, field: string): Promise<void> {
  await requireReference(db, viewer, entity, id, field);
}
