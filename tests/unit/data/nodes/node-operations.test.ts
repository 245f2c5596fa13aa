import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, currentFetch, resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import { startOutbox, stopOutbox } from '../../../../src/data/outbox/outbox-runtime';
import { writesBeingStored } from '../../../../src/data/outbox/storing-writes';
import { pageAuthPort } from '../../../../src/features/outbox/page-auth-port';
import { db } from '../../../../src/data/db';
import { runBatch } from '../../../../src/data/nodes/batch-client';
import { childrenQuery, nodeQuery, propertiesQuery } from '../../../../src/data/nodes/mirror-queries';
import { setMirrorWorkerFactory } from '../../../../src/data/nodes/mirror-worker-client';
import { onNodeChanged } from '../../../../src/data/nodes/node-events';
import { BatchItemError, OFFLINE_COMMAND_MESSAGE, REQUEST_IN_PROGRESS_MESSAGE, RequestRefusedError } from '../../../../src/data/nodes/node-errors';
import {
  bindProperty,
  browseNode,
  callMethod,
  createNode,
  deleteNode,
  deserializeNode,
  getTypes,
  moveNode,
  readLiveValues,
  restoreNode,
  updateProperties,
} from '../../../../src/data/nodes/node-operations';
import { mirrorNodeKey } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponseItem } from '../../../../src/domain/nodes/node-protocol';
import { commitLogin } from '../../../../src/state/session';
import { authDataFixture } from '../../support/auth-fixtures';
import { MemoryStorage } from '../../support/memory-storage';
import { hangUntilAborted, jsonResponse, scriptedFetch, textResponse } from '../../support/scripted-fetch';
import type { FetchCall } from '../../support/scripted-fetch';
import { browseItem, dto, prop, tree } from './node-fixtures';

/** Answers every batch with the given items (one per request item). */
function serveBatch(answer: (items: BatchRequestItem[], call: FetchCall) => BatchResponseItem[] | Promise<BatchResponseItem[]>) {
  const scripted = scriptedFetch(async (call) => {
    const items = JSON.parse(String(call.body)) as BatchRequestItem[];
    return jsonResponse(200, { responses: await answer(items, call), descriptors: [] });
  });
  setFetchImplementation(scripted.fetch);
  return scripted;
}

function sentItems(call: FetchCall | undefined): BatchRequestItem[] {
  return JSON.parse(String(call?.body)) as BatchRequestItem[];
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  resetApiClient();
  setMirrorWorkerFactory(null);
  commitLogin(authDataFixture());
  startOutbox(pageAuthPort, { fetch: (input, init) => currentFetch()(input, init), locks: null });
});

afterEach(async () => {
  stopOutbox();
  await db.outbox.clear();
  vi.unstubAllGlobals();
  resetApiClient();
  await db.nodes.clear();
  await db.properties.clear();
  await db.meta.clear();
});

describe('runBatch', () => {
  it("posts the items to /api/node/batch with the controller host and writes the answer into the mirror", async () => {
    const { calls } = serveBatch(() => [{ result: 0, nodes: [tree('0.S', [dto('0.S.A')])] }]);
    const response = await runBatch('ctrl-1', [{ action: BatchAction.browse, gId: '0.S' }]);
    expect(calls[0]?.url).toBe('/api/node/batch?controller=ctrl-1');
    expect(calls[0]?.method).toBe('POST');
    expect(response.failures).toEqual([]);
    expect((await childrenQuery('ctrl-1', mirrorNodeKey('ctrl-1', '0.S'))).map((n) => n.id)).toEqual(['A']);
  });

  it('sends no controller for the local server and keeps item failures in the response', async () => {
    const { calls } = serveBatch(() => [{ result: 0 }, { result: 4 }, { result: 2, errors: [{ text: 'Access denied to 0.x' }] }]);
    const items = [
      { action: BatchAction.update, gId: '0.a', values: [] },
      { action: BatchAction.read, gId: '0.b' },
      { action: BatchAction.update, gId: '0.x', values: [] },
    ];
    const response = await runBatch('', items, { ignoreNotFound: true });
    expect(calls[0]?.url).toBe('/api/node/batch');
    expect(response.responses).toHaveLength(3);
    expect(response.failures.map((f) => [f.index, f.errors[0]?.msg])).toEqual([[2, 'Access denied to 0.x']]);
  });

  it('emits node-changed once per batch for designer answers, after the mirror holds them, and not for others', async () => {
    const heard: { host: string; gIds: string[] }[] = [];
    const mirrored: Promise<boolean>[] = [];
    const stop = onNodeChanged((change) => {
      heard.push(change);
      mirrored.push(nodeQuery(mirrorNodeKey(change.host, '0.S')).then((node) => node !== undefined));
    });
    try {
      serveBatch(() => [
        { result: 0, isDesigner: true, nodes: [tree('0.S', [])] },
        { result: 0, isDesigner: false },
        { result: 0, isDesigner: true, gId: '0.T' },
      ]);
      await runBatch('ctrl-1', [browseItem('0.S'), { action: BatchAction.read, gId: '0.U' }, { action: BatchAction.update, gId: '0.T', values: [] }]);
      serveBatch(() => [{ result: 0, isDesigner: false, nodes: [tree('0.S', [])] }]);
      await runBatch('ctrl-1', [browseItem('0.S')]);
      expect(heard).toEqual([{ host: 'ctrl-1', gIds: ['0.S', '0.T'] }]);
      expect(await Promise.all(mirrored)).toEqual([true]);
    } finally {
      stop();
    }
  });

  it('rejects with ApiError when the HTTP call fails', async () => {
    setFetchImplementation(scriptedFetch(() => textResponse(500, 'Database is down')).fetch);
    await expect(runBatch('', [{ action: BatchAction.browse, gId: '0' }])).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects an answer that does not hold one response per item', async () => {
    setFetchImplementation(scriptedFetch(() => jsonResponse(200, { responses: [], descriptors: [] })).fetch);
    await expect(runBatch('', [{ action: BatchAction.browse, gId: '0' }])).rejects.toThrow('Formatting error failed.');
  });
});

describe('node operations', () => {
  it('browses with depth 0 by default and 999 for a web-editor node', async () => {
    const { calls } = serveBatch((items) => items.map((i) => ({ result: 0, nodes: [dto(i.gId ?? '0')] })));
    await browseNode('', '0.S');
    await browseNode('', '0.S', {}, { webEditor: true });
    await browseNode('', '0.S', { depth: 2 }, { webEditor: true });
    expect(calls.map((c) => sentItems(c)[0]?.filter?.depth)).toEqual([0, 999, 2]);
  });

  it('rejects a failed browse with BatchItemError carrying the result code', async () => {
    serveBatch(() => [{ result: 2, resultText: 'No browse right' }]);
    const error = await browseNode('', '0.S').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatchItemError);
    expect(error).toMatchObject({ result: 2, errors: [{ msg: 'No browse right' }] });
  });

  it('reads FmtValue and AlarmingInfo of several nodes in one batch and patches the mirror', async () => {
    serveBatch(() => [{ result: 0, nodes: [tree('0.I', [dto('0.I.p1'), dto('0.I.p2')])] }]);
    await browseNode('', '0.I', { depth: 1 });
    const alarm = { packed: 16777217, alarms: [{ severity: 1, msg: 'Low level', t: '2025-01-01T00:00:00Z' }] };
    const { calls } = serveBatch(() => [
      { result: 0, values: [{ id: 'FmtValue', value: '12.3 bar' }, { id: 'AlarmingInfo', value: alarm }] },
      { result: 4 },
    ]);
    const live = await readLiveValues('', ['0.I.p1', '0.I.p2']);
    expect(sentItems(calls[0])).toEqual([
      { action: BatchAction.read, gId: '0.I.p1', propIds: ['AlarmingInfo', 'FmtValue'] },
      { action: BatchAction.read, gId: '0.I.p2', propIds: ['AlarmingInfo', 'FmtValue'] },
    ]);
    expect(live).toEqual([
      { gId: '0.I.p1', result: 0, fmtValue: '12.3 bar', alarms: alarm },
      { gId: '0.I.p2', result: 4, alarms: null },
    ]);
    expect(await nodeQuery(mirrorNodeKey('', '0.I.p1'))).toMatchObject({ fmtValue: '12.3 bar', alarms: alarm });
  });

  it('sends property updates with the user reason and resolves with the stored values', async () => {
    const { calls } = serveBatch(() => [{ result: 0, values: [{ id: 'Unit', value: 'PSI' }] }]);
    expect(await updateProperties('', '0.S.B', [{ id: 'Unit', value: 'psi' }], 'calibration')).toEqual([{ id: 'Unit', value: 'PSI' }]);
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.update, gId: '0.S.B', values: [{ id: 'Unit', value: 'psi' }], userReason: 'calibration' }]);
  });

  it('counts a bind as a write being stored from the moment it is made, before its label is read', async () => {
    serveBatch(() => [{ result: 0, gId: '0.V', bindings: [{ id: 'Source', bound: '0.Pump' }] }]);
    const bound = bindProperty('', '0.V', 'Source', '0.Pump');
    expect(writesBeingStored()).toBe(1);
    await bound;
    expect(writesBeingStored()).toBe(0);
  });

  it('binds a property to a node and unbinds it with an empty bindGId; the mirror keeps the binding, never a value', async () => {
    serveBatch(() => [{ result: 0, nodes: [dto('0.V', { hasChildren: false, properties: [prop('Source', null)] })] }]);
    await browseNode('', '0.V', { depth: 0 });
    const { calls } = serveBatch(() => [{ result: 0, gId: '0.V', bindings: [{ id: 'Source', bound: '0.Pump' }] }]);
    expect(await bindProperty('', '0.V', 'Source', '0.Pump', 'new tray')).toBe('0.Pump');
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.bind, gId: '0.V', propIds: ['Source'], bindGId: '0.Pump', userReason: 'new tray' }]);
    expect((await propertiesQuery(mirrorNodeKey('', '0.V')))[0]).toMatchObject({ id: 'Source', bound: '0.Pump', value: null });

    const unbind = serveBatch(() => [{ result: 0, gId: '0.V', bindings: [{ id: 'Source', bound: null }] }]);
    expect(await bindProperty('', '0.V', 'Source', null)).toBeNull();
    expect(sentItems(unbind.calls[0])).toEqual([{ action: BatchAction.bind, gId: '0.V', propIds: ['Source'], bindGId: '' }]);
    expect((await propertiesQuery(mirrorNodeKey('', '0.V')))[0]?.bound).toBeUndefined();
  });

  it('rejects a bind the server refuses with the item error', async () => {
    serveBatch(() => [{ result: 3, resultText: "Node '0.Nope' to bind to was not found." }]);
    await expect(bindProperty('', '0.V', 'Source', '0.Nope')).rejects.toThrow("Node '0.Nope' to bind to was not found.");
  });

  it('creates a node and mirrors it under its parent', async () => {
    serveBatch(() => [{ result: 0, nodes: [tree('0.S', [])] }]);
    await browseNode('', '0.S', { depth: 1 });
    serveBatch(() => [{ result: 0, gId: '0.S.Tag1', key: 'k', node: dto('0.S.Tag1', { type: 'Tag' }) }]);
    expect((await createNode('', '0.S', 'Tag', { key: 'k', name: 'Tag1' })).gId).toBe('0.S.Tag1');
    expect((await childrenQuery('', mirrorNodeKey('', '0.S'))).map((n) => n.id)).toEqual(['Tag1']);
  });

  it('answers references-exist (6) so the user can confirm, then deletes despite them on the retry', async () => {
    serveBatch(() => [{ result: 0, nodes: [tree('0.S', [dto('0.S.A')])] }]);
    await browseNode('', '0.S', { depth: 1 });
    const { calls } = serveBatch((items) => [{ result: items[0]?.refByCheck === false ? 0 : 6 }]);
    expect(await deleteNode('', '0.S.A', { reason: 'obsolete' })).toEqual({ deleted: false, referencesExist: true });
    expect(await nodeQuery(mirrorNodeKey('', '0.S.A'))).toBeDefined();
    expect(await deleteNode('', '0.S.A', { reason: 'obsolete', ignoreReferences: true })).toEqual({ deleted: true, referencesExist: false });
    expect(sentItems(calls[1])).toEqual([{ action: BatchAction.delete, gId: '0.S.A', refByCheck: false, userReason: 'obsolete' }]);
    expect(await nodeQuery(mirrorNodeKey('', '0.S.A'))).toBeUndefined();
  });

  it('treats a delete answered not found (4) as success', async () => {
    serveBatch(() => [{ result: 4 }]);
    expect(await deleteNode('', '0.S.gone')).toEqual({ deleted: true, referencesExist: false });
  });

  it('rejects other delete failures', async () => {
    serveBatch(() => [{ result: 2 }]);
    await expect(deleteNode('', '0.S.A')).rejects.toMatchObject({ result: 2, errors: [{ msg: 'Access denied.' }] });
  });

  it('sends a permanent delete with its reason, and restores through the Restore method', async () => {
    const { calls } = serveBatch((items) => [items[0]?.action === BatchAction.call ? { result: 0, returnValue: 3 } : { result: 0 }]);
    await deleteNode('', '0.S.A', { permanent: true, reason: 'broken' });
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.delete, gId: '0.S.A', refByCheck: true, permanent: true, userReason: 'broken' }]);
    expect(await restoreNode('', '0.S.A')).toBe(3);
    expect(sentItems(calls[1])).toEqual([{ action: BatchAction.call, gId: '0.S.A', methodName: 'Restore' }]);
    expect(calls[1]?.headers['X-Mutation-Id']).toMatch(/:2$/);
  });

  it('keeps a restore made offline in the outbox as an edit (not an instrument command), answering null', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    setFetchImplementation(scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch);
    expect(await restoreNode('', '0.S.A')).toBeNull();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'node.restore', state: 'queued', label: { change: 'restored' } }]);
  });

  it('adds a copy (deserialize) through the outbox with a mutation id, resolving with the nodes it made', async () => {
    const { calls } = serveBatch(() => [{ result: 0, nodes: [dto('0.S.Copy')] }]);
    expect((await deserializeNode('', '0.S', 'serialized'))?.map((n) => n.gId)).toEqual(['0.S.Copy']);
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.deserialize, gId: '0.S', content: 'serialized' }]);
    expect(calls[0]?.headers['X-Mutation-Id']).toMatch(/:1$/);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'node.clone', state: 'done' }]);
  });

  it('moves a node to a new index', async () => {
    const { calls } = serveBatch(() => [{ result: 0, node: dto('0.S.A', { order: 2 }) }]);
    expect((await moveNode('', '0.S.A', 2))?.order).toBe(2);
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.move, gId: '0.S.A', newIndex: 2 }]);
  });

  it('lists the types of a node', async () => {
    serveBatch(() => [{ result: 0, types: [{ tid: 'Tag', name: 'Tag' }] }]);
    expect((await getTypes('', '0.S')).types).toEqual([{ tid: 'Tag', name: 'Tag' }]);
  });
});

describe('callMethod', () => {
  it('counts the call as a write being stored from the moment it is made, before its label is read', async () => {
    serveBatch(() => [{ result: 0, returnValue: 'started' }]);
    const called = callMethod('ctrl', '0.I.Pump', 'Start', []);
    expect(writesBeingStored()).toBe(1);
    await called;
    expect(writesBeingStored()).toBe(0);
  });

  it('calls the method and resolves with its return value', async () => {
    const { calls } = serveBatch(() => [{ result: 0, returnValue: 'started' }]);
    expect(await callMethod('ctrl', '0.I.Pump', 'Start', [50])).toBe('started');
    expect(sentItems(calls[0])).toEqual([{ action: BatchAction.call, gId: '0.I.Pump', methodName: 'Start', args: [50] }]);
  });

  it('refuses an instrument command offline, without sending it', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { calls } = serveBatch(() => [{ result: 0 }]);
    const error = await callMethod('ctrl', '0.I.Pump', 'Start').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestRefusedError);
    expect((error as RequestRefusedError).message).toBe(OFFLINE_COMMAND_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('runs one method request at a time: a second call while one runs is refused', async () => {
    let answer: (response: Response) => void = () => {};
    const scripted = scriptedFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    setFetchImplementation(scripted.fetch);
    const first = callMethod('ctrl', '0.I.Pump', 'Start', []);
    await expect(callMethod('ctrl', '0.I.Pump', 'Stop')).rejects.toThrow(REQUEST_IN_PROGRESS_MESSAGE);
    await vi.waitFor(() => expect(scripted.calls).toHaveLength(1), { timeout: 15_000 });
    answer(jsonResponse(200, { responses: [{ result: 0, returnValue: 7 }], descriptors: [] }));
    expect(await first).toBe(7);
    serveBatch(() => [{ result: 0, returnValue: 1 }]);
    expect(await callMethod('ctrl', '0.I.Pump', 'Stop')).toBe(1);
    expect(scripted.calls).toHaveLength(1);
  });

  it('stops waiting for a command when the caller aborts (leaving the route)', async () => {
    setFetchImplementation(scriptedFetch(hangUntilAborted).fetch);
    const controller = new AbortController();
    const first = callMethod('ctrl', '0.I.Pump', 'Start', [], { signal: controller.signal });
    controller.abort();
    await expect(first).rejects.toMatchObject({ aborted: true });
  });

  it('rejects a failed call with the server message', async () => {
    serveBatch(() => [{ result: 8 }]);
    await expect(callMethod('ctrl', '0.I.Pump', 'Fly')).rejects.toThrow('Method not found');
  });
});
