// The real client outbox (src/data/outbox) driven against a real test server, for the outbox model
// test and the replay benchmark: a "page" is one ConsoleDatabase instance (fake-indexeddb) with one
// OutboxSender; a reload throws both away and opens the same IndexedDB again. The network between
// them is a fetch wrapper with seeded faults; it plays the flaky link, the server stays untouched.
import { ConsoleDatabase } from '../../../src/data/db';
import type { AuthPort } from '../../../src/data/outbox/auth-port';
import { queuePropertyUpdate } from '../../../src/data/outbox/node-writes';
import { OutboxSender } from '../../../src/data/outbox/outbox-sender';
import { BatchAction } from '../../../src/domain/nodes/node-protocol';
import type { BatchResponse, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/domain/app-constants';
import { isPending, isStuck } from '../../../src/domain/outbox/outbox-entry';
import type { OutboxEntry } from '../../../src/domain/outbox/outbox-entry';
import { DEMO_CONTROLLER_HOST } from '../../../server/nodes/node-seed';
import type { TestClient } from '../support/test-client';
import type { TestServer } from '../support/test-server';


export type ModelProperty = { gId: string; id: string; min?: number; max?: number; step?: number; text?: boolean };

/** Design properties of the demo controller the engineer may write, with their ranges and steps. */
export const MODEL_PROPERTIES: readonly ModelProperty[] = [
  { gId: '0.Pump', id: 'FlowRate', min: 0, max: 10, step: 0.001 },
  { gId: '0.Pump', id: 'PressureLimit', min: 1, max: 400, step: 0.1 },
  { gId: '0.Autosampler', id: 'InjectionVolume', min: 0.1, max: 100, step: 0.1 },
  { gId: '0.MWD', id: 'LampHoursLimit', min: 1, max: 10000, step: 1 },
  { gId: '0.Autosampler.Vials.Vial1', id: 'SampleName', text: true },
];

export const modelKey = (property: Pick<ModelProperty, 'gId' | 'id'>) => `${property.gId}/${property.id}`;

export type FlakyNetwork = {
  baseUrl: string;
  random: () => number;
  /** Every request fails before it leaves. */
  offline: boolean;
  /** Share of requests that fail before reaching the server. */
  dropRate: number;
  /** Share of requests the server applies whose answer is then lost. */
  loseAnswerRate: number;
  /** Share of requests the server applies while the page reloads before the answer arrives. */
  reloadInFlightRate: number;
  /** What happened: answers lost after the server applied them, reloads while an answer was on its way. */
  faults: { dropped: number; lost: number; reloadsInFlight: number };
};

/** The signed-in user as the sender sees them: a token and the browser's cookies (XSRF). */
export type ModelSession = { userId: string; token: string; client: TestClient };

function authPort(session: ModelSession): AuthPort {
  return {
    userId: () => session.userId,
    token: () => session.token,
    refresh: async () => session.token,
    baseHeaders: () => {
      const xsrf = session.client.cookie(XSRF_COOKIE)?.value ?? '';
      const cookie = [...session.client.cookies.entries()].map(([name, c]) => `${name}=${c.value}`).join('; ');
      return { cookie, [XSRF_HEADER]: xsrf };
    },
  };
}

export class ModelPage {
  readonly database: ConsoleDatabase;
  private readonly sender: OutboxSender;
  /** The page went away while a send was on its way (reloadInFlight). */
  private crashed = false;

  constructor(
    private readonly name: string,
    private readonly session: ModelSession,
    private readonly network: FlakyNetwork,
  ) {
    this.database = new ConsoleDatabase(name);
    // Groups from two entries on (the app waits for a longer backlog), so the faults hit groups too.
    this.sender = new OutboxSender({ port: authPort(session), database: this.database, fetch: this.flakyFetch, locks: null, backoff: () => 0, minGroup: 2 });
  }

  private readonly flakyFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const { network } = this;
    const roll = network.random();
    if (network.offline || roll < network.dropRate) {
      network.faults.dropped++;
      throw new TypeError('fetch failed (network down)');
    }
    const response = await fetch(network.baseUrl + String(input), init);
    if (roll < network.dropRate + network.loseAnswerRate) {
      await response.arrayBuffer();
      network.faults.lost++;
      throw new TypeError('fetch failed (answer lost)');
    }
    if (roll < network.dropRate + network.loseAnswerRate + network.reloadInFlightRate) {
      await response.arrayBuffer();
      // The page is gone before the answer is stored: the entry stays 'sending' with its seq.
      network.faults.reloadsInFlight++;
      this.crashed = true;
      this.database.close();
      throw new TypeError('fetch failed (page reloaded)');
    }
    return response;
  };

  randomValue(property: ModelProperty): PropertyValue {
    const r = this.network.random();
    if (property.text) return `Sample ${Math.floor(r * 1e6)}`;
    const step = property.step ?? 1;
    const steps = Math.floor((((property.max ?? 0) - (property.min ?? 0)) / step) * r);
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return Number(((property.min ?? 0) + steps * step).toFixed(decimals));
  }

  queue(property: ModelProperty, value: PropertyValue, reason: string): Promise<number> {
    return queuePropertyUpdate({ userId: this.session.userId, database: this.database }, DEMO_CONTROLLER_HOST, property.gId, [{ id: property.id, value }], reason);
  }

  /** One flush; the page it leaves (a new one when it reloaded while a send was on its way). */
  async flush(): Promise<ModelPage> {
    try {
      await this.sender.flush();
    } catch (error) {
      if (!this.crashed) throw error;
    }
    return this.crashed ? this.reload() : this;
  }

  async reload(): Promise<ModelPage> {
    await this.close(false);
    return new ModelPage(this.name, this.session, this.network);
  }

  async close(drop: boolean): Promise<void> {
    await this.sender.idle();
    if (drop) await this.database.delete();
    else this.database.close();
  }

  failedEntries(): Promise<OutboxEntry[]> {
    return this.database.outbox.filter((e) => isStuck(e)).toArray();
  }
}

export async function pendingCount(database: ConsoleDatabase, userId: string): Promise<number> {
  return database.outbox.where('userId').equals(userId).filter((e) => isPending(e)).count();
}

/** The server's values of MODEL_PROPERTIES (one batch read), by modelKey. */
export async function serverValues(session: ModelSession): Promise<Map<string, unknown>> {
  const gIds = [...new Set(MODEL_PROPERTIES.map((p) => p.gId))];
  const items = gIds.map((gId) => ({ action: BatchAction.read, gId, propIds: MODEL_PROPERTIES.filter((p) => p.gId === gId).map((p) => p.id) }));
  const res = await session.client.post(`/api/node/batch?controller=${DEMO_CONTROLLER_HOST}`, items, { token: session.token });
  if (res.status !== 200) throw new Error(`batch read answered ${res.status}: ${res.text}`);
  const values = new Map<string, unknown>();
  (res.body as BatchResponse).responses.forEach((response, i) => {
    for (const v of response.values ?? []) values.set(modelKey({ gId: gIds[i] ?? '', id: v.id }), v.value);
  });
  return values;
}

/** The reasons of the node-update audit entries whose reason starts with `prefix`, sorted. */
export async function auditedReasons(server: TestServer, prefix: string): Promise<string[]> {
  const rows = await server.database.db.selectFrom('audit_log').select('reason').where('category', '=', 'node-update').where('reason', 'like', `${prefix}%`).execute();
  return rows.map((r) => r.reason ?? '').sort();
}
