// A licence file: JSON { licensedTo, hwKey, expires, rights, signature }. The signature is Ed25519 over
// the canonical JSON of the other four fields, by the issuer's private key. What is signed is the
// terms' values exactly as the file holds them (after JSON parsing, so the file's layout, key order and
// trailing newline do not matter); nothing is trimmed or normalised before the check, so a space added
// to or removed from a value breaks the signature.
import { sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { Right } from '../../src/domain/rights';
import { canonicalJson } from '../records/canonical-json';
import type { LicenceIssuer } from './issuer-key';

export const PLATFORM_RIGHTS: readonly string[] = [Right.platformMRNA, Right.platformPDNA, Right.platformAAV, Right.platformLNP];

const notBlank = (v: string) => v.trim() !== '';

const licenceFileSchema = z.object({
  licensedTo: z.string().max(200).refine(notBlank),
  hwKey: z.string().max(100).refine(notBlank),
  expires: z.iso.date(),
  rights: z.array(z.string().max(50)).max(20),
  signature: z.string().max(200),
});
export type LicenceFile = z.infer<typeof licenceFileSchema>;
export type LicenceTerms = Omit<LicenceFile, 'signature'>;

export const MSG_LICENCE_MALFORMED = /*i18n*/ 'The licence file is not valid: it must be the JSON file issued for this server.';
export const MSG_LICENCE_SIGNATURE = /*i18n*/ 'The licence signature is invalid: the file was not issued by the licence issuer or was changed.';
export const MSG_LICENCE_HW_KEY = /*i18n*/ 'The licence was issued for another server (its hardware key does not match this server).';

export function licenceExpiredMessage(expires: string): string {
  return `The licence expired on ${expires}.`;
}

export function unknownRightMessage(right: string): string {
  return `The licence grants an unknown right: ${right}.`;
}

function signedText(terms: LicenceTerms): Buffer {
  return Buffer.from(canonicalJson({ licensedTo: terms.licensedTo, hwKey: terms.hwKey, expires: terms.expires, rights: terms.rights }));
}

export function signLicence(terms: LicenceTerms, privateKey: KeyObject): LicenceFile {
  return { ...terms, signature: sign(null, signedText(terms), privateKey).toString('base64') };
}

/** The licence runs to the end of its expiry day (UTC). */
function isExpired(expires: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) > expires;
}

/** The signature's bytes, or null unless the text is exactly their base64 (Buffer.from skips stray characters and padding bits). */
function signatureBytes(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

export type LicenceVerdict = { ok: true; licence: LicenceFile } | { ok: false; msg: string };

export function verifyLicence(value: unknown, issuer: LicenceIssuer, hwKey: string, now: Date): LicenceVerdict {
  if (!issuer.key) return { ok: false, msg: issuer.reason };
  const parsed = licenceFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, msg: MSG_LICENCE_MALFORMED };
  const licence = parsed.data;
  let signatureOk = false;
  try {
    const signature = signatureBytes(licence.signature);
    signatureOk = signature !== null && verify(null, signedText(licence), issuer.key, signature);
  } catch {
    signatureOk = false;
  }
  if (!signatureOk) return { ok: false, msg: MSG_LICENCE_SIGNATURE };
  if (licence.hwKey !== hwKey) return { ok: false, msg: MSG_LICENCE_HW_KEY };
  if (isExpired(licence.expires, now)) return { ok: false, msg: licenceExpiredMessage(licence.expires) };
  const unknown = licence.rights.find((r) => !PLATFORM_RIGHTS.includes(r));
  if (unknown) return { ok: false, msg: unknownRightMessage(unknown) };
  return { ok: true, licence };
}
