// The otpauth:// URI an authenticator app reads from the QR code of the profile's TOTP card (Key URI
// Format of Google Authenticator, RFC 6238 parameters the server accepts: SHA1, 6 digits, 30 s).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 20 bytes = 160 bits, RFC 4226's recommended secret length (the server accepts 80 bits and up). */
export const TOTP_SECRET_BYTES = 20;

/** RFC 4648 base32 without padding: authenticator apps expect it so. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32.charAt((value << (5 - bits)) & 31);
  return out;
}

/** The secret in groups of four, as people copy it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'otpauth://totp/Issuer:account?secret=…&issuer=…': the label and issuer name the entry in the app. */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  // encodeURIComponent, not URLSearchParams: some apps show a '+' for a space literally.
  const params: [string, string][] = [['secret', input.secret], ['issuer', input.issuer], ['algorithm', 'SHA1'], ['digits', '6'], ['period', '30']];
  return `otpauth://totp/${label}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
