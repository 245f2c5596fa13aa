// Builds the AuthData answered by login and refreshToken (console.md §3).
import type { Kysely } from 'kysely';
import type { AuthData, RoleRef, TeamRef, UserRef } from '../../src/domain/auth-data';
import type { Database, UserRow } from '../db/schema';
import type { ServerSecrets } from './server-settings';
import { signAccessToken } from './tokens';
import { hasRight, loadUserRights } from './user-rights';
import { Right } from '../../src/domain/rights';
import { licenceInfo } from '../licence/licence-store';
import { readTagsSecurityVersion } from '../nodes/tags-security';
import { effectiveLocale } from './user-locale';
import { languageOf } from './user-language';

export const HOME_PATH = '/dashboard';

export async function buildAuthData(
  db: Kysely<Database>,
  secrets: ServerSecrets,
  user: UserRow,
  sessionId: string,
  accessTokenTtlSeconds: number,
): Promise<AuthData> {
  const granted = await loadUserRights(db, user.id);
  const isAdmin = hasRight(granted.rights, Right.admin);
  // Anyone who may assign ownership picks from everybody; others only ever see themselves and their teams.
  const seesEveryone = isAdmin || granted.assignRights !== 0;

  const roles: RoleRef[] = await db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();

  let userQuery = db.selectFrom('users').select(['id', 'display_name']).where('disabled', '=', 0).orderBy('display_name');
  if (!seesEveryone) userQuery = userQuery.where('id', '=', user.id);
  const users: UserRef[] = (await userQuery.execute()).map((u) => ({ userId: u.id, name: u.display_name }));

  const teams: TeamRef[] = seesEveryone
    ? await db.selectFrom('teams').select(['id', 'name']).orderBy('name').execute()
    : await db
        .selectFrom('teams')
        .innerJoin('user_teams', 'user_teams.team_id', 'teams.id')
        .select(['teams.id', 'teams.name'])
        .where('user_teams.user_id', '=', user.id)
        .orderBy('teams.name')
        .execute();

  // Read at every login and refresh, so a refreshed token tells the client the tags changed.
  const securityVersion = await readTagsSecurityVersion(db);
  const token = await signAccessToken(
    secrets.jwtKey,
    { userId: user.id, sessionId, displayName: user.display_name, securityVersion },
    accessTokenTtlSeconds,
  );

  return {
    token,
    localeSettings: await effectiveLocale(db, user),
    lang: languageOf(user),
    homePath: HOME_PATH,
    rights: {
      roles,
      users,
      teams,
      features: [...granted.rights].sort(),
      createEntity: granted.createEntity,
      assignRights: granted.assignRights,
    },
    licence: await licenceInfo(db),
    glp: false,
    serverUID: secrets.serverUID,
  };
}
