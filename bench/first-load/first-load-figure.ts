// The first-load figures of issue 13, measured on the built app (dist/, `npm run build`) served by the
// real server (scripts/start.mjs on a temporary data folder, seeded like a first start) in Debian's
// Chromium: the login route's script, the signed-in shell's layout shift, the offline cold start at 4×
// CPU slowdown against the same start unthrottled, and Lighthouse's mobile score of /login.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium-launch';
import { signedIn } from '../../tests/e2e/support/browser';
import { ownServer } from '../../tests/e2e/support/own-server';
import { DESKTOP, MOBILE, measureShellLayoutShift } from './layout-shift';
import type { LayoutShiftFigure } from './layout-shift';
import { LIGHTHOUSE_RUNS, measureLoginLighthouse } from './lighthouse-login';
import type { LighthouseFigure } from './lighthouse-login';
import { measureLoginScript } from './login-script';
import type { LoginScriptFigure } from './login-script';
import { measureOfflineStart } from './offline-start';
import type { OfflineStartFigure } from './offline-start';

export const OFFLINE_START_RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);

export type FirstLoadFigure = {
  login: LoginScriptFigure;
  /** Every script of the built app at gzip level 9: what the login route is compared with. */
  wholeAppGzipBytes: number;
  shifts: LayoutShiftFigure[];
  offlineSlow: OfflineStartFigure;
  offlineFast: OfflineStartFigure;
  lighthouse: LighthouseFigure;
};

function wholeAppScriptGzip(): number {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

export async function measureFirstLoad(log: (message: string) => void): Promise<FirstLoadFigure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-first-load-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'console-bench-first-load-chromium-'));
  // Builds dist/ when it is older than the sources, like `npm start`.
  const server = await ownServer(dataDir);
  try {
    log('first load: starting the real server on the built app…');
    await server.start();
    const origin = server.origin;
    const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], baseURL: origin });
    let login: LoginScriptFigure;
    const shifts: LayoutShiftFigure[] = [];
    try {
      log('first load: /login until the network is idle…');
      login = await measureLoginScript(context, origin);
      const page = context.pages()[0] ?? (await context.newPage());
      await signedIn(page, 'admin');
      for (const viewport of [DESKTOP, MOBILE]) {
        log(`first load: layout shift of the signed-in screens, ${viewport.name}…`);
        shifts.push(await measureShellLayoutShift(context, origin, viewport));
      }
    } finally {
      await context.close();
    }
    log(`first load: offline cold start, ${OFFLINE_START_RUNS} runs at 4× and at 1× CPU…`);
    const offlineSlow = await measureOfflineStart(origin, 4, OFFLINE_START_RUNS);
    const offlineFast = await measureOfflineStart(origin, 1, OFFLINE_START_RUNS);
    log(`first load: Lighthouse on /login, mobile settings, ${LIGHTHOUSE_RUNS} runs…`);
    const lighthouse = await measureLoginLighthouse(origin);
    return { login, wholeAppGzipBytes: wholeAppScriptGzip(), shifts, offlineSlow, offlineFast, lighthouse };
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}
