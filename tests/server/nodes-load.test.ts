// One request must not stall everyone: item budgets answered 413, large batches per caller limited
// with 429, and read-only batches that let other requests through while they run.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse } from '../../src/domain/nodes/node-protocol';
import { METHOD_CREATE_SHARE_LINK, isShareLinkGrant } from '../../src/domain/nodes/share-links';
import type { ShareLinkGrant } from '../../src/domain/nodes/share-links';
import {
  MAX_BATCH_ITEMS,
  MAX_BROWSE_NODES,
  MAX_WRITE_BATCH_ITEMS,
  MSG_TOO_MANY_BROWSE_NODES,
  MSG_TOO_MANY_ITEMS,
  MSG_TOO_MANY_WRITE_ITEMS,
  runsSliced,
} from '../../server/nodes/batch-budget';
import { LARGE_BATCH_ITEMS, MAX_LARGE_BATCHES_PER_CALLER, MSG_TOO_MANY_LARGE_BATCHES } from '../../server/nodes/heavy-requests';
import { CONTROLLER } from './support/node-batch-client';
import type { TestClient, TestResponse } from './support/test-client';
import { useNodeServer } from './support/node-server';

const HOST = 'LAB-CTRL-1';
const VIALS = '0.Autosampler.Vials';
const env = useNodeServer();
let anonymous: TestClient;

beforeAll(async () => {
  anonymous = await env.server.client();
});

const read: BatchRequestItem = { action: BatchAction.read, gId: '0.Pump' };
/**
 * A large batch of one-node browses (a query or more each, unlike reads whose rows are loaded for
 * the whole batch at once): it runs for a second or more, which is what the limits below are about.
 */
const BIG = 3000;
const bigRead = (): BatchRequestItem[] => Array.from({ length: BIG }, () => ({ action: BatchAction.browse, gId: '0.Pump', filter: { depth: 0, props: 'AlarmingInfo' } }));
/** Just large enough to count against the per-caller limit. */
const largeRead = (): BatchRequestItem[] => Array.from({ length: LARGE_BATCH_ITEMS + 1 }, () => read);

async function flowRate(): Promise<unknown> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', HOST).where('node_g_id', '=', '0.Pump').where('prop_id', '=', 'FlowRate').executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}

const refusal = (msg: string) => ({ error: [{ msg, severity: 2 }] });

/** Polls `attempt` until it answers 429: then `MAX_LARGE_BATCHES_PER_CALLER` large batches of that caller are running. */
async function until429(attempt: () => Promise<TestResponse>): Promise<TestResponse> {
  for (let i = 0; i < 2000; i += 1) {
    const res = await attempt();
    if (res.status === 429) return res;
  }
  throw new Error('never refused');
}

/**
 * Sends a large batch again while it is refused: a probe of until429 that got in first may hold a
 * slot for a moment, and the batch must not be lost to it.
 */
async function accepted(send: () => Promise<TestResponse>): Promise<TestResponse> {
  for (;;) {
    const res = await send();
    if (res.status !== 429) return res;
  }
}

describe('which batches run in slices', () => {
  it('slices a batch that only reads, but runs one holding a serialize or a write in one transaction', () => {
    const browse: BatchRequestItem = { action: BatchAction.browse, gId: '0.Pump' };
    expect(runsSliced([read, browse])).toBe(true);
    // An export reads the subtree, then its properties: both must see one state of the tree.
    expect(runsSliced([read, { action: BatchAction.serialize, gId: '0.Pump' }])).toBe(false);
    expect(runsSliced([read, { action: BatchAction.update, gId: '0.Pump', values: [] }])).toBe(false);
  });
});

describe('request budget', () => {
  it('refuses more than MAX_BATCH_ITEMS items with 413 naming the limit', async () => {
    const res = await env.operator.post(Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => read), CONTROLLER);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(MSG_TOO_MANY_ITEMS));
    expect(MSG_TOO_MANY_ITEMS).toContain('10,000 items');
  });

  it('refuses a batch that changes anything beyond MAX_WRITE_BATCH_ITEMS items with 413, running none of it', async () => {
    const before = await flowRate();
    const update: BatchRequestItem = { action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 7 }] };
    const res = await env.engineer.post([update, ...Array.from({ length: MAX_WRITE_BATCH_ITEMS }, () => read)], CONTROLLER);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(MSG_TOO_MANY_WRITE_ITEMS));
    expect(MSG_TOO_MANY_WRITE_ITEMS).toContain('1,000 items');
    expect(await flowRate()).toBe(before);
    // The same number of reads alone is accepted.
    const reads = await env.engineer.batch(Array.from({ length: MAX_WRITE_BATCH_ITEMS + 1 }, () => read), CONTROLLER);
    expect(reads.responses.every((r) => r.result === BatchResult.ok)).toBe(true);
  });

  it('stops a batch whose browses load too many nodes with 413 naming the limit', async () => {
    // A box of 1,000 vials one level below the vial table: a depth-1 browse of the table loads them
    // all (the whole subtree) but answers only the table and its children.
    const box = `${VIALS}.Box`;
    const rows = [{ g_id: box, parent_g_id: VIALS, node_id: 'Box' }, ...Array.from({ length: 1000 }, (_, i) => ({ g_id: `${box}.V${i}`, parent_g_id: box, node_id: `V${i}` }))];
    const full = rows.map((r, i) => ({ ...r, host: HOST, name: r.node_id, type: 'Vial', sort_order: 100 + i, visible: 1, active: 1 as const, web_editor: null }));
    for (let i = 0; i < full.length; i += 200) await env.server.database.db.insertInto('nodes').values(full.slice(i, i + 200)).execute();
    const browse: BatchRequestItem = { action: BatchAction.browse, gId: VIALS, filter: { depth: 1, props: 'AlarmingInfo' } };
    const res = await env.operator.post(Array.from({ length: Math.ceil(MAX_BROWSE_NODES / 1000) }, () => browse), CONTROLLER);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(MSG_TOO_MANY_BROWSE_NODES));
    expect(MSG_TOO_MANY_BROWSE_NODES).toContain('200,000 nodes');
  });
});

describe('large batches', () => {
  it('lets one user run MAX_LARGE_BATCHES_PER_CALLER large batches at once and refuses more with 429', async () => {
    const running = Array.from({ length: MAX_LARGE_BATCHES_PER_CALLER }, () => accepted(() => env.operator.post(bigRead(), CONTROLLER)));
    const refused = await until429(() => env.operator.post(largeRead(), CONTROLLER));
    expect(refused.body).toEqual(refusal(MSG_TOO_MANY_LARGE_BATCHES));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not held back by this one, and small batches of the same user still run.
    const other = await env.engineer.post(largeRead(), CONTROLLER);
    expect(other.status).toBe(200);
    expect((await env.operator.post([read], CONTROLLER)).status).toBe(200);
    for (const res of await Promise.all(running)) expect(res.status).toBe(200);
    // Once they are done, the user may start large batches again.
    expect((await env.operator.post(largeRead(), CONTROLLER)).status).toBe(200);
  }, 180_000);

  it('limits the large batches of one share link like those of a user', async () => {
    const created = await env.admin.one({ action: BatchAction.call, gId: '0', methodName: METHOD_CREATE_SHARE_LINK, args: [] }, CONTROLLER);
    if (!isShareLinkGrant(created.returnValue)) throw new Error(`no grant: ${JSON.stringify(created)}`);
    const grant: ShareLinkGrant = created.returnValue;
    const viaLink = (items: BatchRequestItem[]) => anonymous.post(`/api/node/batch?${CONTROLLER}&shareId=${encodeURIComponent(grant.shareId)}&sharePass=${encodeURIComponent(grant.sharePass)}`, items);
    const running = Array.from({ length: MAX_LARGE_BATCHES_PER_CALLER }, () => accepted(() => viaLink(bigRead())));
    const refused = await until429(() => viaLink(largeRead()));
    expect(refused.body).toEqual(refusal(MSG_TOO_MANY_LARGE_BATCHES));
    expect(refused.headers.get('retry-after')).not.toBeNull();
    for (const res of await Promise.all(running)) expect(res.status).toBe(200);
  }, 180_000);

  it('answers /api/health and a one-node browse while large read batches run', async () => {
    let finished = 0;
    const running = Array.from({ length: MAX_LARGE_BATCHES_PER_CALLER }, () =>
      accepted(() => env.operator.post(bigRead(), CONTROLLER)).then((res) => {
        finished += 1;
        return res;
      }),
    );
    // Both are running once a third one is refused.
    await until429(() => env.operator.post(largeRead(), CONTROLLER));
    const health = await (await env.server.client()).get('/api/health');
    expect(health.status).toBe(200);
    const browse = await env.engineer.one({ action: BatchAction.browse, gId: '0.Pump', filter: { depth: 0 } }, CONTROLLER);
    expect(browse.result).toBe(BatchResult.ok);
    // Neither large batch had finished when health and the browse had answered.
    expect(finished).toBe(0);
    const answers = await Promise.all(running);
    for (const res of answers) expect((res.body as BatchResponse).responses).toHaveLength(BIG);
  }, 180_000);
});
