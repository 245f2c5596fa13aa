// The issuer whose signature a licence file must carry. LICENCE_PUBLIC_KEY (PEM, or the base64 of a DER
// SPKI) is the vendor's key. Without it no licence is valid, unless LICENCE_TRUST_TEST_KEY=true trusts
// the built-in test issuer: its private half is in the repository (tests/fixtures/licence-issuer.key),
// so anyone can issue licences for a server that trusts it — development, tests and demos only
// (docs/decisions.md 'Licence and upload hardening').
import { createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Config } from '../config';

export const TEST_ISSUER_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAVQjp14/NGDpqJn1DgRL7aDN5paYACp6ZYJ9NnUzuif4=
-----END PUBLIC KEY-----
`;

export const MSG_NO_ISSUER_KEY = /*i18n*/ 'No licence issuer key is configured (LICENCE_PUBLIC_KEY); no licence is valid.';
export const TEST_KEY_WARNING = 'Licence issuer: built-in TEST key (LICENCE_TRUST_TEST_KEY=true) — anyone can issue licences for this server; development and demos only, set LICENCE_PUBLIC_KEY in production';
export const TEST_KEY_IGNORED = 'LICENCE_TRUST_TEST_KEY is ignored: LICENCE_PUBLIC_KEY is set';

/** The key licences are checked against, or null and why no licence can be valid. */
export type LicenceIssuer = { key: KeyObject } | { key: null; reason: string };

export const NO_LICENCE_ISSUER: LicenceIssuer = { key: null, reason: MSG_NO_ISSUER_KEY };

function parseIssuerKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPublicKey(trimmed.replace(/\\n/g, '\n'))
    : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LICENCE_PUBLIC_KEY must be an Ed25519 public key');
  return key;
}

type IssuerSettings = Pick<Config, 'licencePublicKey' | 'licenceTrustTestKey'>;

function configuredKey(config: IssuerSettings): string | undefined {
  return config.licencePublicKey?.trim() ? config.licencePublicKey : undefined;
}

/** Read when the app is built; a LICENCE_PUBLIC_KEY that is not a usable key stops the start with a message naming it. */
export function licenceIssuerOf(config: IssuerSettings): LicenceIssuer {
  const configured = configuredKey(config);
  if (configured !== undefined) {
    try {
      return { key: parseIssuerKey(configured) };
    } catch (error) {
      throw new Error(`Invalid configuration:\n  LICENCE_PUBLIC_KEY: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return config.licenceTrustTestKey ? { key: parseIssuerKey(TEST_ISSUER_PUBLIC_KEY) } : NO_LICENCE_ISSUER;
}

/** The start log's warnings about the issuer (main.ts prints them), so a server that trusts no one or anyone is noticed. */
export function licenceIssuerWarnings(config: IssuerSettings): string[] {
  if (configuredKey(config) !== undefined) return config.licenceTrustTestKey ? [TEST_KEY_IGNORED] : [];
  return [config.licenceTrustTestKey ? TEST_KEY_WARNING : MSG_NO_ISSUER_KEY];
}
