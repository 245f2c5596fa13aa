import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortAllRequests, resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import { db } from '../../../../src/data/db';
import { getMeta, setMeta } from '../../../../src/data/meta-repository';
import { setMirrorWorkerFactory } from '../../../../src/data/nodes/mirror-worker-client';
import { syncTagDefinitions, tagDefinitionsQuery } from '../../../../src/data/nodes/tag-definitions-loader';
import type { BatchRequestItem, BatchResponseItem } from '../../../../src/domain/nodes/node-protocol';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { TAG_DEFS_SEC_VER_META, TAGS_ROOT_GID } from '../../../../src/domain/nodes/tag-definitions';
import { startTagDefinitionsSync } from '../../../../src/features/tags/tag-definitions-sync';
import { commitLogin, commitLogout, commitToken, startWithPlaceholder } from '../../../../src/state/session';
import { refreshOnce } from '../../../../src/state/ui';
import { authDataFixture, fakeJwt } from '../../support/auth-fixtures';
import { MemoryStorage } from '../../support/memory-storage';
import { hangUntilAborted, jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import type { FetchCall } from '../../support/scripted-fetch';
import { dto, prop, tree } from './node-fixtures';

/** gsDBTags with one tag whose colour is given, as the server answers a browse. */
function tagsAnswer(colour: string): BatchResponseItem[] {
  const tag = dto(`${TAGS_ROOT_GID}.Urgent`, { type: 'Tag', properties: [prop('Value', 'high'), prop('Color', colour)] });
  return [{ result: 0, nodes: [tree(TAGS_ROOT_GID, [tag], { type: 'TagsRoot' })] }];
}

type Server = { calls: FetchCall[]; colour: string };

function serveTags(hang = false): Server {
  const server: Server = { calls: [], colour: '#ff0000' };
  const scripted = scriptedFetch((call) => (hang ? hangUntilAborted(call) : jsonResponse(200, { responses: tagsAnswer(server.colour), descriptors: [] })));
  server.calls = scripted.calls;
  setFetchImplementation(scripted.fetch);
  return server;
}

function sentItems(call: FetchCall | undefined): BatchRequestItem[] {
  return JSON.parse(String(call?.body)) as BatchRequestItem[];
}

function loginWithSv(sv: number): void {
  commitLogin(authDataFixture({ token: fakeJwt({ sv }) }));
}

/** Lets valtio's batched notifications and any sync they started finish, without starting one. */
async function drain(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  resetApiClient();
  setMirrorWorkerFactory(null);
});

afterEach(async () => {
  // A run left hanging by a test must not leak into the next one.
  abortAllRequests();
  await syncTagDefinitions();
  commitLogout();
  vi.unstubAllGlobals();
  resetApiClient();
  await db.nodes.clear();
  await db.properties.clear();
  await db.meta.clear();
});

describe('syncTagDefinitions', () => {
  it('when stale, browses gsDBTags once at depth 3, mirrors the definitions and stores the version', async () => {
    const server = serveTags();
    loginWithSv(2);
    expect(await syncTagDefinitions()).toBe('loaded');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe('/api/node/batch');
    expect(sentItems(server.calls[0])).toEqual([{ action: BatchAction.browse, gId: TAGS_ROOT_GID, filter: { depth: 3 } }]);
    expect(await getMeta(TAG_DEFS_SEC_VER_META, null)).toBe(2);
    expect(await tagDefinitionsQuery()).toEqual([{ id: 'Urgent', name: 'Urgent', value: 'high', colour: '#ff0000' }]);
  });

  it('does not browse when the definitions were loaded at the token version', async () => {
    const server = serveTags();
    loginWithSv(2);
    await setMeta(TAG_DEFS_SEC_VER_META, 2);
    expect(await syncTagDefinitions()).toBe('current');
    expect(server.calls).toHaveLength(0);
  });

  it('does not browse without an authenticated session, also while a session is being restored', async () => {
    const server = serveTags();
    expect(await syncTagDefinitions()).toBe('unauthenticated');
    loginWithSv(2);
    expect(startWithPlaceholder()).toBe(true);
    expect(await syncTagDefinitions()).toBe('unauthenticated');
    expect(server.calls).toHaveLength(0);
  });

  it('browses again when a refreshed token carries another security version', async () => {
    const server = serveTags();
    loginWithSv(2);
    await syncTagDefinitions();
    expect(await syncTagDefinitions()).toBe('current');
    server.colour = '#0000ff';
    commitToken(authDataFixture({ token: fakeJwt({ sv: 3 }) }));
    expect(await syncTagDefinitions()).toBe('loaded');
    expect(server.calls).toHaveLength(2);
    expect(await getMeta(TAG_DEFS_SEC_VER_META, null)).toBe(3);
    expect((await tagDefinitionsQuery())[0]?.colour).toBe('#0000ff');
  });

  it('does nothing offline', async () => {
    const server = serveTags();
    loginWithSv(2);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await syncTagDefinitions()).toBe('offline');
    expect(server.calls).toHaveLength(0);
  });

  it('never overlaps: calls during a run share it, and a token changed meanwhile is loaded right after', async () => {
    const server = serveTags();
    loginWithSv(2);
    const first = syncTagDefinitions();
    const second = syncTagDefinitions();
    expect(second).toBe(first);
    commitToken(authDataFixture({ token: fakeJwt({ sv: 3 }) }));
    void syncTagDefinitions();
    expect(await first).toBe('loaded');
    expect(server.calls).toHaveLength(2);
    expect(await getMeta(TAG_DEFS_SEC_VER_META, null)).toBe(3);
  });

  it('ignores an aborted browse: nothing stored, the next call loads', async () => {
    const hanging = serveTags(true);
    loginWithSv(2);
    const run = syncTagDefinitions();
    // Abort once the browse is on the wire: under load the sync may still be reading the mirror first.
    await vi.waitFor(() => expect(hanging.calls).toHaveLength(1), { timeout: 15_000 });
    abortAllRequests();
    expect(await run).toBe('aborted');
    expect(await getMeta(TAG_DEFS_SEC_VER_META, null)).toBeNull();
    const server = serveTags();
    expect(await syncTagDefinitions()).toBe('loaded');
    expect(server.calls).toHaveLength(1);
  });

  it('stores nothing when the browse fails, so a later check tries again', async () => {
    setFetchImplementation(scriptedFetch(() => jsonResponse(200, { responses: [{ result: 2, errors: [{ text: 'Access denied' }] }], descriptors: [] })).fetch);
    loginWithSv(2);
    expect(await syncTagDefinitions()).toBe('failed');
    expect(await getMeta(TAG_DEFS_SEC_VER_META, null)).toBeNull();
  });
});

describe('startTagDefinitionsSync', () => {
  it('checks at start, after each new token and on auto-refresh ticks, until stopped', async () => {
    const server = serveTags();
    loginWithSv(2);
    const stop = startTagDefinitionsSync();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 15_000 });

    commitToken(authDataFixture({ token: fakeJwt({ sv: 3 }) }));
    await vi.waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 15_000 });
    await drain();

    // A tick while current costs no request; a tick after the stored version moved (another tab
    // loaded at an older token) loads.
    refreshOnce();
    await drain();
    expect(server.calls).toHaveLength(2);
    await setMeta(TAG_DEFS_SEC_VER_META, 1);
    refreshOnce();
    await vi.waitFor(() => expect(server.calls).toHaveLength(3), { timeout: 15_000 });
    await drain();

    stop();
    commitToken(authDataFixture({ token: fakeJwt({ sv: 4 }) }));
    refreshOnce();
    await drain();
    expect(server.calls).toHaveLength(3);
  });
});
