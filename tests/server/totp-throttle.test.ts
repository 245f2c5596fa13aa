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
  const secret = newTotpSecret();
  let session: TotpSession;

  it('does not count a replacement that only lacked the current code', async () => {
    session = await addTotpUser(server, 'guess-user');
    expect((await registerTotp(session, secret)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await registerTotp(session, newTotpSecret());
      expect(res.status).toBe(403);
      expect(firstError(res)?.msg).toBe(MSG_TOTP_CURRENT_REQUIRED);
    }
  });

  it('counts wrong current codes as failed logins, so they cannot be guessed unthrottled', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await registerTotp(session, newTotpSecret(), { currentTotp: '000000' });
      expect(res.status).toBe(403);
      expect(firstError(res)?.msg).toBe(MSG_TOTP_CURRENT_INVALID);
    }
    // Even the right code is not checked now.
    const blocked = await registerTotp(session, newTotpSecret(), { currentTotp: await codeAt(secret, 1) });
    expect(blocked.status).toBe(429);
    expect((await server.database.db.selectFrom('audit_log').select('id').where('category', '=', 'totp-registered').execute())).toHaveLength(1);
  });
});
