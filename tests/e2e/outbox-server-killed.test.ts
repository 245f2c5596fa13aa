// The server killed (SIGKILL) in the middle of an outbox replay and started again on the same port and
// SQLite file: twelve Sample edits made offline, and after the fifth was applied and its answer held back
// by a proxy, the server dies. Back up, the outbox sends the rest; the fifth is answered from what the
// server stored with it (a replay), every vial ends with its last value, each edit is audited exactly
// once, and the app bar says Online with nothing failed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFaultSession, type FaultSession } from './support/fault-session';
import { sampleNamesOnServer } from './support/node-session';
import { answersFor, mutationId, nthMutation } from './support/outbox-requests';
import { mirrorVialsUnderServiceWorker, outboxStatus, selectVial, setSample } from './support/outbox-steps';

const HOST = 'LAB-CTRL-1';
const VIALS = ['Vial 1', 'Vial 2', 'Vial 3', 'Vial 4'];
const EDITS = 12;
/** The edit whose answer the proxy holds while the server is killed. */
const KILLED_AFTER = 5;
const POLL = { timeout: 60_000, interval: 250 };

const dataDir = mkdtempSync(join(tmpdir(), 'console-killed-e2e-'));
let fault: FaultSession | undefined;

beforeAll(async () => {
  fault = await openFaultSession(dataDir);
});

afterAll(async () => {
  await fault?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('outbox replay across a server crash', () => {
  it('sends every edit once when the server is killed and restarted in the middle of the replay', async () => {
    const { server, proxy, browser, page, nodes, feed } = fault as FaultSession;
    const stamp = Date.now();
    await mirrorVialsUnderServiceWorker(page, HOST, VIALS);
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

    await server.kill('SIGKILL');
    // Really gone: nothing answers on the port (start.mjs's child, the server itself, died too).
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow();
    answer.drop();
    await server.start();

    await expect.poll(() => outboxStatus(page), { ...POLL, timeout: 120_000 }).toBe('Online');
    expect(await sampleNamesOnServer(nodes, HOST, ['Vial1', 'Vial2', 'Vial3', 'Vial4'])).toEqual(applied(EDITS));
    // The edit whose answer the crash took was applied once, and its retry got the stored answer.
    const [first, ...retries] = answersFor(proxy, mutationId(answer.request) ?? '');
    expect(first).toEqual({ status: 200, replayed: false });
    expect(retries.length).toBeGreaterThan(0);
    for (const retry of retries) expect(retry).toEqual({ status: 200, replayed: true });

    const events = await feed.eventsSince(cursor);
    const updates = (v: number) => events.filter((e) => e.category === 'node-update' && e.entityId === `0.Autosampler.Vials.Vial${v + 1}`).length;
    expect(VIALS.map((_, v) => updates(v))).toEqual(VIALS.map((_, v) => values.filter((_value, i) => i % VIALS.length === v).length));
  }, 300_000);
});
