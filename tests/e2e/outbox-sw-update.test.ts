// A service-worker update while the outbox is not empty (issue 9): edits made offline wait, the network
// comes back and the first send's answer is held by the proxy, a new version of sw.js appears, and the
// user presses the prompt's Reload. The button says it sends the changes first; once the held answer
// is delivered the rest are sent, the new version takes over the open page and reloads it, and the
// server holds every edit exactly once.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_WAITS_TEXT } from '../../src/features/shell/UpdatePrompt';
import { openFaultSession, type FaultSession } from './support/fault-session';
import { sampleNamesOnServer } from './support/node-session';
import { answersFor, mutationId, nthMutation } from './support/outbox-requests';
import { mirrorVialsUnderServiceWorker, outboxStatus, selectVial, setSample } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const VIALS = ['Vial 1', 'Vial 2', 'Vial 3'];
const POLL = { timeout: 60_000, interval: 250 };

const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'console-swupdate-e2e-'));
const staticDir = mkdtempSync(join(tmpdir(), 'console-swupdate-dist-'));
let fault: FaultSession | undefined;

/** Publishes a new sw.js (and its precompressed copies) that answers `stamp` when asked its version. */
function publishNewWorker(stamp: string): void {
  const file = join(staticDir, 'sw.js');
  const source = `${readFileSync(file, 'utf8')}\nself.addEventListener('message', (e) => { if (e.data === 'e2e-version') e.ports[0].postMessage('${stamp}'); });\n`;
  writeFileSync(file, source);
  writeFileSync(`${file}.gz`, gzipSync(source));
  writeFileSync(`${file}.br`, brotliCompressSync(source));
}

/** What the worker controlling the page answers when asked its version; '' from one that does not know. */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage('e2e-version', [channel.port2]);
        setTimeout(() => resolve(''), 2000);
      }),
  );
}

beforeAll(async () => {
  cpSync(join(root, 'dist'), staticDir, { recursive: true });
  fault = await openFaultSession(dataDir, { STATIC_DIR: staticDir });
});

afterAll(async () => {
  await fault?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

describe('service-worker update with a non-empty outbox', () => {
  it('sends every queued edit once, then lets the new version take over the open page', async () => {
    const { proxy, browser, page, nodes, feed } = fault as FaultSession;
    const stamp = String(Date.now());
    await mirrorVialsUnderServiceWorker(page, HOST, VIALS);
    const cursor = await feed.cursor();

    await browser.context.setOffline(true);
    const values = VIALS.map((vial) => `${vial} before update ${stamp}`);
    for (const [i, vial] of VIALS.entries()) {
      await selectVial(page, vial);
      await setSample(page, values[i] as string);
    }
    await expect.poll(() => outboxStatus(page), POLL).toBe(`Offline · ${VIALS.length} waiting`);

    const held = proxy.holdNextAnswer(nthMutation(1));
    await browser.context.setOffline(false);
    const answer = await held;

    publishNewWorker(stamp);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/'))?.update();
    });
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await reload.click();
    // The first entry is still sending: the reload waits for it.
    await page.getByRole('button', { name: UPDATE_WAITS_TEXT }).waitFor({ timeout: 30_000 });
    expect(await controllerVersion(page)).toBe('');

    answer.deliver();
    // The page reloads under the new version (the flag set before is gone) and the outbox is empty.
    await expect.poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false), { ...POLL, timeout: 120_000 }).toBe(false);
    await expect.poll(() => controllerVersion(page), POLL).toBe(stamp);
    await expect.poll(() => outboxStatus(page), POLL).toBe('Online');

    expect(await sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3'])).toEqual(values);
    expect(answersFor(proxy, mutationId(answer.request) ?? '')[0]).toEqual({ status: 200, replayed: false });
    const events = await feed.eventsSince(cursor);
    const updates = (v: number) => events.filter((e) => e.category === 'node-update' && e.entityId === `0.Autosampler.Vials.Vial${v + 1}`).length;
    expect(VIALS.map((_, v) => updates(v))).toEqual([1, 1, 1]);
  }, 300_000);
});
