// Rights come from the database on every check (never from the token, never from a cache), so revoking a
// role takes effect on the very next request. They are read as two text columns (rightsColumns) that the
// auth guard selects along with the session and the user: one query per request, not four.
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dialectOf } from '../db/connect';
import { Right } from '../../src/domain/rights';
import { licenceTextQuery, licensedRightsOf } from '../licence/licence-store';

export type UserRights = {
  rights: Set<string>;
  /** The user's roles. */
  roleIds: number[];
  /** OR of the EntityFlag bits of the user's roles. */
  createEntity: number;
  assignRights: number;
};

/** The columns rightsColumns adds: the user's rights and roles joined into texts, and the stored licence. */
export type RightsText = { role_rights: string | null; role_grants: string | null; licence_text: string | null };

// Unit separator: no right name holds it.
const SEPARATOR = '\u001f';

/** The rows' texts joined by SEPARATOR, null when there are none. */
function joined(db: Kysely<Database>, text: ReturnType<typeof sql<string>>) {
  return dialectOf(db) === 'postgres' ? sql<string | null>`string_agg(${text}, chr(31))` : sql<string | null>`group_concat(${text}, char(31))`;
}

/**
 * The user's rights (role_rights), roles with their entity bits (role_grants: "id:create:assign") and the
 * stored licence text, as subqueries of a query over `users`.
 */
export function rightsColumns(db: Kysely<Database>, eb: ExpressionBuilder<Database, 'users'>) {
  return [
    eb
      .selectFrom('user_roles')
      .innerJoin('role_rights', 'role_rights.role_id', 'user_roles.role_id')
      .select(joined(db, sql<string>`${sql.ref('role_rights.right')}`).as('v'))
      .whereRef('user_roles.user_id', '=', 'users.id')
      .as('role_rights'),
    eb
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(joined(db, sql<string>`cast(${sql.ref('user_roles.role_id')} as text) || ':' || cast(${sql.ref('roles.create_entity')} as text) || ':' || cast(${sql.ref('roles.assign_rights')} as text)`).as('v'))
      .whereRef('user_roles.user_id', '=', 'users.id')
      .as('role_grants'),
    licenceTextQuery(db).as('licence_text'),
  ] as const;
}

function parts(text: string | null): string[] {
  return text === null || text === '' ? [] : text.split(SEPARATOR);
}

/** The UserRights of the columns rightsColumns read; the licence grants its platform rights to every user. */
export async function rightsOf(db: Kysely<Database>, row: RightsText): Promise<UserRights> {
  const roles = parts(row.role_grants).map((g) => g.split(':').map(Number) as [number, number, number]);
  return {
    rights: new Set([...parts(row.role_rights), ...(await licensedRightsOf(db, row.licence_text))]),
    roleIds: roles.map(([id]) => id).sort((a, b) => a - b),
    createEntity: roles.reduce((bits, [, create]) => bits | create, 0),
    assignRights: roles.reduce((bits, [, , assign]) => bits | assign, 0),
  };
}

export async function loadUserRights(db: Kysely<Database>, userId: number): Promise<UserRights> {
  const row = await db
    .selectFrom('users')
    .select((eb) => rightsColumns(db, eb))
    .where('id', '=', userId)
    .executeTakeFirst();
  return rightsOf(db, row ?? { role_rights: null, role_grants: null, licence_text: null });
}

/** The admin right implies every other right, so a right added later needs no data change for admins. */
export function hasRight(rights: ReadonlySet<string>, right: string): boolean {
  return rights.has(right) || rights.has(Right.admin);
}
