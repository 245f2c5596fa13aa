// Time-based one-time codes (RFC 6238: SHA-1, 30 s steps, 6 digits) through otplib.
import { createGuardrails, generate, generateSecret, verify } from 'otplib';

/** 16 base32 characters = 80 bits, RFC 4226's minimum; authenticator apps often make secrets this short. */
export const TOTP_SECRET_MIN_CHARS = 16;
/** 128 characters = 80 bytes, a bound on the work of one check. */
export const TOTP_SECRET_MAX_CHARS = 128;
export const MSG_TOTP_SECRET_RULE = /*i18n*/ 'The authenticator secret must have 16 to 128 base32 characters (A–Z, 2–7): at least 80 bits.';
export const MSG_TOTP_UNSUPPORTED = /*i18n*/ 'Only authenticators with SHA1, 6 digits and 30-second codes are supported.';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD = 30;

// otplib refuses secrets under 128 bits by default; RFC 4226 allows 80 (and recommends 160, which new ones get).
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10, MAX_SECRET_BYTES: 80 });

export type OtpauthSecret = { ok: true; secret: string } | { ok: false; reason: 'missing' | 'rule' | 'unsupported' };

/**
 * The normalised base32 secret of an otpauth:// URL. 'missing': no otpauth URL or no secret;
 * 'rule': a secret outside the length and alphabet rule; 'unsupported': parameters this server cannot check.
 */
export function secretFromOtpauthUrl(totpUrl: string): OtpauthSecret {
  let url: URL;
  try {
    url = new URL(totpUrl);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  if (url.protocol !== 'otpauth:') return { ok: false, reason: 'missing' };
  const secret = url.searchParams.get('secret')?.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
  if (!secret) return { ok: false, reason: 'missing' };
  if (secret.length < TOTP_SECRET_MIN_CHARS || secret.length > TOTP_SECRET_MAX_CHARS || !/^[A-Z2-7]+$/.test(secret)) return { ok: false, reason: 'rule' };
  // Codes of another algorithm, length or period would never match: say so instead of "wrong code".
  const algorithm = url.searchParams.get('algorithm');
  const digits = url.searchParams.get('digits');
  const period = url.searchParams.get('period');
  if ((algorithm && algorithm.toUpperCase() !== 'SHA1') || (digits && digits !== '6') || (period && period !== String(PERIOD))) {
    return { ok: false, reason: 'unsupported' };
  }
  return { ok: true, secret };
}

/**
 * Base32 to bytes the way authenticator apps read it: bits left over at the end are ignored. otplib's
 * decoder is strict and refuses lengths like 17, 20 or 26 characters that the apps accept.
 */
function base32Bytes(secret: string): Uint8Array {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of secret) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new secret of 160 bits (32 base32 characters), RFC 4226's recommendation. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The code of a secret at `epoch` seconds (default now): for tests and tools, the server only checks codes. */
export function totpCodeOf(secret: string, epoch?: number): Promise<string> {
  return generate({ secret: base32Bytes(secret), guardrails, ...(epoch === undefined ? {} : { epoch }) });
}

/**
 * The time step whose code `code` is, checking the current step and one either side (clocks a little
 * apart); null when it matches none. Replay protection is the caller's: see services/totp-store.ts.
 */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({ secret: base32Bytes(secret), token, epochTolerance: PERIOD, guardrails });
    // The functional API types HOTP and TOTP results together; only TOTP's carries the step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on secrets it cannot use; that is a failed check, not a server error.
    return null;
  }
}
