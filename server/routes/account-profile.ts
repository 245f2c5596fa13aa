// The caller's own profile (our extension of console.md §7; docs/api.md "Profile"): the display name
// a user may change without an administrator. Rights, roles and teams stay the administrator's.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth } from '../services/auth-guard';
import { parseInput } from '../services/validation';

export const PROFILE_PATH = '/api/account/profile';

/** The same bounds as an administrator's edit (admin-users.ts). */
const profileBody = z.object({ displayName: z.string().trim().min(1).max(100) });

/** username and hasTotp are read-only here: the TOTP card names the account in the QR code and asks for a current code. */
export type ProfileAnswer = { username: string; displayName: string; hasTotp: boolean };

function answerOf(user: AuthContext['user'], displayName = user.display_name): ProfileAnswer {
  return { username: user.username, displayName, hasTotp: user.totp_secret !== null };
}

export function registerAccountProfileRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db } = ctx;

  app.get(PROFILE_PATH, { preHandler: guards.requireAuth }, async (request): Promise<ProfileAnswer> => {
    return answerOf((getAuth(request) as AuthContext).user);
  });

  app.put(PROFILE_PATH, { preHandler: guards.requireAuth }, async (request): Promise<ProfileAnswer> => {
    const body = parseInput(profileBody, request.body);
    const { user } = getAuth(request) as AuthContext;
    if (body.displayName !== user.display_name) {
      await db.updateTable('users').set({ display_name: body.displayName }).where('id', '=', user.id).execute();
      await writeAudit(db, {
        userId: user.id,
        username: user.username,
        ip: request.ip,
        category: 'profile-updated',
        entity: 'user',
        entityId: String(user.id),
        property: 'displayName',
        oldValue: user.display_name,
        newValue: body.displayName,
        message: 'Display name changed',
      });
    }
    return answerOf(user, body.displayName);
  });
}
