// The service worker's auth port: a token from the refresh cookie alone, only for the user the sync
// is for, with the XSRF cookie the refresh bound to the session.
import { describe, expect, it } from 'vitest';
import { REFRESH_PATH, serviceWorkerAuthPort, SW_TAB_ID } from '../../../sw/sw-auth-port';
import { fakeJwt } from '../support/auth-fixtures';
import { jsonResponse, scriptedFetch } from '../support/scripted-fetch';
import type { Responder } from '../support/scripted-fetch';

function port(userId: string, answer: Responder) {
  const cookies = ['a'.repeat(43), 'b'.repeat(43)];
  let reads = 0;
  const scripted = scriptedFetch(answer);
  const auth = serviceWorkerAuthPort(userId, { fetch: scripted.fetch, readXsrfCookie: async () => cookies[Math.min(reads++, 1)] ?? null });
  return { auth, calls: scripted.calls };
}

describe('service worker auth port', () => {
  it("refreshes through the cookie with the XSRF header, and sends with the session's new XSRF token", async () => {
    const token = fakeJwt({ jti: '7' });
    const { auth, calls } = port('7', () => jsonResponse(200, { token }));
    expect(auth.token()).toBeNull();
    expect(await auth.refresh()).toBe(token);
    expect(auth.token()).toBe(token);
    expect(calls[0]).toMatchObject({ url: REFRESH_PATH, method: 'POST' });
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('a'.repeat(43));
    expect(auth.baseHeaders('POST')).toMatchObject({ 'X-XSRF-TOKEN': 'b'.repeat(43), 'X-TabId': SW_TAB_ID });
    expect(auth.baseHeaders('POST').Authorization).toBeUndefined();
  });

  it('never takes the token of another user signed in since: the entries wait for their own user', async () => {
    const { auth } = port('7', () => jsonResponse(200, { token: fakeJwt({ jti: '8' }) }));
    expect(await auth.refresh()).toBeNull();
    expect(auth.token()).toBeNull();
  });

  it('has no token when the session is gone or the server is out of reach', async () => {
    expect(await port('7', () => jsonResponse(401, { error: [{ msg: 'Session expired' }] })).auth.refresh()).toBeNull();
    expect(
      await port('7', () => {
        throw new TypeError('Failed to fetch');
      }).auth.refresh(),
    ).toBeNull();
  });
});
