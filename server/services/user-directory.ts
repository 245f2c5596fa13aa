// Reads and writes of the user administration (docs/api.md "User administration"): the paged user list,
// role and team memberships, and the count of administrators that must never reach zero.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AdminUser, UserPage } from '../../src/domain/admin-users';
import { Right } from '../../src/domain/rights';
import type { Database, UserRow } from '../db/schema';

export type UserListQuery = { offset: number; limit: number; search?: string | undefined };

/** LIKE wildcards in a search are matched literally. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(db: Kysely<Database>, query: UserListQuery): Promise<UserPage> {
  let base = db.selectFrom('users');
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(display_name)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(LIST_COLUMNS)
    .orderBy(sql`lower(username)`)
    .orderBy('id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(total), users: await describeUsers(db, rows) };
}

type UserListRow = Pick<UserRow, 'id' | 'username' | 'display_name' | 'disabled' | 'totp_secret' | 'reset_code_hash' | 'created_at'>;
const LIST_COLUMNS = ['id', 'username', 'display_name', 'disabled', 'totp_secret', 'reset_code_hash', 'created_at'] as const;

/** Adds the role and team memberships of a page of users: two queries for the page, not two per user. */
async function describeUsers(db: Kysely<Database>, rows: readonly UserListRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const roles = ids.length ? await db.selectFrom('user_roles').select(['user_id', 'role_id']).where('user_id', 'in', ids).orderBy('role_id').execute() : [];
  const teams = ids.length ? await db.selectFrom('user_teams').select(['user_id', 'team_id']).where('user_id', 'in', ids).orderBy('team_id').execute() : [];
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    displayName: r.display_name,
    disabled: r.disabled === 1,
    hasTotp: r.totp_secret !== null,
    resetPending: r.reset_code_hash !== null,
    createdAt: r.created_at,
    roleIds: roles.filter((m) => m.user_id === r.id).map((m) => m.role_id),
    teamIds: teams.filter((m) => m.user_id === r.id).map((m) => m.team_id),
  }));
}

export async function findAdminUser(db: Kysely<Database>, userId: number): Promise<AdminUser | undefined> {
  const row = await db.selectFrom('users').select(LIST_COLUMNS).where('id', '=', userId).executeTakeFirst();
  return row ? (await describeUsers(db, [row]))[0] : undefined;
}
/** Enabled accounts holding the admin right through a role. */
export async function countAdministrators(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('role_rights', 'role_rights.role_id', 'user_roles.role_id')
    .where('users.disabled', '=', 0)
    .where('role_rights.right', '=', Right.admin)
    .select((eb) => eb.fn.count<number | string>('users.id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The ids among `ids` that name no row of the table. */
export async function missingIds(db: Kysely<Database>, table: 'roles' | 'teams', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('id', 'in', [...ids]).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function replaceUserRoles(db: Kysely<Database>, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length) await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

export async function replaceUserTeams(db: Kysely<Database>, userId: number, teamIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_teams').where('user_id', '=', userId).execute();
  if (teamIds.length) await db.insertInto('user_teams').values(teamIds.map((team_id) => ({ user_id: userId, team_id }))).execute();
}

/** Names compare regardless of case, like usernames: 'lab a' and 'Lab A' would be two teams nobody can tell apart. */
export async function teamNameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('teams').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
