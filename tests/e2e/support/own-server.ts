// A server of a fault test's own, apart from the shared one: `npm start` (scripts/start.mjs) on a free
// loopback port with the test's data folder, so the test may kill it or change the files it serves. It
// runs in a process group of its own: start.mjs runs the server as its child, so killing the group is
// what kills the server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E_PASSWORD } from './e2e-constants';
import { freePort, waitUntilReady } from './server-process';

const root = join(import.meta.dirname, '..', '..', '..');

export type OwnServer = {
  /** The loopback origin; a restart keeps the port. */
  origin: string;
  /** Starts the server (again) and resolves once its health route answers. */
  start: () => Promise<void>;
  /** Sends the signal to the whole group and waits (5 s at most) for it to exit; nothing when it is not running. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** `env` adds to the server's environment, e.g. STATIC_DIR for a copy of the built app. */
export async function ownServer(dataDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  return {
    origin,
    start: async () => {
      child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
        cwd: root,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_PASSWORD, DEMO_PASSWORD: E2E_PASSWORD, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      await waitUntilReady(origin, child, 120_000);
    },
    kill: async (signal) => {
      const running = child;
      child = null;
      if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      process.kill(-running.pid, signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
