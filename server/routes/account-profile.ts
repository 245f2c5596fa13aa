// The caller's own profile (our extension of console.md §7; docs/api.md "Profile"): the display name,
// the language and the locale settings a user may change without an administrator. Rights, roles and teams stay the
// administrator's.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PATTERN_LENGTH, applyOwnLocale, checkOwnLocale } from '../../src/domain/locale-rules';
import type { OwnLocale } from '../../src/domain/locale-rules';
import { withLocaleDefaults } from '../../src/domain/locale-settings';
import type { LocaleSettings } from '../../src/domain/locale-settings';
import type { ServerContext } from '../context';
import type { UserRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import type { AuthContext, AuthGuards } from '../services/auth-guard';
import { getAuth } from '../services/auth-guard';
import { HttpError } from '../services/http-error';
import { languageInput, languageOf } from '../services/user-language';
import { ownLocaleOf, readServerLocale } from '../services/user-locale';
import { parseInput } from '../services/validation';

export const PROFILE_PATH = '/api/account/profile';

const pattern = z.string().max(MAX_PATTERN_LENGTH).optional();
/** The rules themselves are checkOwnLocale's; the schema only bounds the input. */
const ownLocaleBody = z
  .object({
    decimalSeparator: z.string().max(1).optional(),
    thousandSeparator: z.string().max(1).optional(),
    dateFormat: pattern,
    timeFormat: pattern,
    dateTimeFormat: pattern,
    noOfDecimals: z.number().int().min(-1000).max(1000).optional(),
  })
  .strict();

/** The same bounds for the name as an administrator's edit (admin-users.ts). */
const profileBody = z
  .object({ displayName: z.string().trim().min(1).max(100).optional(), lang: languageInput.optional(), ownLocale: ownLocaleBody.optional() })
  .refine((b) => b.displayName !== undefined || b.lang !== undefined || b.ownLocale !== undefined, 'nothing to change');

/**
 * username and hasTotp are read-only here: the TOTP card names the account in the QR code and asks for a
 * current code. localeSettings is what the user sees; ownLocale the fields they chose themselves.
 */
export type ProfileAnswer = { username: string; displayName: string; hasTotp: boolean; lang: string; localeSettings: LocaleSettings; ownLocale: OwnLocale };

/** The audit's property names of the columns a profile change may touch. */
const PROPERTY_OF = { display_name: 'displayName', lang: 'lang', locale_settings: 'localeSettings' } as const;

export function registerAccountProfileRoutes(app: FastifyInstance, ctx: ServerContext, guards: AuthGuards): void {
  const { db } = ctx;

  async function answerOf(user: UserRow): Promise<ProfileAnswer> {
    const ownLocale = ownLocaleOf(user);
    const localeSettings = withLocaleDefaults(applyOwnLocale(await readServerLocale(db), ownLocale));
    return { username: user.username, displayName: user.display_name, hasTotp: user.totp_secret !== null, lang: languageOf(user), localeSettings, ownLocale };
  }

  app.get(PROFILE_PATH, { preHandler: guards.requireAuth }, async (request) => answerOf((getAuth(request) as AuthContext).user));

  app.put(PROFILE_PATH, { preHandler: guards.requireAuth }, async (request) => {
    const body = parseInput(profileBody, request.body);
    const { user } = getAuth(request) as AuthContext;
    const next: UserRow = { ...user };
    if (body.ownLocale) {
      const own = Object.fromEntries(Object.entries(body.ownLocale).filter(([, v]) => v !== undefined)) as OwnLocale;
      const problems = checkOwnLocale(own, applyOwnLocale(await readServerLocale(db), own));
      if (problems.length) throw new HttpError(400, { error: problems });
      next.locale_settings = Object.keys(own).length ? JSON.stringify(own) : null;
    }
    if (body.displayName !== undefined) next.display_name = body.displayName;
    if (body.lang !== undefined) next.lang = body.lang;

    const changed = (Object.keys(PROPERTY_OF) as (keyof typeof PROPERTY_OF)[]).filter((column) => next[column] !== user[column]);
    if (changed.length) {
      await db
        .updateTable('users')
        .set({ display_name: next.display_name, lang: next.lang, locale_settings: next.locale_settings })
        .where('id', '=', user.id)
        .execute();
      await writeAudit(db, {
        userId: user.id,
        username: user.username,
        ip: request.ip,
        category: 'profile-updated',
        entity: 'user',
        entityId: String(user.id),
        property: changed.map((c) => PROPERTY_OF[c]).join(','),
        oldValue: JSON.stringify(Object.fromEntries(changed.map((c) => [c, user[c]]))),
        newValue: JSON.stringify(Object.fromEntries(changed.map((c) => [c, next[c]]))),
        message: 'Profile changed',
      });
    }
    return answerOf(next);
  });
}
