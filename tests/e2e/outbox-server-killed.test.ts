// The server killed (SIGKILL) in the middle of an outbox replay and started again on the same port and
// SQLite file: twelve Sample edits made offline, and after the fifth was applied and its answer held back
// by a proxy, the server dies. Back up, the outbox sends the rest; the fifth is answered from what the
// server stored with it (a replay), every vial ends with its last value, each edit is audited exactly
// once, and the app bar says Online with nothing failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signedIn, type BrowserSession } from './support/browser';
import { trackChangeFeed, type ChangeFeed } from './support/change-feed';
import { E2E_PASSWORD } from './support/e2e-constants';
import { startLossyProxy, type LossyProxy, type ProxiedRequest } from './support/lossy-proxy';
import { sampleNamesOnServer, trackNodeSession, type NodeSession } from './support/node-session';
import { openAutosampler, outboxStatus, selectVial, setSample } from './support/outbox-steps';
import { freePort, waitUntilReady } from './support/server-process';

const root = join(import.meta.dirname, '..', '..');
const HOST = 'LAB-CTRL-1';
const VIALS = ['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4'];
const EDITS = 12;
/** The edit whose answer the proxy holds while the server is killed. */
const KILLED_AFTER = 5;
const POLL = { timeout: 60_000, interval: 250 };

const dataDir = mkdtempSync(join(tmpdir(), 'console-killed-e2e-'));
let port: number;
let server: ChildProcess | null = null;
let proxy: LossyProxy;
let browser: BrowserSession;
let page: Page;
let nodes: NodeSession;
let feed: ChangeFeed;

/**
 * `npm start` in a process group of its own: start.mjs runs the server as its child, so killing the
 * group is what kills the server itself.
 */
async function startServer(): Promise<void> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_PASSWORD, DEMO_PASSWORD: E2E_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  server = child;
  await waitUntilReady(`http://127.0.0.1:${port}`, child, 120_000);
}

async function killServer(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

beforeAll(async () => {
  port = await freePort();
  await startServer();
  proxy = await startLossyProxy(`http://127.0.0.1:${port}`);
  browser = await openBrowser(proxy.origin);
  page = browser.page;
  nodes = trackNodeSession(page);
  feed = trackChangeFeed(page);
  await signedIn(page, 'admin');
});

afterAll(async () => {
  await killServer('SIGKILL');
  await browser?.close();
  await proxy?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function mutationId(request: ProxiedRequest): string | undefined {
  const header = request.headers['x-mutation-id'];
  return typeof header === 'string' ? header : undefined;
}

/** Accepts the outbox's node batch carrying the n-th distinct mutation id the proxy sees. */
function nthMutation(n: number): (request: ProxiedRequest) => boolean {
  const seen = new Set<string>();
  return (request) => {
    const id = mutationId(request);
    if (request.method !== 'POST' || !request.path.startsWith('/api/node/batch') || !id) return false;
    const first = !seen.has(id);
    seen.add(id);
    return first && seen.size === n;
  };
}

/** The server's answers to one mutation id, in the order they came. */
function answersFor(id: string): { status: number; replayed: boolean }[] {
  return proxy.log.filter((entry) => mutationId(entry.request) === id).map(({ status, replayed }) => ({ status, replayed }));
}

describe('outbox replay across a server crash', () => {
  it('sends every edit once when the server is killed and restarted in the middle of the replay', async () => {
    const stamp = Date.now();
    await openAutosampler(page, HOST);
    for (const vial of VIALS) await selectVial(page, vial);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await openAutosampler(page, HOST);
    const cursor = await feed.cursor();

    await browser.context.setOffline(true);
    const values: string[] = [];
    for (let i = 0; i < EDITS; i++) {
      const vial = VIALS[i % VIALS.length] as string;
      await selectVial(page, vial);
      await setSample(page, `${vial} edit ${i} ${stamp}`);
      values.push(`${vial} edit ${i} ${stamp}`);
      await expect.poll(() => outboxStatus(page), POLL).toBe(`Offline · ${i + 1} waiting`);
    }

    const held = proxy.holdNextAnswer(nthMutation(KILLED_AFTER));
    await browser.context.setOffline(false);
    const answer = await held;
    expect(answer.status).toBe(200);
    // The server applied the first five edits and nothing after them; the rest still wait in the outbox.
    const applied = (count: number) => VIALS.map((_, v) => values.filter((_value, i) => i < count && i % VIALS.length === v).pop());
    expect(await sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3', 'Vial4'])).toEqual(applied(KILLED_AFTER));
    expect(await outboxStatus(page)).not.toBe('Online');

    await killServer('SIGKILL');
    // Really gone: nothing answers on the port (start.mjs's child, the server itself, died too).
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    answer.drop();
    await startServer();

    await expect.poll(() => outboxStatus(page), { ...POLL, timeout: 120_000 }).toBe('Online');
    expect(await sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3', 'Vial4'])).toEqual(applied(EDITS));
    // The edit whose answer the crash took was applied once, and its retry got the stored answer.
    const [first, ...retries] = answersFor(mutationId(answer.request) ?? '');
    expect(first).toEqual({ status: 200, replayed: false });
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries) expect(retry).toEqual({ status: 200, replayed: true });

    const events = await feed.eventsSince(cursor);
    const updates = (v: number) => events.filter((e) => e.category === 'node-update' && e.entityId === `0.Autosampler.Vials.Vial${v + 1}`).length;
    expect(VIALS.map((_, v) => updates(v))).toEqual(VIALS.map((_, v) => values.filter((_value, i) => i % VIALS.length === v).length));
  }, 300_000);
});
