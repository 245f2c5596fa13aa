// The uploaded licence lives in the settings table; it is verified again on every read, so an expired
// licence or a changed issuer key stops counting without anyone deleting it.
import type { Kysely } from 'kysely';
import type { LicenceInfo } from '../../src/domain/auth-data';
import type { Database } from '../db/schema';
import { readServerUID } from '../services/server-settings';
import { hardwareKeyOf } from './hardware-key';
import { NO_LICENCE_ISSUER } from './issuer-key';
import type { LicenceIssuer } from './issuer-key';
import { MSG_LICENCE_MALFORMED, verifyLicence } from './licence-file';
import type { LicenceFile, LicenceVerdict } from './licence-file';

export const SETTING_SERVER_LICENCE = 'serverLicence';

// The issuer comes from the configuration of the server that owns the database; it is kept per database,
// like the hardware key, because login and the rights checks read the licence with only the database at
// hand. A database no server registered an issuer for trusts no licence.
const issuerByDb = new WeakMap<object, LicenceIssuer>();

export function setLicenceIssuer(db: Kysely<Database>, issuer: LicenceIssuer): void {
  issuerByDb.set(db, issuer);
}

export function licenceIssuer(db: Kysely<Database>): LicenceIssuer {
  return issuerByDb.get(db) ?? NO_LICENCE_ISSUER;
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

/** The stored licence checked now, or null when none was uploaded. */
async function storedLicenceVerdict(db: Kysely<Database>, now = new Date()): Promise<LicenceVerdict | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_SERVER_LICENCE).executeTakeFirst();
  if (!row) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return { ok: false, msg: MSG_LICENCE_MALFORMED };
  }
  return verifyLicence(stored, licenceIssuer(db), await serverHardwareKey(db), now);
}

/** The licence status; `reason` says why it is not valid when the server can tell (no issuer key, the stored licence expired…). */
export async function licenceInfo(db: Kysely<Database>): Promise<LicenceInfo> {
  const verdict = await storedLicenceVerdict(db);
  if (verdict?.ok) return { licensedTo: verdict.licence.licensedTo, valid: true };
  const issuer = licenceIssuer(db);
  const reason = issuer.key ? verdict?.msg : issuer.reason;
  return reason ? { licensedTo: '', valid: false, reason } : { licensedTo: '', valid: false };
}

/** Platform rights the server's licence grants to every user. */
export async function licensedRights(db: Kysely<Database>): Promise<string[]> {
  const verdict = await storedLicenceVerdict(db);
  return verdict?.ok ? verdict.licence.rights : [];
}
