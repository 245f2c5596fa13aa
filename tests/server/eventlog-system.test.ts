import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { eventPage, useEventLogServer } from './support/eventlog-server';

const env = useEventLogServer();

describe('System events', () => {
  it('keeps an entry for each instrument alarm raised, with its controller, instrument and message', async () => {
    // Reading the controller's alarms brings its instruments to life; the seeded ones raise alarms (an uncalibrated pH meter).
    const res = await env.engineer.post(`/api/node/batch?${CONTROLLER}`, [{ action: BatchAction.browse, gId: '0', filter: { depth: 3, props: 'AlarmingInfo' } }]);
    expect(res.status).toBe(200);
    await expect
      .poll(async () => eventPage(await env.admin.get('/api/eventlog/System?controller=LAB-CTRL-1&entity=node')).rows.filter((r) => r.category === 'alarm-raised'), { timeout: 10_000 })
      .not.toEqual([]);
    const [alarm] = eventPage(await env.admin.get('/api/eventlog/System?controller=LAB-CTRL-1&entity=node')).rows;
    expect(alarm).toMatchObject({ source: 'System', host: 'LAB-CTRL-1', entity: 'node', message: expect.stringMatching(/^Alarm: .+: .+/) });
    expect(alarm?.severity).toBeGreaterThan(0);
  });
});
