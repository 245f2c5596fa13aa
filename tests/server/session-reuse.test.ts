// Read-only node batches may take their session as the guard read it at most SESSION_REUSE_MS ago
// (server/services/session-reuse.ts). A session ended, or a user disabled, stops them at once on the
// instance that did it, and within SESSION_REUSE_MS on another instance on the same database; a batch that
// writes never uses a reused session.
import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { SESSION_REUSE_MS, createSessionReuse } from '../../server/services/session-reuse';
import { sessionOf } from './support/record-requests';
import type { Session } from './support/record-requests';
import { useTwoInstances } from './support/second-instance';
import type { TestClient } from './support/test-client';
import type { TestResponse } from './support/test-client';
import { DEMO_PASSWORD } from './support/test-server';

describe('createSessionReuse', () => {
  it('keeps an entry for SESSION_REUSE_MS after its read, never past the session end', () => {
    const reuse = createSessionReuse<string>();
    reuse.set('a', 'A', reuse.generation(), 1000, 10_000);
    reuse.set('b', 'B', reuse.generation(), 1000, 1500);
    expect(reuse.get('a', 1000 + SESSION_REUSE_MS - 1)).toBe('A');
    expect(reuse.get('a', 1000 + SESSION_REUSE_MS)).toBeUndefined();
    expect(reuse.get('b', 1499)).toBe('B');
    expect(reuse.get('b', 1500)).toBeUndefined();
  });

  it('forgets everything on a change, and drops a read that a change overlapped', () => {
    const reuse = createSessionReuse<string>();
    reuse.set('a', 'A', reuse.generation(), 1000, 10_000);
    const before = reuse.generation();
    reuse.forgetAll();
    expect(reuse.get('a', 1001)).toBeUndefined();
    reuse.set('a', 'stale', before, 1001, 10_000);
    expect(reuse.get('a', 1002)).toBeUndefined();
    reuse.set('a', 'fresh', reuse.generation(), 1003, 10_000);
    expect(reuse.get('a', 1004)).toBe('fresh');
  });

  it('drops a read that failed, but not a newer one kept since', () => {
    const reuse = createSessionReuse<string>();
    reuse.set('a', 'failed', reuse.generation(), 1000, 10_000);
    reuse.forget('a', 'failed');
    expect(reuse.get('a', 1001)).toBeUndefined();
    reuse.set('a', 'newer', reuse.generation(), 1002, 10_000);
    reuse.forget('a', 'failed');
    expect(reuse.get('a', 1003)).toBe('newer');
  });
});

const env = useTwoInstances();

const POLL = [{ action: BatchAction.read, gId: '0.Pump', propIds: ['FmtValue'] }];
const UPDATE = [{ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1 }] }];
const BATCH = '/api/node/batch?controller=LAB-CTRL-1';

/** A user signed in at the first instance, with a client that sends the same cookies to the second. */
async function signedIn(username: string): Promise<{ session: Session; atSecond: TestClient; batch(at: 'first' | 'second', items?: unknown): Promise<TestResponse> }> {
  const session = await sessionOf(env.server, username);
  const atSecond = env.second.clientLike(session.client);
  return {
    session,
    atSecond,
    batch: (at, items = POLL) => (at === 'first' ? session.client : atSecond).post(BATCH, items, { token: session.token }),
  };
}

async function newOperator(username: string): Promise<void> {
  const role = await env.server.database.db.selectFrom('roles').select('id').where('name', '=', 'Operators').executeTakeFirstOrThrow();
  const res = await env.admin.post('/api/admin/users', { username, displayName: username, roleIds: [role.id], teamIds: [], password: DEMO_PASSWORD });
  expect(res.status, res.text).toBe(200);
}

async function userId(username: string): Promise<number> {
  return (await env.server.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Waits out the bound: a request sent after this started after every entry read before `since` lapsed. */
async function pastTheBound(since: number): Promise<void> {
  const left = since + SESSION_REUSE_MS + 1 - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

describe('a session reused by read-only batches', () => {
  it('stops at once on the instance where it was logged out', async () => {
    const user = await signedIn('operator');
    expect((await user.batch('first')).status).toBe(200);
    expect((await user.session.post('/api/account/logout?sessionExpired=false')).status).toBe(200);
    expect((await user.batch('first')).status).toBe(401);
  });

  it('stops at once on the instance that disabled the user', async () => {
    await newOperator('reuse.disabled');
    const user = await signedIn('reuse.disabled');
    expect((await user.batch('first')).status).toBe(200);
    expect((await env.admin.post(`/api/admin/users/${await userId('reuse.disabled')}/disable`)).status).toBe(200);
    expect((await user.batch('first')).status).toBe(401);
  });

  it('stops at once on the instance where the password was changed', async () => {
    await newOperator('reuse.password');
    const user = await signedIn('reuse.password');
    const other = await signedIn('reuse.password');
    expect((await other.batch('first')).status).toBe(200);
    const changed = await user.session.post('/api/account/changePassword', { username: 'reuse.password', password: DEMO_PASSWORD, newPass1: 'another-secret-2', newPass2: 'another-secret-2' });
    expect(changed.status, changed.text).toBe(200);
    expect((await other.batch('first')).status).toBe(401);
  });

  it(`stops within ${SESSION_REUSE_MS} ms on another instance, and a write there is refused at once`, async () => {
    await newOperator('reuse.elsewhere');
    const user = await signedIn('reuse.elsewhere');
    expect((await user.batch('second')).status).toBe(200);
    expect((await user.batch('second', UPDATE)).status).toBe(200);
    expect((await env.admin.post(`/api/admin/users/${await userId('reuse.elsewhere')}/disable`)).status).toBe(200);
    const disabledAt = performance.now();
    // The second instance saw no change: only the bound ends what it read before.
    expect((await user.batch('second', UPDATE)).status).toBe(401);
    await pastTheBound(disabledAt);
    expect((await user.batch('second')).status).toBe(401);
  });

  it(`stops within ${SESSION_REUSE_MS} ms on another instance after a logout`, async () => {
    const user = await signedIn('engineer');
    expect((await user.batch('second')).status).toBe(200);
    expect((await user.session.post('/api/account/logout?sessionExpired=false')).status).toBe(200);
    const loggedOutAt = performance.now();
    await pastTheBound(loggedOutAt);
    expect((await user.batch('second')).status).toBe(401);
  });
});
