// Prepares what every e2e file's own server starts from (support/file-server.ts): the product built and
// started once the way a user does (`npm start`: build if needed, migrate, seed the demo) on a temporary
// data folder, then stopped, leaving a seeded data folder to copy. Makes sure Debian's Chromium is there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../support/chromium-launch';
import { E2E_PASSWORD } from './support/e2e-constants';
import { freePort, waitUntilReady } from './support/server-process';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    templateDataDir: string;
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
  }
  console.log('[e2e] installing Debian chromium (apt-get install -y chromium)');
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
  }
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error('Installing chromium failed. Run: apt-get update && apt-get install -y chromium');
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  const root = join(import.meta.dirname, '..', '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_PASSWORD, DEMO_PASSWORD: E2E_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, 240_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  // Stopped cleanly, so the copies start from a closed database.
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  project.provide('templateDataDir', dataDir);
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
