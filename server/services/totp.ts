// Time-based one-time codes (RFC 6238, 30 s steps, 6 digits) through otplib.
import { verify } from 'otplib';

/** The base32 secret of an otpauth:// URL, or null when the URL has none. */
export function secretFromOtpauthUrl(totpUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(totpUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  const secret = url.searchParams.get('secret')?.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
  return secret && /^[A-Z2-7]{16,128}$/.test(secret) ? secret : null;
}

/** Accepts the current code and one step either side, for clocks a little apart. */
export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    return result.valid;
  } catch {
    // otplib throws on secrets it cannot use; that is a failed check, not a server error.
    return false;
  }
}
