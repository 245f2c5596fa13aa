// Login sessions. A session is the sid in access tokens and the target of the refresh cookie,
// whose value is "<sid>.<secret>"; only a hash of the secret is stored, so a database leak gives
// no usable cookie. Each refresh rotates the secret and slides the expiry.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../db/schema';

/** A session unused for this long ends; every refresh pushes the end forward. */
export const SESSION_IDLE_SECONDS = 14 * 24 * 3600;
/** How long the secret replaced by a rotation still works, for tabs that refreshed at the same moment. */
export const REFRESH_GRACE_SECONDS = 60;

export type EndReason = 'logout' | 'expired' | 'password-changed' | 'user-disabled' | 'password-reset';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

function later(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

function parseRefreshCookie(value: string | undefined): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  return match ? { sessionId: match[1] as string, secret: match[2] as string } : null;
}

export type NewSession = { sessionId: string; cookieValue: string };

export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<NewSession> {
  const sessionId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  const time = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      refresh_hash: hashSecret(secret),
      prev_refresh_hash: null,
      rotated_at: null,
      created_at: time,
      last_seen_at: time,
      expires_at: later(now, SESSION_IDLE_SECONDS),
      ended_at: null,
      ended_reason: null,
    })
    .execute();
  return { sessionId, cookieValue: `${sessionId}.${secret}` };
}

/** The session if it has neither ended nor expired. */
export async function findLiveSession(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** A live session and, when the secret was rotated, the cookie value to send back (null: keep the current cookie). */
export type RefreshResult = { session: SessionRow; cookieValue: string | null };

/**
 * The live session a refresh cookie proves, and whether by its current secret or by the previous one
 * (accepted for REFRESH_GRACE_SECONDS after a rotation).
 */
async function proveCookie(db: Kysely<Database>, cookie: string | undefined, now: Date): Promise<{ session: SessionRow; secret: 'current' | 'previous' } | null> {
  const parsed = parseRefreshCookie(cookie);
  if (!parsed) return null;
  const session = await findLiveSession(db, parsed.sessionId, now);
  if (!session) return null;
  const presented = hashSecret(parsed.secret);
  if (sameHash(presented, session.refresh_hash)) return { session, secret: 'current' };
  if (session.prev_refresh_hash && sameHash(presented, session.prev_refresh_hash) && withinGrace(session, now)) return { session, secret: 'previous' };
  return null;
}

export async function refreshSession(db: Kysely<Database>, cookie: string | undefined, now = new Date()): Promise<RefreshResult | null> {
  const proof = await proveCookie(db, cookie, now);
  if (!proof) return null;
  const { session } = proof;
  if (proof.secret === 'previous') return { session, cookieValue: null };

  const secret = randomBytes(32).toString('base64url');
  const rotated = await db
    .updateTable('sessions')
    .set({
      refresh_hash: hashSecret(secret),
      prev_refresh_hash: session.refresh_hash,
      rotated_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: later(now, SESSION_IDLE_SECONDS),
    })
    // Compare-and-set: of two requests racing with the same secret only one rotates.
    .where('id', '=', session.id)
    .where('refresh_hash', '=', session.refresh_hash)
    .executeTakeFirst();
  if (Number(rotated.numUpdatedRows) === 1) {
    return { session, cookieValue: `${session.id}.${secret}` };
  }
  // The other request rotated first: this one is now the "previous secret" case.
  const current = await findLiveSession(db, session.id, now);
  return current && withinGrace(current, now) ? { session: current, cookieValue: null } : null;
}

/** The live session a refresh cookie proves, without rotating it (logout uses this). */
export async function sessionForCookie(db: Kysely<Database>, cookie: string | undefined, now = new Date()): Promise<SessionRow | null> {
  return (await proveCookie(db, cookie, now))?.session ?? null;
}

function withinGrace(session: SessionRow, now: Date): boolean {
  return session.rotated_at !== null && now.getTime() - Date.parse(session.rotated_at) <= REFRESH_GRACE_SECONDS * 1000;
}

export async function endSession(db: Kysely<Database>, sessionId: string, reason: EndReason, now = new Date()): Promise<SessionRow | undefined> {
  const session = await findLiveSession(db, sessionId, now);
  if (!session) return undefined;
  await db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), ended_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
  return session;
}

/** Ends every live session of a user but one (the caller's own), e.g. after a password change. */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: string | null, reason: EndReason, now = new Date()): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
