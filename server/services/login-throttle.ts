// Login throttling kept in the database (login_attempts), so instances behind a load balancer share
// it. More than `max` failures for one username, or from one IP address, within the window refuse
// further attempts until enough of them age out. A success clears the count for its username and IP.
//
// An attempt is claimed (stored as a failure) BEFORE the password is checked and settled afterwards
// (claimLoginAttempt / settleLoginAttempt). Count and claim run in one transaction that holds the
// table (PostgreSQL: a table lock, so instances sharing the database queue too; SQLite: its single
// writer), so however many requests race, exactly `max` of them get past the check within the window:
// never more, and never none because each saw the others' claims. The password re-checks of
// registerTOTP and changePassword use the same claims.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/connect';
import type { Database } from '../db/schema';
import { httpError } from './http-error';
import type { HttpError } from './http-error';

export type ThrottleRule = { max: number; windowSeconds: number };

type Key = { column: 'username' | 'ip'; value: string };

async function secondsUntilAllowed(db: Kysely<Database>, key: Key, rule: ThrottleRule, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select('time')
    .where(key.column, '=', key.value)
    .where('success', '=', 1)
    .where('time', '>', windowStart)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  const since = lastSuccess?.time ?? windowStart;
  // Every claim stored before this one counts, pending or settled.
  const failures = await db
    .selectFrom('login_attempts')
    .select('time')
    .where(key.column, '=', key.value)
    .where('success', '=', 0)
    .where('time', '>', since)
    .orderBy('time', 'asc')
    .execute();
  if (failures.length < rule.max) return 0;
  // Attempts are allowed again once fewer than `max` failures remain inside the window.
  const blocking = failures[failures.length - rule.max];
  const until = Date.parse(blocking?.time ?? now.toISOString()) + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
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
    const byUser = await secondsUntilAllowed(trx, { column: 'username', value: username }, rule, now);
    const byIp = await secondsUntilAllowed(trx, { column: 'ip', value: attempt.ip }, rule, now);
    const wait = Math.max(byUser, byIp);
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
 * failure: the claim stays a failure. success: it clears the count of its username and IP.
 * withdrawn: the attempt checked nothing final (e.g. the TOTP code was asked for) and does not count.
 */
export async function settleLoginAttempt(
  db: Kysely<Database>,
  attemptId: number,
  outcome: 'failure' | 'success' | 'withdrawn',
  rule: ThrottleRule,
  now = new Date(),
): Promise<void> {
  if (outcome === 'success') await db.updateTable('login_attempts').set({ success: 1 }).where('id', '=', attemptId).execute();
  else if (outcome === 'withdrawn') await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
  const keepSeconds = Math.max(rule.windowSeconds, 24 * 3600);
  await db.deleteFrom('login_attempts').where('time', '<', new Date(now.getTime() - keepSeconds * 1000).toISOString()).execute();
}

/**
 * The 429 answer of a throttled claim, for login and for the password re-checks alike; other limits
 * (node-batch.ts: concurrent large batches) give their own message.
 */
export function throttleRefusal(retryAfterSeconds: number, msg?: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return httpError(429, msg ?? `Too many failed login attempts. Try again in ${minutes} minutes.`, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
