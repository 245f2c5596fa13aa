// Account look-ups shared by the account routes.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, UserRow, UsersTable } from '../db/schema';

/** Usernames match regardless of case, like the unique index on lower(username). */
export async function findUserByName(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** A new account's row: the fields every new account starts with, and the caller's. */
export function newUserRow(fields: { username: string; displayName: string; passwordHash: string; disabled: 0 | 1 } & Partial<Insertable<UsersTable>>): Insertable<UsersTable> {
  const { username, displayName, passwordHash, ...rest } = fields;
  return { username, display_name: displayName, password_hash: passwordHash, totp_secret: null, lang: 'en', created_at: new Date().toISOString(), security_version: 1, ...rest };
}
