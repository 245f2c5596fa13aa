// A fake auth port and a scripted server for the outbox sender's tests: every call is recorded with
// its mutation id, and the test decides each answer (or that none arrives).
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponseItem } from '../../../../src/domain/nodes/node-protocol';
import type { AuthPort } from '../../../../src/data/outbox/auth-port';
import { OutboxSender } from '../../../../src/data/outbox/outbox-sender';
import type { SenderOptions } from '../../../../src/data/outbox/outbox-sender';
import type { ConsoleDatabase } from '../../../../src/data/db';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import { mirrorNodeKey, mirrorPropertyKey } from '../../../../src/domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../../../src/domain/nodes/mirror-records';
import { prop } from '../nodes/node-fixtures';
import type { FetchCall } from '../../support/scripted-fetch';

export function fakePort(userId: string | null = '1', token: string | null = 'token-1'): AuthPort & { refreshed: number } {
  const port = {
    refreshed: 0,
    userId: () => userId,
    token: () => token,
    refresh: async () => {
      port.refreshed++;
      return 'token-2';
    },
    baseHeaders: () => ({ 'X-TabId': 'tab' }),
  };
  return port;
}

export type SentCall = FetchCall & { mutationId: string; items: BatchRequestItem[] };

/** Answers batches item by item: ok with the values sent, a create with gId `${parent}.New${n}`. */
export function okItem(item: BatchRequestItem, created: number): BatchResponseItem {
  if (item.action === BatchAction.create) return { result: 0, gId: `${item.gId}.New${created}`, key: item.key };
  return { result: 0, values: item.values };
}

export type Answer = (call: SentCall, index: number) => Response | Promise<Response>;

export function scriptedServer(answer: Answer = (call) => batchOk(call)) {
  const sent: SentCall[] = [];
  const scripted = scriptedFetch(async (call) => {
    const items = (call.url.includes('/api/node/batch') ? JSON.parse(String(call.body)) : []) as BatchRequestItem[];
    const full: SentCall = { ...call, mutationId: call.headers['X-Mutation-Id'] ?? '', items };
    sent.push(full);
    return answer(full, sent.length - 1);
  });
  return { fetch: scripted.fetch, sent };
}

let creates = 0;
export function batchOk(call: SentCall): Response {
  return jsonResponse(200, { responses: call.items.map((item) => okItem(item, ++creates)), descriptors: [] });
}

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

export function makeSender(database: ConsoleDatabase, fetchImpl: typeof fetch, options: Partial<SenderOptions> = {}): OutboxSender {
  // One entry per request unless a test asks for groups: the one-by-one rules are tested on their own.
  return new OutboxSender({ port: fakePort(), database, fetch: fetchImpl, locks: null, backoff: () => 0, maxGroup: 1, ...options });
}

export const context = (database: ConsoleDatabase) => ({ userId: '1', database });

/** A mirrored Pump node with its Flow rate property (1 ml/min). */
export async function mirrorPump(database: ConsoleDatabase): Promise<void> {
  const node: MirrorNode = { key: mirrorNodeKey('', 'Pump'), host: '', gId: 'Pump', id: 'Pump', name: 'Pump', type: 'Device', parent: null, parentKey: null, order: 0, ac: 255, childrenLoaded: true, fetchedAt: 0 };
  const flow: MirrorProperty = { ...prop('Flow', 1, { name: 'Flow rate', phyQ: { quantity: 'flow', unit: 'ml/min' } }), key: mirrorPropertyKey('', 'Pump', 'Flow'), host: '', nodeKey: node.key };
  await database.nodes.put(node);
  await database.properties.put(flow);
}

/** A mirrored valve Pump.V0 with its Open property (bound to the pump's source), a sibling an offline create copies. */
export async function mirrorValve(database: ConsoleDatabase): Promise<void> {
  const node: MirrorNode = { key: mirrorNodeKey('', 'Pump.V0'), host: '', gId: 'Pump.V0', id: 'V0', name: 'V0', type: 'Valve', parent: 'Pump', parentKey: mirrorNodeKey('', 'Pump'), order: 0, ac: 255, childrenLoaded: true, fetchedAt: 0 };
  const open: MirrorProperty = { ...prop('Open', true, { name: 'Open', type: { kind: 'bool' } }), key: mirrorPropertyKey('', 'Pump.V0', 'Open'), host: '', nodeKey: node.key, bound: 'Pump.Source' };
  await database.nodes.put(node);
  await database.properties.put(open);
}
