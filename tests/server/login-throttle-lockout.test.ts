// Throttling stops guessing without being a weapon (docs/decisions.md "Login throttling"): failures
// elsewhere do not lock a user out of an address they have logged in from, and one user's failures
// do not lock the other users of a shared (NAT) address. Addresses are set with X-Forwarded-For
// under TRUST_PROXY, as behind the lab's reverse proxy.
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import type { TestClient } from './support/test-client';
import type { TestServer } from './support/test-server';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer } from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(config: Partial<Config>): Promise<TestClient> {
  server = await startTestServer({ config: { trustProxy: true, loginThrottleMax: 3, loginThrottleUserMax: 5, loginThrottleAddressMax: 100, ...config } });
  return server.client();
}

function passwordOf(username: string): string {
  return username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
}

async function login(client: TestClient, address: string, username: string, password = passwordOf(username)): Promise<number> {
  const res = await client.post('/api/account/login', { username, password }, { headers: { 'x-forwarded-for': address } });
  return res.status;
}

async function failTimes(client: TestClient, address: string, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await login(client, address, username, 'wrong-password'));
  return statuses;
}

describe('login throttling against lockout', () => {
  it('lets a user log in from an address they used before while an attacker elsewhere fails many times', async () => {
    const client = await start({});
    expect(await login(client, '10.0.0.2', 'operator')).toBe(200);

    // The attacker fails from three addresses, until every count that applies to them refuses.
    expect(await failTimes(client, '10.9.0.1', 'operator', 6)).toEqual([401, 401, 401, 429, 429, 429]);
    expect(await failTimes(client, '10.9.0.2', 'operator', 3)).toEqual([401, 401, 429]);
    expect(await failTimes(client, '10.9.0.3', 'operator', 2)).toEqual([429, 429]);

    // The user's tablet is a known address for them: only its own count applies, and it is clean.
    expect(await login(client, '10.0.0.2', 'operator')).toBe(200);
    expect(await login(client, '10.0.0.2', 'operator')).toBe(200);
  });

  it('still throttles guessing: at one address after LOGIN_THROTTLE_MAX, over many addresses after LOGIN_THROTTLE_USER_MAX', async () => {
    const client = await start({});
    expect(await failTimes(client, '10.9.0.1', 'engineer', 4)).toEqual([401, 401, 401, 429]);
    expect(await login(client, '10.9.0.1', 'engineer')).toBe(429);
    expect(await failTimes(client, '10.9.0.2', 'engineer', 3)).toEqual([401, 401, 429]);
    // Five failures from anywhere: a new address is refused too, even with the right password.
    expect(await login(client, '10.9.0.77', 'engineer')).toBe(429);
    const passwordsChecked = await server!.database.db.selectFrom('login_attempts').select('id').where('username', '=', 'engineer').where('success', '=', 0).execute();
    expect(passwordsChecked).toHaveLength(5);
  });

  it('still throttles guessing at an address the user logged in from (its own count)', async () => {
    const client = await start({});
    expect(await login(client, '10.0.0.2', 'operator')).toBe(200);
    expect(await failTimes(client, '10.0.0.2', 'operator', 4)).toEqual([401, 401, 401, 429]);
  });

  it("does not lock the other users behind one address with one user's failures", async () => {
    const client = await start({ loginThrottleAddressMax: 10 });
    const nat = '192.0.2.10';
    expect(await login(client, nat, 'engineer')).toBe(200);
    // One user (or someone at their keyboard) fails far beyond the limit: only their count fills.
    const statuses = await failTimes(client, nat, 'operator', 20);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(await login(client, nat, 'operator')).toBe(429);
    // A user known at the address and one who never logged in there both get in.
    expect(await login(client, nat, 'engineer')).toBe(200);
    expect(await login(client, nat, 'admin')).toBe(200);
  });

  it('throttles an address spraying many usernames, but not the users who logged in from it before', async () => {
    const client = await start({ loginThrottleAddressMax: 5 });
    const address = '198.51.100.7';
    expect(await login(client, address, 'engineer')).toBe(200);
    for (const username of ['u1', 'u2', 'u3', 'u4', 'u5']) expect(await login(client, address, username, 'guess-1')).toBe(401);
    expect(await login(client, address, 'u6', 'guess-1')).toBe(429);
    expect(await login(client, address, 'admin')).toBe(429);
    expect(await login(client, address, 'engineer')).toBe(200);
    // The same usernames from another address are not refused by that address's count.
    expect(await login(client, '198.51.100.8', 'admin')).toBe(200);
  });

  it('keeps the latest success of a username and address only', async () => {
    const client = await start({});
    for (let i = 0; i < 3; i++) expect(await login(client, '10.0.0.2', 'operator')).toBe(200);
    const rows = await server!.database.db.selectFrom('login_attempts').selectAll().where('username', '=', 'operator').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '10.0.0.2', success: 1 });
  });
});
