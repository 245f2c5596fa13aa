// Short-lived access tokens (JWT HS256). Claims follow console.md §3: jti is the user id, gId a
// stable global id, sid the session, name the display name; sv the tag definitions' security
// version when the token was issued, so clients know when to reload them (console.md §7).
import { SignJWT, compactVerify, errors, jwtVerify } from 'jose';
import type { TokenClaims } from '../../src/domain/auth-data';

export type AccessTokenInput = { userId: number; sessionId: string; displayName: string; securityVersion?: number };

function userGlobalId(userId: number): string {
  return `user:${userId}`;
}

export async function signAccessToken(key: Uint8Array, input: AccessTokenInput, ttlSeconds: number, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const sv = input.securityVersion === undefined ? {} : { sv: input.securityVersion };
  return new SignJWT({ gId: userGlobalId(input.userId), sid: input.sessionId, name: input.displayName, ...sv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(String(input.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; expired: boolean };

function asClaims(payload: Record<string, unknown>): TokenClaims | null {
  const { jti, gId, sid, name, exp, iat, sv } = payload;
  if (typeof jti !== 'string' || !/^\d+$/.test(jti) || typeof sid !== 'string') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  const claims: TokenClaims = { jti, sid, gId: typeof gId === 'string' ? gId : '', name: typeof name === 'string' ? name : '', exp, iat };
  if (typeof sv === 'number') claims.sv = sv;
  return claims;
}

/** Verifies signature and expiry; `expired` is set only for a genuine token past its exp. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const claims = asClaims(payload);
    return claims ? { ok: true, claims } : { ok: false, expired: false };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}

// Tokens whose signature was checked, so a client polling every second does not pay for the HMAC
// (webcrypto, async) each time: a hit needs the same key object, and what the token is checked against
// besides (session, user, rights) is read on every request. One map for both readers: an unsafe call
// meets the XSRF binding (readSignedClaims) and then the guard (verifyAccessTokenCached), and the second
// finds what the first verified; the guard compares exp itself, logout accepts an expired token.
type Verified = { key: Uint8Array; claims: TokenClaims };
const signedTokens = new Map<string, Verified>();
const MAX_VERIFIED_TOKENS = 10_000;

/** Checks only the signature: logout accepts an expired token so a user can still end the session. */
export async function readSignedClaims(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  const hit = signedTokens.get(token);
  if (hit && hit.key === key) return hit.claims;
  try {
    const { payload, protectedHeader } = await compactVerify(token, key, { algorithms: ['HS256'] });
    if (protectedHeader.alg !== 'HS256') return null;
    const claims = asClaims(JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>);
    if (claims) {
      if (signedTokens.size >= MAX_VERIFIED_TOKENS) signedTokens.delete(signedTokens.keys().next().value as string);
      signedTokens.set(token, { key, claims });
    }
    return claims;
  } catch {
    return null;
  }
}

/** verifyAccessToken's answer from the signature cache: a token counts until its exp (jose's rule, exp <= now is expired). */
export async function verifyAccessTokenCached(key: Uint8Array, token: string, now = Date.now()): Promise<TokenCheck> {
  const claims = await readSignedClaims(key, token);
  if (!claims) return { ok: false, expired: false };
  return claims.exp > Math.floor(now / 1000) ? { ok: true, claims } : { ok: false, expired: true };
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
