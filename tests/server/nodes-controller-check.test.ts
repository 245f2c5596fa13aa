// Every node batch names its controller host, which must be listed under 0.Controllers, else 404. A host
// found listed counts as listed for CONTROLLER_KNOWN_MS on that instance (server/nodes/node-service.ts);
// no route removes a controller, so a removal (by hand, or by a later route on another instance) counts
// within that bound, and a host newly listed counts at once (a missing host is not remembered).
import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER_KNOWN_MS } from '../../server/nodes/node-service';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();
const HOST_NODE = '0.Controllers.LAB-CTRL-1';
const POLL = [{ action: BatchAction.read, gId: '0.Pump', propIds: ['FmtValue'] }];

function setRemoved(removed: boolean) {
  return env.server.database.db
    .updateTable('nodes')
    .set({ deleted_at: removed ? new Date().toISOString() : null })
    .where('host', '=', '')
    .where('g_id', '=', HOST_NODE)
    .execute();
}

describe('the controller check', () => {
  it(`answers 404 within ${CONTROLLER_KNOWN_MS} ms of the controller's removal, and 200 at once when it is back`, async () => {
    expect((await env.operator.post(POLL, CONTROLLER)).status).toBe(200);
    await setRemoved(true);
    const removedAt = performance.now();
    try {
      // The bound itself, not a guess: a batch sent after it must not find the host remembered.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, removedAt + CONTROLLER_KNOWN_MS + 1 - performance.now())));
      const refused = await env.operator.post(POLL, CONTROLLER);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: [{ msg: "Controller 'LAB-CTRL-1' not found.", severity: 2, field: 'controller' }] });
    } finally {
      await setRemoved(false);
    }
    expect((await env.operator.post(POLL, CONTROLLER)).status).toBe(200);
  });
});
