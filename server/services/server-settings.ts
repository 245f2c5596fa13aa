// Server-wide values kept in the settings table so every instance sharing the database agrees on
// them: the JWT signing secret (tokens from one instance verify on another) and the serverUID.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SETTING_JWT_SECRET = 'jwtSecret';
export const SETTING_SERVER_UID = 'serverUID';

/** Reads a setting, creating it with `make()` when absent; the first instance to write wins. */
export async function getOrCreateSetting(db: Kysely<Database>, key: string, make: () => string): Promise<string> {
  const existing = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  await db.insertInto('settings').values({ key, value: make() }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return stored.value;
}

/** The id of this installation (shared by every instance on the database); created on first use. */
export function readServerUID(db: Kysely<Database>): Promise<string> {
  return getOrCreateSetting(db, SETTING_SERVER_UID, () => randomUUID());
}

export type ServerSecrets = { jwtKey: Uint8Array; serverUID: string };

export type ServerSettings = {
  /** Loaded on first use (the app may be built before migrations ran) and kept for the process. */
  secrets(): Promise<ServerSecrets>;
};

export function createServerSettings(db: Kysely<Database>): ServerSettings {
  let loading: Promise<ServerSecrets> | undefined;
  async function load(): Promise<ServerSecrets> {
    const secret = await getOrCreateSetting(db, SETTING_JWT_SECRET, () => randomBytes(32).toString('base64url'));
    const serverUID = await readServerUID(db);
    return { jwtKey: Buffer.from(secret, 'base64url'), serverUID };
  }
  return {
    secrets() {
      loading ??= load().catch((error: unknown) => {
        // Forget the failure so the next request retries (the database may come back).
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}
