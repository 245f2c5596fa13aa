// Issues a licence file with an issuer's private key: used by scripts/issue-licence.ts and the tests.
import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { signLicence } from './licence-file';
import type { LicenceFile } from './licence-file';

export function readIssuerPrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The issuer key must be an Ed25519 private key');
  return key;
}

export function issueLicence(privateKey: KeyObject, terms: { hwKey: string; licensedTo: string; rights: string[]; expires?: string }): LicenceFile {
  // One year from today unless given: long enough for a test installation, short enough to notice.
  const expires = terms.expires ?? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  return signLicence({ licensedTo: terms.licensedTo, hwKey: terms.hwKey, expires, rights: terms.rights }, privateKey);
}
