// Shares of a project or experiment reach every record inside it (node-model.md §4). Putting a record
// where new shares reach it, or giving a project or experiment new shares or another team, hands its
// records to more people: that is assigning their security, so it needs what AssignSecurity needs, the
// assign bit on each record reached. Otherwise anyone could share a record they may not share by moving
// it into a project of their own whose shares name whoever they like.
import type { Kysely } from 'kysely';
import type { AclEntry } from '../../src/domain/records/record-access';
import { hasAccess } from '../../src/domain/records/record-access';
import { RecordAccess } from '../../src/domain/rights';
import type { Database, RecordRow } from '../db/schema';
import { httpError } from '../services/http-error';
import { MSG_CONTAINER_REACHES, MSG_MOVE_WOULD_SHARE } from './record-messages';
import { aclOf } from './record-reader';
import type { Viewer } from './record-viewer';

/** Where a record is going: the project and experiment whose shares it will inherit, and its team there. */
export type Destination = { projectId: number | null; expId: number | null; teamId: number | null; expSharesCleared?: boolean };

function shareKey(entry: AclEntry): string {
  return `${entry.userId ?? ''}:${entry.roleId ?? ''}`;
}

/** The teams of the users a share names, to tell shares that give their user nothing more. */
async function teamsOf(db: Kysely<Database>, entries: AclEntry[]): Promise<Map<number, Set<number>>> {
  const userIds = [...new Set(entries.map((e) => e.userId).filter((id): id is number => id !== null))];
  const rows = userIds.length > 0 ? await db.selectFrom('user_teams').select(['user_id', 'team_id']).where('user_id', 'in', userIds).execute() : [];
  const teams = new Map<number, Set<number>>();
  for (const row of rows) teams.set(row.user_id, (teams.get(row.user_id) ?? new Set()).add(row.team_id));
  return teams;
}

/**
 * Refuses (403, nothing changed) when a record the caller may not assign would inherit a share it does
 * not hold yet, on itself or from where it is now, naming someone who is neither its owner nor in its
 * team (those already have more than a share gives). `expSharesCleared`: the experiment loses its own
 * shares in the same call (it enters a project), so they reach nothing.
 */
export async function requireAssignForNewShares(db: Kysely<Database>, rows: RecordRow[], access: Map<number, number>, destination: (row: RecordRow) => Destination): Promise<void> {
  const candidates = rows.filter((row) => !hasAccess(access.get(row.id) ?? 0, RecordAccess.assign));
  if (candidates.length === 0) return;
  const targets = candidates.map(destination);
  const acl = await aclOf(db, [...candidates.flatMap((r) => [r.id, r.project_id, r.exp_id]), ...targets.flatMap((t) => [t.projectId, t.expId])]);
  const sharesOf = (ids: (number | null)[]) => ids.flatMap((id) => (id === null ? [] : (acl.get(id) ?? [])));
  const fresh = candidates.map((row, index) => {
    const target = targets[index] as Destination;
    const held = new Set(sharesOf([row.id, row.project_id, row.exp_id]).map(shareKey));
    return sharesOf([target.projectId, target.expSharesCleared ? null : target.expId]).filter((entry) => !held.has(shareKey(entry)));
  });
  const teams = await teamsOf(db, fresh.flat());
  candidates.forEach((row, index) => {
    const teamId = (targets[index] as Destination).teamId;
    const givesMore = (entry: AclEntry) => entry.userId === null || (entry.userId !== row.owner_id && !(teamId !== null && teams.get(entry.userId)?.has(teamId)));
    if ((fresh[index] ?? []).some(givesMore)) throw httpError(403, MSG_MOVE_WOULD_SHARE, { field: 'projectId' });
  });
}

/**
 * AssignSecurity on a project or experiment: new shares or another team reach all its records, so each
 * must be one the caller may assign (their own; an administrator may assign all). Removing shares needs
 * nothing more. The refusal names no record, so it does not tell which records the caller can not read.
 */
export async function requireAssignForContainerChange(
  db: Kysely<Database>,
  viewer: Viewer,
  container: RecordRow,
  change: { recAcl?: AclEntry[] | undefined; recTeamId?: number | null | undefined },
): Promise<void> {
  if (viewer.isAdmin) return;
  const teamChanges = change.recTeamId !== undefined && change.recTeamId !== container.team_id;
  let addsShares = false;
  if (change.recAcl !== undefined && change.recAcl.length > 0) {
    const held = new Set(((await aclOf(db, [container.id])).get(container.id) ?? []).map(shareKey));
    addsShares = change.recAcl.some((entry) => !held.has(shareKey(entry)));
  }
  if (!teamChanges && !addsShares) return;
  // The assign bit comes only from ownership for a non-administrator (record-access.ts).
  const notOwn = await db
    .selectFrom('records')
    .select('id')
    .where((eb) => eb.or([eb('project_id', '=', container.id), eb('exp_id', '=', container.id)]))
    .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '!=', viewer.userId)]))
    .limit(1)
    .executeTakeFirst();
  if (notOwn) throw httpError(403, MSG_CONTAINER_REACHES, { field: teamChanges ? 'recTeamId' : 'recAcl' });
}
