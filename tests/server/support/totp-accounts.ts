// Accounts with an authenticator for the TOTP tests: a fresh user per case, codes of a chosen step.
import { hashPassword } from '../../../server/services/passwords';
import { totpCodeOf } from '../../../server/services/totp';
import type { AuthData } from '../../../src/domain/auth-data';
import type { TestClient, TestResponse } from './test-client';
import type { TestServer } from './test-server';

export const TOTP_USER_PASSWORD = 'totp-secret-1';

/**
 * The code of the current step (0) or the next one (1). Both are accepted for the rest of the current
 * step and the whole next one, so a test that uses only these two never depends on the clock.
 */
export function codeAt(secret: string, stepsAhead: 0 | 1): Promise<string> {
  return totpCodeOf(secret, Math.floor(Date.now() / 1000) + stepsAhead * 30);
}

/** A user without roles or authenticator, signed in. */
export type TotpSession = { client: TestClient; auth: AuthData; username: string };

export async function addTotpUser(server: TestServer, username: string): Promise<TotpSession> {
  await server.database.db
    .insertInto('users')
    .values({ username, display_name: username, password_hash: await hashPassword(TOTP_USER_PASSWORD), totp_secret: null, lang: 'en', disabled: 0, created_at: new Date().toISOString(), security_version: 1 })
    .execute();
  return { ...(await server.login(username, TOTP_USER_PASSWORD)), username };
}

/** registerTOTP for the signed-in user with the current code of `secret`. */
export async function registerTotp(
  session: TotpSession,
  secret: string,
  extra: { totpValue?: string; currentTotp?: string; totpUrl?: string } = {},
): Promise<TestResponse> {
  return session.client.post(
    '/api/account/registerTOTP',
    {
      username: session.username,
      password: TOTP_USER_PASSWORD,
      totpUrl: `otpauth://totp/Console:${session.username}?secret=${secret}&issuer=Console`,
      ...extra,
      totpValue: extra.totpValue ?? (await codeAt(secret, 0)),
    },
    { token: session.auth.token },
  );
}

export function loginWithCode(client: TestClient, username: string, totp: string): Promise<TestResponse> {
  return client.post('/api/account/login', { username, password: TOTP_USER_PASSWORD, totp });
}

/** The users row's TOTP columns as stored. */
export async function storedTotp(server: TestServer, username: string): Promise<{ id: number; totp_secret: string | null; totp_last_step: number }> {
  return server.database.db.selectFrom('users').select(['id', 'totp_secret', 'totp_last_step']).where('username', '=', username).executeTakeFirstOrThrow();
}

export function firstError(res: TestResponse): { msg: string; field?: string } | undefined {
  return (res.body as { error?: { msg: string; field?: string }[] } | undefined)?.error?.[0];
}
