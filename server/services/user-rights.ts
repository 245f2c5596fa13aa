// Rights come from the database on every check (never from the token), so revoking a role takes
// effect on the very next request.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Right } from '../../src/domain/rights';
import { licensedRights } from '../licence/licence-store';

export type UserRights = {
  rights: Set<string>;
  /** The user's roles. */
  roleIds: number[];
  /** OR of the EntityFlag bits of the user's roles. */
  createEntity: number;
  assignRights: number;
};

export async function loadUserRights(db: Kysely<Database>, userId: number): Promise<UserRights> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_rights', 'role_rights.role_id', 'user_roles.role_id')
    .select('role_rights.right')
    .where('user_roles.user_id', '=', userId)
    .execute();
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.role_id', 'roles.create_entity', 'roles.assign_rights'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  // The server's licence grants its platform rights (platform_mRNA…) to every user.
  const licensed = await licensedRights(db);
  return {
    rights: new Set([...rows.map((r) => r.right), ...licensed]),
    roleIds: roles.map((r) => r.role_id),
    createEntity: roles.reduce((bits, r) => bits | r.create_entity, 0),
    assignRights: roles.reduce((bits, r) => bits | r.assign_rights, 0),
  };
}

/** The admin right implies every other right, so a right added later needs no data change for admins. */
export function hasRight(rights: ReadonlySet<string>, right: string): boolean {
  return rights.has(right) || rights.has(Right.admin);
}
