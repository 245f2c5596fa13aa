// The uploaded licence lives in the settings table; it is verified again on every read, so an expired
// licence or a changed issuer key stops counting without anyone deleting it.
import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LicenceInfo } from '../../src/domain/auth-data';
import type { Database } from '../db/schema';
import { readServerUID } from '../services/server-settings';
import { hardwareKeyOf } from './hardware-key';
import { issuerKeyFromEnv } from './issuer-key';
import { verifyLicence } from './licence-file';
import type { LicenceFile } from './licence-file';

export const SETTING_SERVER_LICENCE = 'serverLicence';

let issuerKey: KeyObject | undefined;

/** The issuer key of this process (LICENCE_PUBLIC_KEY or the built-in test issuer). */
export function licenceIssuerKey(): KeyObject {
  issuerKey ??= issuerKeyFromEnv(process.env);
  return issuerKey;
}

// The serverUID never changes once stored, and every rights check verifies the licence against the
// hardware key: read it once per database, not once per request.
const hardwareKeyByDb = new WeakMap<object, Promise<string>>();

export function serverHardwareKey(db: Kysely<Database>): Promise<string> {
  let key = hardwareKeyByDb.get(db);
  if (!key) {
    key = readServerUID(db)
      .then(hardwareKeyOf)
      .catch((error: unknown) => {
        hardwareKeyByDb.delete(db);
        throw error;
      });
    hardwareKeyByDb.set(db, key);
  }
  return key;
}

export async function storeLicence(db: Kysely<Database>, licence: LicenceFile): Promise<void> {
  const value = JSON.stringify(licence);
  await db.insertInto('settings').values({ key: SETTING_SERVER_LICENCE, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

async function currentLicence(db: Kysely<Database>, now = new Date()): Promise<LicenceFile | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_SERVER_LICENCE).executeTakeFirst();
  if (!row) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return null;
  }
  const verdict = verifyLicence(stored, licenceIssuerKey(), await serverHardwareKey(db), now);
  return verdict.ok ? verdict.licence : null;
}

export async function licenceInfo(db: Kysely<Database>): Promise<LicenceInfo> {
  const licence = await currentLicence(db);
  return licence ? { licensedTo: licence.licensedTo, valid: true } : { licensedTo: '', valid: false };
}

/** Platform rights the server's licence grants to every user. */
export async function licensedRights(db: Kysely<Database>): Promise<string[]> {
  return (await currentLicence(db))?.rights ?? [];
}
