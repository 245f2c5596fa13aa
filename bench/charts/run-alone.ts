// Runs the chart benchmark alone (`node --import tsx bench/charts/run-alone.ts`): builds the bench page
// with Vite, serves it with Vite's preview server, opens it in Debian's Chromium and prints the chart's
// row of the bench table. `npm run bench` runs the same step among all the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium-launch';
import { CHART_TICKS, chartRow } from './chart-figure';
import type { ChartFigure } from './chart-figure';

async function main(): Promise<void> {
  const root = join(import.meta.dirname, '..', 'browser');
  const outDir = mkdtempSync(join(tmpdir(), 'console-chart-bench-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'console-chart-chromium-'));
  await build({ root, configFile: false, publicDir: false, logLevel: 'warn', base: './', build: { outDir, emptyOutDir: true, reportCompressedSize: false } });
  const server = await preview({ root, configFile: false, logLevel: 'warn', base: './', build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], viewport: { width: 1280, height: 800 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.resolvedUrls?.local[0] ?? '');
    await page.waitForFunction('window.__benchReady === true');
    const figure = (await page.evaluate(`window.__bench.chart(${CHART_TICKS})`)) as ChartFigure;
    const row = chartRow(figure);
    console.log(`| ${row.join(' | ')} |`);
    console.log(JSON.stringify(figure));
  } finally {
    await context.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
