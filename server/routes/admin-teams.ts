// Teams and roles for the user administration (docs/api.md "User administration"): list both, create
// and rename teams. Rights are granted through roles, which come with the seed.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Right } from '../../src/domain/rights';
import type { ServerContext } from '../context';
import { onUniqueViolation } from '../services/database-errors';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth } from '../services/auth-guard';
import { httpError } from '../services/http-error';
import { teamNameTaken } from '../services/user-directory';
import { parseInput } from '../services/validation';

export const MSG_TEAM_TAKEN = /*i18n*/ 'A team with this name already exists.';
export const MSG_TEAM_NOT_FOUND = /*i18n*/ 'Team not found.';
/** Teams and roles are few; the bound only keeps an answer from growing without end. */
export const MAX_TEAMS = 500;

const teamBody = z.object({ name: z.string().trim().min(1).max(100) });
const teamParams = z.object({ teamId: z.coerce.number().int().positive().max(2 ** 31 - 1) });

const teamTaken = () => httpError(409, MSG_TEAM_TAKEN, { field: 'name' });

export function registerAdminTeamRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db } = ctx;
  const admin = { preHandler: guards.requireRight(Right.admin) };

  app.get('/api/admin/roles', admin, async () => {
    const roles = await db.selectFrom('roles').select(['id', 'name']).orderBy('name').limit(MAX_TEAMS).execute();
    const rights = roles.length
      ? await db.selectFrom('role_rights').select(['role_id', 'right']).where('role_id', 'in', roles.map((r) => r.id)).orderBy('right').execute()
      : [];
    return { roles: roles.map((r) => ({ roleId: r.id, name: r.name, rights: rights.filter((x) => x.role_id === r.id).map((x) => x.right) })) };
  });

  app.get('/api/admin/teams', admin, async () => {
    const teams = await db
      .selectFrom('teams')
      .leftJoin('user_teams', 'user_teams.team_id', 'teams.id')
      .select((eb) => ['teams.id', 'teams.name', eb.fn.count<number | string>('user_teams.user_id').as('members')])
      .groupBy(['teams.id', 'teams.name'])
      .orderBy('teams.name')
      .limit(MAX_TEAMS)
      .execute();
    return { teams: teams.map((t) => ({ teamId: t.id, name: t.name, members: Number(t.members) })) };
  });

  app.post('/api/admin/teams', admin, async (request) => {
    const { name } = parseInput(teamBody, request.body);
    if (await teamNameTaken(db, name)) throw teamTaken();
    const { user } = getAuth(request) as AuthContext;
    // Two creates of one name can both pass the check above; the unique index refuses the later one.
    const { id } = await db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow().catch(onUniqueViolation(teamTaken));
    await writeAudit(db, { userId: user.id, username: user.username, ip: request.ip, category: 'team-created', entity: 'team', entityId: String(id), newValue: name, message: `Team ${name} created` });
    return { team: { teamId: id, name, members: 0 } };
  });

  app.patch('/api/admin/teams/:teamId', admin, async (request) => {
    const { teamId } = parseInput(teamParams, request.params, 'params');
    const { name } = parseInput(teamBody, request.body);
    const team = await db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirst();
    if (!team) throw httpError(404, MSG_TEAM_NOT_FOUND);
    if (await teamNameTaken(db, name, teamId)) throw teamTaken();
    const { user } = getAuth(request) as AuthContext;
    await db.updateTable('teams').set({ name }).where('id', '=', teamId).execute().catch(onUniqueViolation(teamTaken));
    await writeAudit(db, {
      userId: user.id,
      username: user.username,
      ip: request.ip,
      category: 'team-renamed',
      entity: 'team',
      entityId: String(teamId),
      property: 'name',
      oldValue: team.name,
      newValue: name,
      message: `Team ${team.name} renamed to ${name}`,
    });
    return { team: { teamId, name } };
  });
}
