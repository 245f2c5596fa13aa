// Every e2e file gets a server of its own, started from a copy of the data folder global-setup seeded:
// the demo's data and simulator as a first-time user meets them, whatever the files before changed
// (a calibrated pH meter, vials added or moved, packages imported). Registered as a setupFile.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { setE2eBaseUrl } from './e2e-base-url';
import { ownServer, type OwnServer } from './own-server';

let server: OwnServer | null = null;
let dataDir: string | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-file-'));
  cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  server = await ownServer(dataDir);
  await server.start();
  setE2eBaseUrl(server.origin);
}, 180_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
