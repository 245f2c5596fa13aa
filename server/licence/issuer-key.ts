// The public key that licence files must be signed with. LICENCE_PUBLIC_KEY (PEM, or the base64 of a
// DER SPKI) replaces the built-in default, whose private half is the test issuer of
// tests/fixtures/licence-issuer.key: anyone holding the repository can issue licences for a server
// left on the default, so production servers set their vendor's key (docs/decisions.md 'Records').
import { createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export const TEST_ISSUER_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAVQjp14/NGDpqJn1DgRL7aDN5paYACp6ZYJ9NnUzuif4=
-----END PUBLIC KEY-----
`;

function parseIssuerKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPublicKey(trimmed.replace(/\\n/g, '\n'))
    : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LICENCE_PUBLIC_KEY must be an Ed25519 public key');
  return key;
}

export const TEST_KEY_WARNING = 'Licence issuer: built-in TEST key — set LICENCE_PUBLIC_KEY in production';

/**
 * Read when the server starts; a bad value stops it with a message naming the variable. Without
 * LICENCE_PUBLIC_KEY it warns (once per process: licence-store keeps the key) that the test issuer is trusted.
 */
export function issuerKeyFromEnv(env: NodeJS.ProcessEnv, warn: (line: string) => void = (line) => console.warn(`WARNING: ${line}`)): KeyObject {
  const configured = env.LICENCE_PUBLIC_KEY;
  if (!configured || configured.trim() === '') warn(TEST_KEY_WARNING);
  try {
    return parseIssuerKey(configured && configured.trim() !== '' ? configured : TEST_ISSUER_PUBLIC_KEY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  LICENCE_PUBLIC_KEY: ${error instanceof Error ? error.message : String(error)}`);
  }
}
