import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TOTP_CURRENT_INVALID, MSG_TOTP_CURRENT_REQUIRED } from '../../server/routes/account-credentials';
import { newTotpSecret } from '../../server/services/totp';
import { addTotpUser, codeAt, firstError, registerTotp } from './support/totp-accounts';
import type { TotpSession } from './support/totp-accounts';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { loginThrottleMax: 2, loginThrottleWindowSeconds: 600 } });
});
afterAll(async () => {
  await server.close();
});

describe('the current code of a replacement shares the login throttle', () => {
  async function userWithTotp(name: string): Promise<{ session: TotpSession; secret: string }> {
    const secret = newTotpSecret();
    const session = await addTotpUser(server, name);
    expect((await registerTotp(session, secret)).status).toBe(200);
    return { session, secret };
  }

  it('does not count a replacement that only lacked the current code', async () => {
    const { session } = await userWithTotp('lacking-user');
    for (let i = 0; i < 3; i++) {
      const res = await registerTotp(session, newTotpSecret());
      expect(res.status).toBe(403);
      expect(firstError(res)?.msg).toBe(MSG_TOTP_CURRENT_REQUIRED);
    }
    // Three attempts are above the limit of two, yet a code is still checked: none of them counted.
    const checked = await registerTotp(session, newTotpSecret(), { currentTotp: '000000' });
    expect(checked.status).toBe(403);
    expect(firstError(checked)?.msg).toBe(MSG_TOTP_CURRENT_INVALID);
  });

  it('counts wrong current codes as failed logins, so they cannot be guessed unthrottled', async () => {
    const { session, secret } = await userWithTotp('guess-user');
    for (let i = 0; i < 2; i++) {
      const res = await registerTotp(session, newTotpSecret(), { currentTotp: '000000' });
      expect(res.status).toBe(403);
      expect(firstError(res)?.msg).toBe(MSG_TOTP_CURRENT_INVALID);
    }
    // Even the right code is not checked now.
    const blocked = await registerTotp(session, newTotpSecret(), { currentTotp: await codeAt(secret, 1) });
    expect(blocked.status).toBe(429);
    const registered = await server.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('category', '=', 'totp-registered')
      .where('username', '=', session.username)
      .execute();
    expect(registered).toHaveLength(1);
  });
});
