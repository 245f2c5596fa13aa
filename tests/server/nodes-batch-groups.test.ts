// The two batch extensions the outbox uses to send several queued changes in one request: stopOnFailure
// (no change after a refused one runs) and a client time per item (each change's own audit time).
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

const flow = (value: number, reason: string, clientTime?: string): BatchRequestItem => ({
  action: BatchAction.update,
  gId: '0.Pump',
  values: [{ id: 'FlowRate', value }],
  userReason: reason,
  ...(clientTime === undefined ? {} : { clientTime }),
});

async function storedFlow(): Promise<unknown> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', 'LAB-CTRL-1').where('node_g_id', '=', '0.Pump').where('prop_id', '=', 'FlowRate').executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}

function auditedReasons(prefix: string) {
  return env.server.database.db.selectFrom('audit_log').select(['reason', 'client_time']).where('category', '=', 'node-update').where('reason', 'like', `${prefix}%`).orderBy('id').execute();
}

describe('stopOnFailure', () => {
  it('ends the answer after the first refused item: the items after it do not run', async () => {
    const answer = await env.engineer.batch([flow(1.5, 'stop a'), flow(99, 'stop b'), flow(2.5, 'stop c')], `${CONTROLLER}&stopOnFailure=true`);
    expect(answer.responses.map((r) => r.result)).toEqual([BatchResult.ok, BatchResult.invalidArgument]);
    expect(await storedFlow()).toBe(1.5);
    expect((await auditedReasons('stop ')).map((r) => r.reason)).toEqual(['stop a']);
  });

  it('runs every item without it (or with false), as node-model §7 says', async () => {
    for (const query of [CONTROLLER, `${CONTROLLER}&stopOnFailure=false`]) {
      const answer = await env.engineer.batch([flow(1.5, 'all a'), flow(99, 'all b'), flow(2.5, 'all c')], query);
      expect(answer.responses.map((r) => r.result)).toEqual([BatchResult.ok, BatchResult.invalidArgument, BatchResult.ok]);
      expect(await storedFlow()).toBe(2.5);
    }
  });

  it('refuses any other value (400, the query field)', async () => {
    const res = await env.engineer.post([flow(1, 'bad flag')], `${CONTROLLER}&stopOnFailure=yes`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('stopOnFailure');
  });
});

describe('client time per item', () => {
  it("keeps each item's own client time in its audit entry", async () => {
    const first = new Date(Date.now() - 2 * 3600_000).toISOString();
    const second = new Date(Date.now() - 3600_000).toISOString();
    const answer = await env.engineer.batch([flow(3, 'timed a', first), flow(4, 'timed b', second)], CONTROLLER);
    expect(answer.responses.map((r) => r.result)).toEqual([BatchResult.ok, BatchResult.ok]);
    expect(await auditedReasons('timed ')).toEqual([
      { reason: 'timed a', client_time: first },
      { reason: 'timed b', client_time: second },
    ]);
  });

  it('stores a time without milliseconds in the normalised form', async () => {
    const answer = await env.engineer.batch([flow(6, 'timed short', '2026-01-31T12:00:00Z')], CONTROLLER);
    expect(answer.responses.map((r) => r.result)).toEqual([BatchResult.ok]);
    expect(await auditedReasons('timed short')).toEqual([{ reason: 'timed short', client_time: '2026-01-31T12:00:00.000Z' }]);
  });

  it('refuses a malformed one before anything runs (400, the item field)', async () => {
    const res = await env.engineer.post([flow(5, 'badly timed', 'yesterday')], CONTROLLER);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('clientTime');
    expect(await auditedReasons('badly timed')).toEqual([]);
    expect((res.body as Partial<BatchResponse>).responses).toBeUndefined();
  });
});
