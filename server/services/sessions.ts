// Login sessions. A session is the sid in access tokens and the target of the refresh cookie,
// whose value is "<sid>.<secret>"; only a hash of the secret is stored, so a database leak gives
// no usable cookie. Each refresh rotates the secret and slides the expiry, up to the session's
// absolute lifetime; a rotated-away secret presented after the grace ends the session (reuse detection).
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../db/schema';

/** How long the secret replaced by a rotation still works, for tabs that refreshed at the same moment. */
export const REFRESH_GRACE_SECONDS = 60;

/** SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS of the configuration. */
export type SessionLimits = { idleSeconds: number; absoluteSeconds: number };

export type EndReason = 'logout' | 'expired' | 'password-changed' | 'refresh-reuse' | 'idle-timeout' | 'lifetime-over' | 'user-disabled' | 'password-reset';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** The end of a session created at createdAt and last refreshed at lastSeen: the idle time on, never past its lifetime. */
function sessionEnd(createdAt: string, lastSeen: Date, limits: SessionLimits): string {
  return new Date(Math.min(lastSeen.getTime() + limits.idleSeconds * 1000, Date.parse(createdAt) + limits.absoluteSeconds * 1000)).toISOString();
}

/** Why a session is over at `now` under the current limits, or null while it may go on. */
function lapseReason(session: SessionRow, limits: SessionLimits, now: Date): EndReason | null {
  if (now.getTime() >= Date.parse(session.created_at) + limits.absoluteSeconds * 1000) return 'lifetime-over';
  const idleEnd = Math.min(Date.parse(session.last_seen_at) + limits.idleSeconds * 1000, Date.parse(session.expires_at));
  return now.getTime() >= idleEnd ? 'idle-timeout' : null;
}

function parseRefreshCookie(value: string | undefined): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  return match ? { sessionId: match[1] as string, secret: match[2] as string } : null;
}

export type NewSession = { sessionId: string; cookieValue: string; expiresAt: string };

export async function createSession(db: Kysely<Database>, userId: number, limits: SessionLimits, now = new Date()): Promise<NewSession> {
  const sessionId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  const time = now.toISOString();
  const expiresAt = sessionEnd(time, now, limits);
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
      expires_at: expiresAt,
      ended_at: null,
      ended_reason: null,
    })
    .execute();
  return { sessionId, cookieValue: `${sessionId}.${secret}`, expiresAt };
}

/** The session if it has neither ended nor expired. */
async function findLiveSession(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * A refresh that succeeded (cookieValue: the rotated cookie to send back, null to keep the current one), or
 * failed; `ended` tells when the refresh itself ended the session, so the caller can audit it.
 */
export type RefreshResult =
  | { ok: true; session: SessionRow; cookieValue: string | null; expiresAt: string }
  | { ok: false; ended?: { session: SessionRow; reason: EndReason } };

type Proof = { session: SessionRow; secret: 'current' | 'previous' | 'stale' };

/**
 * The not-ended session a refresh cookie proves, and by which secret: the current one, the previous one
 * within REFRESH_GRACE_SECONDS of its rotation, or the previous one after that (a replay). Expiry is left to
 * the caller. A secret matching neither proves nothing: knowing a sid (it is in every access token) must not
 * let anyone end the session.
 */
async function proveCookie(db: Kysely<Database>, cookie: string | undefined): Promise<Proof | null> {
  const parsed = parseRefreshCookie(cookie);
  if (!parsed) return null;
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', parsed.sessionId).where('ended_at', 'is', null).executeTakeFirst();
  if (!session) return null;
  const presented = hashSecret(parsed.secret);
  if (sameHash(presented, session.refresh_hash)) return { session, secret: 'current' };
  if (session.prev_refresh_hash && sameHash(presented, session.prev_refresh_hash)) return { session, secret: 'previous' };
  return null;
}

function graceOf(proof: Proof, now: Date): Proof['secret'] {
  return proof.secret === 'previous' && !withinGrace(proof.session, now) ? 'stale' : proof.secret;
}

/**
 * `activityAgeMs`, when the page sends it, is how long ago the user last did something: the session counts
 * as seen then, not now, so a screen that only polls (live values) lets an unattended session idle out.
 * Seen never moves back, so a tab that was idle can not shorten a session another tab keeps in use.
 */
export async function refreshSession(
  db: Kysely<Database>,
  cookie: string | undefined,
  limits: SessionLimits,
  now = new Date(),
  activityAgeMs?: number,
): Promise<RefreshResult> {
  const proof = await proveCookie(db, cookie);
  if (!proof) return { ok: false };
  const { session } = proof;
  // A replayed secret means two parties hold this session's cookie and the server can not tell which is
  // the legitimate one: the whole session ends, so the holder of the current secret must log in again too.
  const reason = lapseReason(session, limits, now) ?? (graceOf(proof, now) === 'stale' ? 'refresh-reuse' : null);
  if (reason) {
    const ended = await markEnded(db, session.id, reason, now);
    return ended ? { ok: false, ended: { session, reason } } : { ok: false };
  }
  // Within the grace the previous secret gets an access token but no new cookie, so it never outlives the grace.
  if (proof.secret === 'previous') return { ok: true, session, cookieValue: null, expiresAt: session.expires_at };

  const secret = randomBytes(32).toString('base64url');
  const seen = activityAgeMs === undefined ? now : new Date(Math.max(Date.parse(session.last_seen_at), now.getTime() - activityAgeMs));
  const expiresAt = sessionEnd(session.created_at, seen, limits);
  const rotated = await db
    .updateTable('sessions')
    .set({
      refresh_hash: hashSecret(secret),
      prev_refresh_hash: session.refresh_hash,
      rotated_at: now.toISOString(),
      last_seen_at: seen.toISOString(),
      expires_at: expiresAt,
    })
    // Compare-and-set: of two requests racing with the same secret only one rotates.
    .where('id', '=', session.id)
    .where('refresh_hash', '=', session.refresh_hash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (Number(rotated.numUpdatedRows) === 1) {
    return { ok: true, session, cookieValue: `${session.id}.${secret}`, expiresAt };
  }
  // The other request rotated first: this one is now the "previous secret" case.
  const current = await findLiveSession(db, session.id, now);
  return current && withinGrace(current, now) ? { ok: true, session: current, cookieValue: null, expiresAt: current.expires_at } : { ok: false };
}

/** The live session a refresh cookie proves, without rotating it (logout uses this). */
export async function sessionForCookie(db: Kysely<Database>, cookie: string | undefined, now = new Date()): Promise<SessionRow | null> {
  const proof = await proveCookie(db, cookie);
  if (!proof || graceOf(proof, now) === 'stale' || proof.session.expires_at <= now.toISOString()) return null;
  return proof.session;
}

function withinGrace(session: SessionRow, now: Date): boolean {
  return session.rotated_at !== null && now.getTime() - Date.parse(session.rotated_at) <= REFRESH_GRACE_SECONDS * 1000;
}

/** Ends a session that has not ended yet; false when it already had (so only one caller audits it). */
async function markEnded(db: Kysely<Database>, sessionId: string, reason: EndReason, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), ended_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function endSession(db: Kysely<Database>, sessionId: string, reason: EndReason, now = new Date()): Promise<SessionRow | undefined> {
  const session = await findLiveSession(db, sessionId, now);
  if (!session) return undefined;
  // Two racing ends (two logouts): only the one that ended it gets the row, so the end is audited once.
  return (await markEnded(db, sessionId, reason, now)) ? session : undefined;
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
