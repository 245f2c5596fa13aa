import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADER_CLIENT_TIME, HEADER_MUTATION_ID } from '../../src/domain/mutation-id';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchResponse } from '../../src/domain/nodes/node-protocol';
import { MSG_EVENT_NOT_FOUND, MSG_UNKNOWN_SOURCE } from '../../src/domain/eventlog/eventlog-protocol';
import { MSG_CLIENT_TIME_MALFORMED } from '../../server/services/audit-context';
import { CONTROLLER } from './support/node-batch-client';
import { messages } from './support/record-requests';
import { eventPage, useEventLogServer, writeEntries } from './support/eventlog-server';

const env = useEventLogServer();

describe('rights', () => {
  const calls: [string, string][] = [
    ['GET', '/api/eventlog/Audit/schema'],
    ['GET', '/api/eventlog/Audit'],
    ['POST', '/api/eventlog/Audit/confirm'],
    ['POST', '/api/eventlog/Audit/confirm/1'],
    ['GET', '/api/eventlog/verify'],
  ];
  it('refuses a signed-in user without admin (403) and an anonymous caller (401) on every call', async () => {
    const anonymous = await env.server.client();
    for (const [method, path] of calls) {
      expect((await env.engineer.client.request(method, path, { token: env.engineer.token })).status, `${method} ${path}`).toBe(403);
      expect((await anonymous.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps each refusal in the Audit log as a failure', async () => {
    expect((await env.engineer.get('/api/eventlog/System')).status).toBe(403);
    const rows = eventPage(await env.admin.get('/api/eventlog/Audit?user=engineer&entity=route')).rows;
    expect(rows[0]).toMatchObject({ category: 'access-denied', severity: 1, entityId: 'GET /api/eventlog/:source', property: 'admin', username: 'engineer' });
  });
});

describe('Trace', () => {
  it('is hidden outside debug mode and answered in it', async () => {
    await writeEntries(env, [{ source: 'Trace', category: 'GET', entityId: '/api/probe', newValue: '200', message: 'GET /api/probe 200' }]);
    for (const path of ['/api/eventlog/Trace', '/api/eventlog/Trace/schema', '/api/eventlog/trace?debug=0']) {
      const res = await env.admin.get(path);
      expect(res.status, path).toBe(404);
      expect(messages(res)).toEqual([MSG_UNKNOWN_SOURCE]);
    }
    expect((await env.admin.post('/api/eventlog/Trace/confirm')).status).toBe(404);
    const page = eventPage(await env.admin.get('/api/eventlog/Trace?debug=1'));
    expect(page.rows.map((r) => r.message)).toContain('GET /api/probe 200');
    expect((await env.admin.get('/api/eventlog/Trace/schema?debug=1')).status).toBe(200);
    expect((await env.engineer.client.get('/api/eventlog/Trace?debug=1', { token: env.engineer.token })).status).toBe(403);
  });
});

describe('POST /api/eventlog/{x}/confirm', () => {
  it('confirms one entry once, audits it, and answers 404 for an entry of another source or none', async () => {
    await writeEntries(env, [{ source: 'System', category: 'confirm-probe', message: 'confirm me' }]);
    const [entry] = eventPage(await env.admin.get('/api/eventlog/System?text=confirm%20me')).rows;
    expect(entry?.confirmedAt).toBeNull();
    const res = await env.admin.post(`/api/eventlog/System/confirm/${entry?.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ confirmed: 1 });
    const [after] = eventPage(await env.admin.get('/api/eventlog/System?text=confirm%20me')).rows;
    expect(after).toMatchObject({ confirmedBy: 'admin', confirmedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await env.admin.post(`/api/eventlog/System/confirm/${entry?.id}`)).body).toEqual({ confirmed: 0 });
    const elsewhere = await env.admin.post(`/api/eventlog/Audit/confirm/${entry?.id}`);
    expect(elsewhere.status).toBe(404);
    expect(messages(elsewhere)).toEqual([MSG_EVENT_NOT_FOUND]);
    const audit = eventPage(await env.admin.get(`/api/eventlog/Audit?sourceId=${entry?.id}&entity=event`));
    // Newest first: the second call confirmed nothing new.
    expect(audit.rows.map((r) => [r.category, r.username, r.newValue])).toEqual([
      ['event-confirm', 'admin', '0'],
      ['event-confirm', 'admin', '1'],
    ]);
  });

  it('confirms all entries of a source, or of one controller', async () => {
    await writeEntries(env, [
      { source: 'System', category: 'alarm', host: 'LAB-CTRL-7', message: 'Pressure high' },
      { source: 'System', category: 'alarm', host: 'LAB-CTRL-8', message: 'Lamp aged' },
    ]);
    const one = await env.admin.post('/api/eventlog/System/confirm?controller=LAB-CTRL-7');
    expect(one.body).toEqual({ confirmed: 1 });
    const open = eventPage(await env.admin.get('/api/eventlog/System?limit=500')).rows.filter((r) => r.confirmedAt === null);
    expect(open.map((r) => r.message)).toContain('Lamp aged');
    expect(open.map((r) => r.message)).not.toContain('Pressure high');
    const all = await env.admin.post('/api/eventlog/System/confirm');
    expect((all.body as { confirmed: number }).confirmed).toBe(open.length);
    expect(eventPage(await env.admin.get('/api/eventlog/System?limit=500')).rows.every((r) => r.confirmedBy === 'admin')).toBe(true);
  });
});

describe('client time', () => {
  const clientId = randomBytes(16).toString('base64url');
  const update = (value: number, reason: string) => [{ action: BatchAction.update, gId: '0.MALS', values: [{ id: 'LaserPower', value }], userReason: reason }];

  it('records the time the change was made on the client beside the server time, for a change replayed from the outbox', async () => {
    const madeAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const res = await env.engineer.client.request('POST', `/api/node/batch?${CONTROLLER}`, {
      token: env.engineer.token,
      body: update(55, 'Waited offline'),
      headers: { [HEADER_MUTATION_ID]: `${clientId}:1`, [HEADER_CLIENT_TIME]: madeAt },
    });
    expect((res.body as BatchResponse).responses[0]?.result).toBe(BatchResult.ok);
    const [row] = eventPage(await env.admin.get('/api/eventlog/Audit?text=Waited%20offline')).rows;
    expect(row).toMatchObject({ clientTime: madeAt, reason: 'Waited offline', username: 'engineer', property: 'LaserPower', newValue: '55', host: 'LAB-CTRL-1' });
    expect(Date.parse(row?.time ?? '') - Date.parse(madeAt)).toBeGreaterThan(3 * 3600_000 - 60_000);
  });

  it('refuses a malformed client time before the write is claimed', async () => {
    const res = await env.engineer.client.request('POST', `/api/node/batch?${CONTROLLER}`, {
      token: env.engineer.token,
      body: update(56, 'Bad clock'),
      headers: { [HEADER_MUTATION_ID]: `${clientId}:2`, [HEADER_CLIENT_TIME]: 'yesterday' },
    });
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual([MSG_CLIENT_TIME_MALFORMED]);
    // Seq 2 is still free: the same id with a good time goes through.
    const again = await env.engineer.client.request('POST', `/api/node/batch?${CONTROLLER}`, {
      token: env.engineer.token,
      body: update(56, 'Good clock'),
      headers: { [HEADER_MUTATION_ID]: `${clientId}:2`, [HEADER_CLIENT_TIME]: new Date().toISOString() },
    });
    expect((again.body as BatchResponse).responses[0]?.result).toBe(BatchResult.ok);
  });
});
