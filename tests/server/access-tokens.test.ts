import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSignedClaims, signAccessToken, verifyAccessTokenCached } from '../../server/services/tokens';

const key = new Uint8Array(randomBytes(32));
const input = { userId: 7, sessionId: 'session-7', displayName: 'Seven' };

describe('access token checks', () => {
  it('count a token until its exp, also once its signature was read for the XSRF binding', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await signAccessToken(key, input, 60, issued);
    expect((await readSignedClaims(key, token))?.sid).toBe('session-7');
    expect(await verifyAccessTokenCached(key, token, issued.getTime() + 59_999)).toMatchObject({ ok: true, claims: { jti: '7', sid: 'session-7' } });
    expect(await verifyAccessTokenCached(key, token, issued.getTime() + 60_000)).toEqual({ ok: false, expired: true });
  });

  it('refuse a token signed with another key, not as expired', async () => {
    const token = await signAccessToken(new Uint8Array(randomBytes(32)), input, 60);
    expect(await verifyAccessTokenCached(key, token)).toEqual({ ok: false, expired: false });
    expect(await readSignedClaims(key, token)).toBeNull();
  });
});
