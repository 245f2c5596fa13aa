// Issue 9's replay benchmark: 1,000 property updates queued offline in the real client outbox
// (fake-indexeddb, in Node), then sent by the real OutboxSender to a real server on loopback (in a
// process of its own, as in production) once the connection is back. Measures the wall time of that replay and checks that the server holds the last
// queued values and audited each entry exactly once. The floor: the same 1,000 updates posted one by
// one with plain fetch (mutation ids, no outbox), in the same run. Prints one JSON line (ReplayFigure);
// bench/run.ts runs it in its own process and puts it in the table.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { HEADER_MUTATION_ID } from '../../src/domain/mutation-id';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { DEMO_CONTROLLER_HOST } from '../../server/nodes/node-seed';
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { MODEL_PROPERTIES, modelKey, ModelPage, pendingCount, serverValues } from '../../tests/server/outbox-client/outbox-model-client';
import { seededRandom } from '../../tests/support/seeded-random';
import type { FlakyNetwork, ModelProperty, ModelSession } from '../../tests/server/outbox-client/outbox-model-client';
import { TestClient } from '../../tests/server/support/test-client';
import { DEMO_PASSWORD } from '../../tests/server/support/test-server';
import type { ChildMessage, ChildRequest } from './server-child';
import type { ReplayFigure } from '../outbox-replay-figure';

const ENTRIES = Number(process.env.BENCH_REPLAY_ENTRIES ?? 1000);

async function replay(server: ServerChild, session: ModelSession): Promise<Omit<ReplayFigure, 'floorMs'>> {
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
  const audited = await server.audited('replay ');
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

type ServerChild = { baseUrl: string; audited: (prefix: string) => Promise<string[]>; close: () => Promise<void> };

/** Starts bench/outbox-replay/server-child.ts and resolves once it listens. */
function startServerChild(): Promise<ServerChild> {
  // BENCH_CHILD_PROF=dir: the server process writes a CPU profile there (node --cpu-prof), to see where its time goes.
  const profile = process.env.BENCH_CHILD_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CHILD_PROF}`] : [];
  const child: ChildProcess = fork(join(import.meta.dirname, 'server-child.ts'), { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', process.stderr, 'inherit', 'ipc'] });
  // One waiter per request, answered in order; a single exit listener fails whatever still waits.
  const waiting: { resolve: (m: ChildMessage) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (message: ChildMessage) => waiting.shift()?.resolve(message));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the server process exited (${code})`));
  });
  const next = () => new Promise<ChildMessage>((resolve, reject) => waiting.push({ resolve, reject }));
  const ask = (request: ChildRequest) => child.send(request);
  return next().then((ready) => {
    if (ready.type !== 'ready') throw new Error('the server process did not start');
    return {
      baseUrl: ready.baseUrl,
      audited: async (prefix) => {
        const answer = next();
        ask({ type: 'audited', prefix });
        const message = await answer;
        return message.type === 'audited' ? message.reasons : [];
      },
      close: async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        ask({ type: 'close' });
        await exited;
      },
    };
  });
}

async function main(): Promise<void> {
  const server = await startServerChild();
  try {
    const client = await new TestClient(server.baseUrl).init();
    const res = await client.post('/api/account/login', { username: 'engineer', password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    const session: ModelSession = { userId: 'engineer', token: (res.body as { token: string }).token, client };
    const figure = await replay(server, session);
    const floorMs = await floor(session);
    process.stdout.write(`${JSON.stringify({ ...figure, floorMs } satisfies ReplayFigure)}\n`);
  } finally {
    await server.close();
  }
}

await main();
