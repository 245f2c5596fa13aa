// What the login route really loads: /login opened in Chromium on the built app (real server), until the
// network is idle; every script response summed, as served (encoded body bytes on the wire) and at gzip
// level 9 of its decoded body (comparable across servers and compressions).
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export type ScriptFile = { url: string; servedBytes: number; gzipBytes: number };
/** `finalPath`: the address (path and query) the page ended at. */
export type LoginScriptFigure = { files: ScriptFile[]; gzipBytes: number; servedBytes: number; finalPath: string };

/**
 * Opens `origin` at `path` (signed out: the login page) in a new page of `context` and sums the scripts
 * fetched until the network is idle.
 */
export async function measureLoginScript(context: BrowserContext, origin: string, path = '/login'): Promise<LoginScriptFigure> {
  const page = await context.newPage();
  const pending: Promise<ScriptFile | null>[] = [];
  // A script that failed or was not found would shrink the sum: the figure is then no figure.
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        if (!response.ok()) failures.push(`${request.url()}: ${response.status()}`);
        const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
        return { url: new URL(request.url()).pathname, servedBytes: sizes.responseBodySize, gzipBytes: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByLabel('Username').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
  const url = new URL(page.url());
  await page.close();
  if (failures.length > 0) throw new Error(`login route scripts failed: ${failures.join(', ')}`);
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    servedBytes: files.reduce((sum, f) => sum + f.servedBytes, 0),
    finalPath: `${url.pathname}${url.search}`,
  };
}
