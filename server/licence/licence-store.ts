// The uploaded licence lives in the settings table; it is read on every rights check and verified again
// whenever its text, the issuer key or the day changed, so an expired licence or a changed issuer key
// stops counting without anyone deleting it.
import type { Kysely } from 'kysely';
import type { LicenceDetails, LicenceInfo } from '../../src/domain/auth-data';
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

async function storedLicenceText(db: Kysely<Database>): Promise<string | null> {
  return (await licenceTextQuery(db).executeTakeFirst())?.value ?? null;
}

// The verdict is a function of the text, the issuer, the hardware key and the day (a licence runs to the
// end of its expiry day): the last one is kept per database, so a request pays for no signature check
// until the stored text, the issuer or the day changes.
const verdictByDb = new WeakMap<object, { text: string; issuer: LicenceIssuer; hwKey: string; day: string; verdict: LicenceVerdict }>();

/** A stored licence text (null: none uploaded) checked now. */
async function licenceVerdictOf(db: Kysely<Database>, text: string | null, now = new Date()): Promise<LicenceVerdict | null> {
  if (text === null) return null;
  const issuer = licenceIssuer(db);
  const hwKey = await serverHardwareKey(db);
  const day = now.toISOString().slice(0, 10);
  const last = verdictByDb.get(db);
  if (last && last.text === text && last.issuer === issuer && last.hwKey === hwKey && last.day === day) return last.verdict;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { ok: false, msg: MSG_LICENCE_MALFORMED };
  }
  const verdict = verifyLicence(stored, issuer, hwKey, now);
  verdictByDb.set(db, { text, issuer, hwKey, day, verdict });
  return verdict;
}

/** The stored licence checked now, or null when none was uploaded. */
async function storedLicenceVerdict(db: Kysely<Database>): Promise<LicenceVerdict | null> {
  return licenceVerdictOf(db, await storedLicenceText(db));
}

/** The licence status; `reason` says why it is not valid when the server can tell (no issuer key, the stored licence expired…). */
export async function licenceInfo(db: Kysely<Database>): Promise<LicenceInfo> {
  const verdict = await storedLicenceVerdict(db);
  if (verdict?.ok) return { licensedTo: verdict.licence.licensedTo, valid: true };
  const issuer = licenceIssuer(db);
  const reason = issuer.key ? verdict?.msg : issuer.reason;
  return reason ? { licensedTo: '', valid: false, reason } : { licensedTo: '', valid: false };
}

/** licenceInfo with the valid licence's expiry and platforms, for the License page and the app bar. */
export async function licenceDetails(db: Kysely<Database>): Promise<LicenceDetails> {
  const verdict = await storedLicenceVerdict(db);
  if (!verdict?.ok) return licenceInfo(db);
  return { licensedTo: verdict.licence.licensedTo, valid: true, expires: verdict.licence.expires, platforms: verdict.licence.rights };
}

/** Platform rights the server's licence grants to every user. */
export async function licensedRights(db: Kysely<Database>): Promise<string[]> {
  return licensedRightsOf(db, await storedLicenceText(db));
}

/** licensedRights for the licence text a caller already read (the auth guard reads it with the session). */
export async function licensedRightsOf(db: Kysely<Database>, text: string | null): Promise<string[]> {
  const verdict = await licenceVerdictOf(db, text);
  return verdict?.ok ? verdict.licence.rights : [];
}

/** The stored licence text as a subquery, for queries that read it along with other rows. */
export function licenceTextQuery(db: Kysely<Database>) {
  return db.selectFrom('settings').select('value').where('key', '=', SETTING_SERVER_LICENCE);
}
