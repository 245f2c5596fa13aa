// Issues a test licence for a server's hardware key, signed by the test issuer whose public key is
// built into the server (server/licence/issuer-key.ts) and trusted only by a server started with
// LICENCE_TRUST_TEST_KEY=true and no LICENCE_PUBLIC_KEY:
//   npx tsx scripts/issue-licence.ts <hwkey> <licensedTo> [rights…] > licence.json
// LICENCE_ISSUER_KEY names another private key file (PEM); LICENCE_EXPIRES sets the expiry (YYYY-MM-DD).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_RIGHTS } from '../server/licence/licence-file';
import { issueLicence, readIssuerPrivateKey } from '../server/licence/issue-licence';

const DEFAULT_KEY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'licence-issuer.key');

function main(argv: string[]): number {
  const [hwKey, licensedTo, ...rights] = argv;
  if (!hwKey || !licensedTo) {
    console.error(`Usage: npx tsx scripts/issue-licence.ts <hwkey> <licensedTo> [rights…]\nRights: ${PLATFORM_RIGHTS.join(' ')}`);
    return 2;
  }
  const unknown = rights.find((r) => !PLATFORM_RIGHTS.includes(r));
  if (unknown) {
    console.error(`Unknown right ${unknown}; known: ${PLATFORM_RIGHTS.join(' ')}`);
    return 2;
  }
  const expires = process.env.LICENCE_EXPIRES;
  if (expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(expires)) {
    console.error('LICENCE_EXPIRES must be a date YYYY-MM-DD');
    return 2;
  }
  const key = readIssuerPrivateKey(fs.readFileSync(process.env.LICENCE_ISSUER_KEY ?? DEFAULT_KEY, 'utf8'));
  const licence = issueLicence(key, { hwKey: hwKey.trim(), licensedTo, rights, expires });
  process.stdout.write(`${JSON.stringify(licence, null, 2)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
