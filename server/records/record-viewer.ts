// The caller as the record rules see them: rights, teams and roles read from the database per request.
import type { Kysely } from 'kysely';
import type { AccessSubject } from '../../src/domain/records/record-access';
import { Right } from '../../src/domain/rights';
import type { Database, UserRow } from '../db/schema';
import { hasRight } from '../services/user-rights';
import type { UserRights } from '../services/user-rights';

export type Viewer = AccessSubject & {
  username: string;
  displayName: string;
  rights: Set<string>;
  createEntity: number;
  assignRights: number;
};

/** `granted`: the user's rights as the request loaded them (auth-guard.ts requestRights). */
export async function loadViewer(db: Kysely<Database>, user: UserRow, granted: UserRights): Promise<Viewer> {
  const teams = await db.selectFrom('user_teams').select('team_id').where('user_id', '=', user.id).orderBy('team_id').execute();
  return {
    userId: user.id,
    username: user.username,
    displayName: user.display_name,
    isAdmin: hasRight(granted.rights, Right.admin),
    rights: granted.rights,
    createEntity: granted.createEntity,
    assignRights: granted.assignRights,
    teamIds: teams.map((t) => t.team_id),
    roleIds: granted.roleIds,
  };
}
