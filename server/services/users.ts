// Account look-ups shared by the account routes.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

/** Usernames match regardless of case, like the unique index on lower(username). */
export async function findUserByName(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}
