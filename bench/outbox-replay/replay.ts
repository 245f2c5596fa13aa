// Issue 9's replay benchmark: 1,000 property updates queued offline in the real client outbox
// (fake-indexeddb, in Node), then sent by the real OutboxSender to a real server on loopback once the
// connection is back. Measures the wall time of that replay and checks that the server holds the last
// queued values and audited each entry exactly once. The floor: the same 1,000 updates posted one by
// one with plain fetch (mutation ids, no outbox), in the same run. Prints one JSON line (ReplayFigure);
// bench/run.ts runs it in its own process and puts it in the table.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { HEADER_MUTATION_ID } from '../../src/domain/mutation-id';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { DEMO_CONTROLLER_HOST } from '../../server/nodes/node-seed';
import { auditedReasons, MODEL_PROPERTIES, modelKey, ModelPage, pendingCount, serverValues } from '../../tests/server/outbox-client/outbox-model-client';
import { seededRandom } from '../../tests/support/seeded-random';
import type { FlakyNetwork, ModelProperty, ModelSession } from '../../tests/server/outbox-client/outbox-model-client';
import { startTestServer } from '../../tests/server/support/test-server';
import type { TestServer } from '../../tests/server/support/test-server';
import type { ReplayFigure } from '../outbox-replay-figure';


const ENTRIES = Number(process.env.BENCH_REPLAY_ENTRIES ?? 1000);

async function replay(server: TestServer, session: ModelSession): Promise<Omit<ReplayFigure, 'floorMs'>> {
  const network: FlakyNetwork = { baseUrl: server.baseUrl, random: seededRandom(1), offline: true, dropRate: 0, loseAnswerRate: 0, reloadInFlightRate: 0, faults: { dropped: 0, lost: 0, reloadsInFlight: 0 } };
  let page = new ModelPage(`outbox-replay-${crypto.randomUUID()}`, session, network);
  const model = new Map<string, unknown>();
  const reasons: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const property = MODEL_PROPERTIES[i % MODEL_PROPERTIES.length] as ModelProperty;
    const value = page.randomValue(property);
    const reason = `replay ${i}`;
    await page.queue(property, value, reason);
    model.set(modelKey(property), value);
    reasons.push(reason);
  }
  // Offline, a flush only learns that the network is down; then the connection is back.
  page = await page.flush();
  page = await page.reload();
  network.offline = false;
  const started = performance.now();
  while ((await pendingCount(page.database, session.userId)) > 0) page = await page.flush();
  const ms = performance.now() - started;

  const values = await serverValues(session);
  const lastValues = [...model].every(([key, value]) => values.get(key) === value) && (await page.failedEntries()).length === 0;
  const audited = await auditedReasons(server, 'replay ');
  const appliedOnce = audited.length === reasons.length && audited.join('\n') === [...reasons].sort().join('\n');
  await page.close(true);
  return { entries: ENTRIES, ms, lastValues, appliedOnce };
}

/** The same number of single-update batches posted one after the other, without the outbox. */
async function floor(session: ModelSession): Promise<number> {
  const clientId = randomBytes(16).toString('base64url');
  const started = performance.now();
  for (let i = 0; i < ENTRIES; i++) {
    const property = MODEL_PROPERTIES[i % MODEL_PROPERTIES.length] as ModelProperty;
    const value = property.text ? `Floor ${i}` : property.min;
    const res = await session.client.post(`/api/node/batch?controller=${DEMO_CONTROLLER_HOST}`, [{ action: BatchAction.update, gId: property.gId, values: [{ id: property.id, value }], userReason: `floor ${i}` }], {
      token: session.token,
      headers: { [HEADER_MUTATION_ID]: `${clientId}:${i + 1}` },
    });
    if (res.status !== 200) throw new Error(`floor update answered ${res.status}: ${res.text}`);
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const { client, auth } = await server.login('engineer');
    const session: ModelSession = { userId: 'engineer', token: auth.token, client };
    const figure = await replay(server, session);
    const floorMs = await floor(session);
    process.stdout.write(`${JSON.stringify({ ...figure, floorMs } satisfies ReplayFigure)}\n`);
  } finally {
    await server.close();
  }
}

await main();
