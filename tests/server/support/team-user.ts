// Adds an account to a running test server's database the way the seed does: a user with one of
// the seeded roles in a team (created when missing), for tests that need someone of another team.
import { hashPassword } from '../../../server/services/passwords';
import type { TestServer } from './test-server';

export type TeamUserSpec = { username: string; password: string; role: string; team: string };

/** Inserts the user (and its team if new); returns the user's and the team's ids. */
export async function createTeamUser(server: TestServer, spec: TeamUserSpec): Promise<{ userId: number; teamId: number }> {
  const db = server.database.db;
  const role = await db.selectFrom('roles').select('id').where('name', '=', spec.role).executeTakeFirstOrThrow();
  const team =
    (await db.selectFrom('teams').select('id').where('name', '=', spec.team).executeTakeFirst()) ??
    (await db.insertInto('teams').values({ name: spec.team }).returning('id').executeTakeFirstOrThrow());
  const user = await db
    .insertInto('users')
    .values({ username: spec.username, display_name: spec.username, password_hash: await hashPassword(spec.password), totp_secret: null, lang: 'en', disabled: 0, created_at: new Date().toISOString(), security_version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  await db.insertInto('user_teams').values({ user_id: user.id, team_id: team.id }).execute();
  return { userId: user.id, teamId: team.id };
}
