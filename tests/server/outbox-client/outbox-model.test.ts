// A seeded, randomised model test of the outbox (issue 9): the REAL client outbox (queue, sender,
// sequence) over fake-indexeddb talks to a REAL server through a flaky network: requests that never
// leave, answers lost after the server applied them, and page reloads (a new database instance over
// the same IndexedDB, sometimes while an answer is on its way). At the end the server holds the last
// queued value of every property and audited each queued edit exactly once. The seed is printed;
// OUTBOX_MODEL_SEED=<seed> replays one run.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedReasons, MODEL_PROPERTIES, modelKey, ModelPage, pendingCount, serverValues } from './outbox-model-client';
import { seededRandom } from '../../support/seeded-random';
import type { FlakyNetwork, ModelProperty } from './outbox-model-client';
import { startTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';

const OPERATIONS = 40;
// Seeds whose runs lose answers and reload with one in flight: they always exercise the faults. A seed
// from the clock adds a new path on every run, which may by chance meet no such fault (seed 398855 did).
const FAULTY_SEEDS = [7, 424242];
const SEEDS = process.env.OUTBOX_MODEL_SEED ? [Number(process.env.OUTBOX_MODEL_SEED)] : [Date.now() % 1_000_000, ...FAULTY_SEEDS];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('outbox model', () => {
  it.each(SEEDS)('ends with the server holding the last queued values, each edit applied once (seed %i)', async (seed) => {
    console.log(`outbox model seed ${seed} (replay with OUTBOX_MODEL_SEED=${seed})`);
    const random = seededRandom(seed);
    const { client, auth } = await server.login('engineer');
    const network: FlakyNetwork = { baseUrl: server.baseUrl, random, offline: false, dropRate: 0.2, loseAnswerRate: 0.2, reloadInFlightRate: 0.1, faults: { dropped: 0, lost: 0, reloadsInFlight: 0 } };
    const session = { userId: 'engineer', token: auth.token, client };
    let page = new ModelPage(`outbox-model-${seed}-${crypto.randomUUID()}`, session, network);
    const model = new Map<string, unknown>();
    const reasons: string[] = [];

    for (let op = 0; op < OPERATIONS; op++) {
      const roll = random();
      if (roll < 0.5) {
        const property = MODEL_PROPERTIES[Math.floor(random() * MODEL_PROPERTIES.length)] as ModelProperty;
        const value = page.randomValue(property);
        const reason = `model ${seed} edit ${reasons.length}`;
        await page.queue(property, value, reason);
        model.set(modelKey(property), value);
        reasons.push(reason);
      } else if (roll < 0.8) {
        page = await page.flush();
      } else if (roll < 0.9) {
        network.offline = !network.offline;
      } else {
        page = await page.reload();
      }
    }

    // The connection comes back for good: flush until nothing is pending (lost answers still happen).
    network.offline = false;
    for (let round = 0; (await pendingCount(page.database, session.userId)) > 0; round++) {
      if (round > 500) throw new Error(`seed ${seed}: entries still pending after 500 flushes`);
      page = await page.flush();
    }
    expect(await page.failedEntries()).toEqual([]);
    // The fixed seeds are only worth something while they make the server apply writes whose answers never arrived.
    if (FAULTY_SEEDS.includes(seed)) expect(network.faults.lost + network.faults.reloadsInFlight).toBeGreaterThan(0);

    const values = await serverValues(session);
    for (const [key, value] of model) expect({ key, value: values.get(key) }).toEqual({ key, value });
    expect(await auditedReasons(server, `model ${seed} edit `)).toEqual([...reasons].sort());
    console.log(`seed ${seed}: ${reasons.length} edits, faults ${JSON.stringify(network.faults)}`);
    await page.close(true);
  });
});
