// Login throttling kept in the database (login_attempts), so instances behind a load balancer share
// it. Three counts of failures, so that throttling stops guessing without handing an attacker a way
// to lock others out (docs/decisions.md "Login throttling"):
// - per username and address: `max` in `windowSeconds` (LOGIN_THROTTLE_MAX / _WINDOW_SECONDS); a
//   success of that pair clears it. This is what a guesser at one address meets.
// - per username from every address: the slower backstop against guessing from many addresses
//   (LOGIN_THROTTLE_USER_MAX / _USER_WINDOW_SECONDS).
// - per address over every username: stops password spraying, high enough for a lab behind one NAT
//   address (LOGIN_THROTTLE_ADDRESS_MAX in the pair window).
// The two backstops do not apply to a username and address that had a successful login within
// LOGIN_KNOWN_ADDRESS_DAYS: an attacker elsewhere cannot lock users out of the tablets they use, nor
// can one user's failures lock the users of their address who have logged in there before.
//
// An attempt is claimed (stored as a failure) BEFORE the password is checked and settled afterwards
// (claimLoginAttempt / settleLoginAttempt). Counts and claim run in one transaction that holds the
// table (PostgreSQL: a table lock, so instances sharing the database queue too; SQLite: its single
// writer), so however many requests race, no count lets more attempts past than its limit. The
// password re-checks of registerTOTP and changePassword use the same claims.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { dialectOf } from '../db/connect';
import type { Database } from '../db/schema';
import { httpError } from './http-error';
import type { HttpError } from './http-error';

export type ThrottleRule = {
  /** Failures per username and address in windowSeconds. */
  max: number;
  windowSeconds: number;
  /** Failures per username from all addresses in userWindowSeconds (not for known addresses). */
  userMax: number;
  userWindowSeconds: number;
  /** Failures per address over all usernames in windowSeconds (not for usernames known there). */
  addressMax: number;
  /** How long a successful login makes its address known for its username. */
  knownAddressDays: number;
};

export function throttleRuleOf(config: Config): ThrottleRule {
  return {
    max: config.loginThrottleMax,
    windowSeconds: config.loginThrottleWindowSeconds,
    userMax: config.loginThrottleUserMax,
    userWindowSeconds: config.loginThrottleUserWindowSeconds,
    addressMax: config.loginThrottleAddressMax,
    knownAddressDays: config.loginKnownAddressDays,
  };
}

type Scope = { username?: string; ip?: string };
type Count = { scope: Scope; max: number; windowSeconds: number; clearedBySuccess: boolean };

function isoBefore(now: Date, seconds: number): string {
  return new Date(now.getTime() - seconds * 1000).toISOString();
}

function attemptsOf(db: Kysely<Database>, scope: Scope, success: 0 | 1) {
  let query = db.selectFrom('login_attempts').select('time').where('success', '=', success);
  if (scope.username !== undefined) query = query.where('username', '=', scope.username);
  if (scope.ip !== undefined) query = query.where('ip', '=', scope.ip);
  return query;
}

async function secondsUntilAllowed(db: Kysely<Database>, count: Count, now: Date): Promise<number> {
  const windowStart = isoBefore(now, count.windowSeconds);
  let since = windowStart;
  if (count.clearedBySuccess) {
    const lastSuccess = await attemptsOf(db, count.scope, 1).where('time', '>', windowStart).orderBy('time', 'desc').limit(1).executeTakeFirst();
    since = lastSuccess?.time ?? windowStart;
  }
  // Every claim stored before this one counts, pending or settled.
  const failures = await attemptsOf(db, count.scope, 0).where('time', '>', since).orderBy('time', 'asc').execute();
  if (failures.length < count.max) return 0;
  // Attempts are allowed again once fewer than `max` failures remain inside the window.
  const blocking = failures[failures.length - count.max];
  const until = Date.parse(blocking?.time ?? now.toISOString()) + count.windowSeconds * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

async function isKnownAddress(db: Kysely<Database>, username: string, ip: string, rule: ThrottleRule, now: Date): Promise<boolean> {
  const success = await attemptsOf(db, { username, ip }, 1).where('time', '>', isoBefore(now, rule.knownAddressDays * 86_400)).limit(1).executeTakeFirst();
  return success !== undefined;
}

/** The counts that apply to this attempt: the pair always, the backstops unless the address is known. */
function countsFor(username: string, ip: string, rule: ThrottleRule, known: boolean): Count[] {
  const pair: Count = { scope: { username, ip }, max: rule.max, windowSeconds: rule.windowSeconds, clearedBySuccess: true };
  if (known) return [pair];
  return [
    pair,
    { scope: { username }, max: rule.userMax, windowSeconds: rule.userWindowSeconds, clearedBySuccess: false },
    { scope: { ip }, max: rule.addressMax, windowSeconds: rule.windowSeconds, clearedBySuccess: false },
  ];
}

/**
 * Decides under the table lock: throttled (nothing stored) or allowed, in which case the attempt is
 * stored as a failure at once; settle the returned attemptId once the password has been checked.
 */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  attempt: { username: string; ip: string },
  rule: ThrottleRule,
  now = new Date(),
): Promise<{ throttled: true; retryAfterSeconds: number } | { throttled: false; attemptId: number }> {
  const username = attempt.username.toLowerCase();
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') {
      // Blocks other claims (their INSERT) but not reads; released at commit, a few ms later.
      await sql`LOCK TABLE login_attempts IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    }
    const known = await isKnownAddress(trx, username, attempt.ip, rule, now);
    let wait = 0;
    for (const count of countsFor(username, attempt.ip, rule, known)) wait = Math.max(wait, await secondsUntilAllowed(trx, count, now));
    // A refused attempt checked nothing: it is not stored, so the window is not extended by it.
    if (wait > 0) return { throttled: true as const, retryAfterSeconds: wait };
    const inserted = await trx
      .insertInto('login_attempts')
      .values({ username, ip: attempt.ip, time: now.toISOString(), success: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { throttled: false as const, attemptId: Number(inserted.id) };
  });
}

/**
 * failure: the claim stays a failure. success: it clears the count of its username and address and
 * makes the address known for the username. withdrawn: the attempt checked nothing final (e.g. the
 * TOTP code was asked for) and does not count.
 */
export async function settleLoginAttempt(
  db: Kysely<Database>,
  attemptId: number,
  outcome: 'failure' | 'success' | 'withdrawn',
  rule: ThrottleRule,
  now = new Date(),
): Promise<void> {
  if (outcome === 'success') {
    const claimed = await db.updateTable('login_attempts').set({ success: 1 }).where('id', '=', attemptId).returning(['username', 'ip']).executeTakeFirst();
    // Only the latest success of a pair matters (known address, cleared count): one row per pair.
    if (claimed) await db.deleteFrom('login_attempts').where('username', '=', claimed.username).where('ip', '=', claimed.ip).where('success', '=', 1).where('id', '!=', attemptId).execute();
  } else if (outcome === 'withdrawn') {
    await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
  }
  const keepFailures = Math.max(rule.windowSeconds, rule.userWindowSeconds, 24 * 3600);
  await db.deleteFrom('login_attempts').where('success', '=', 0).where('time', '<', isoBefore(now, keepFailures)).execute();
  await db.deleteFrom('login_attempts').where('success', '=', 1).where('time', '<', isoBefore(now, Math.max(keepFailures, rule.knownAddressDays * 86_400))).execute();
}

/**
 * The 429 answer of a throttled claim, for login and for the password re-checks alike; other limits
 * (node-batch.ts: concurrent large batches) give their own message.
 */
export function throttleRefusal(retryAfterSeconds: number, msg?: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return httpError(429, msg ?? `Too many failed login attempts. Try again in ${minutes} minutes.`, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
