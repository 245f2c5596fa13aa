import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import { runBatch } from '../../../../src/data/nodes/batch-client';
import { browseSharedNode } from '../../../../src/data/nodes/share-link-operations';
import { batchTargetFor, closeShareView, openShareView } from '../../../../src/data/nodes/share-views';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import { HEADER_SHARE_PASSWORD, MSG_SHARE_LINK_INVALID } from '../../../../src/domain/nodes/share-links';
import { MemoryStorage } from '../../support/memory-storage';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  resetApiClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClient();
  closeShareView('share:abc');
});

describe('batch queries', () => {
  it('names a controller for controller hosts and nothing for the local tree', () => {
    expect(batchTargetFor('')).toEqual({});
    expect(batchTargetFor('LAB-CTRL-1')).toEqual({ query: { controller: 'LAB-CTRL-1' } });
  });

  it('sends the share link of an open shared view, its pass in a header, and refuses a view that is not open', () => {
    const host = openShareView({ shareId: 'abc', sharePass: 'pass1', controller: '' });
    expect(host).toBe('share:abc');
    expect(batchTargetFor(host)).toEqual({ query: { shareId: 'abc', controller: undefined }, headers: { [HEADER_SHARE_PASSWORD]: 'pass1' } });
    openShareView({ shareId: 'abc', sharePass: 'pass1', controller: 'LAB-CTRL-1' });
    expect(batchTargetFor(host).query).toMatchObject({ controller: 'LAB-CTRL-1' });
    closeShareView(host);
    expect(() => batchTargetFor(host)).toThrow(ApiError);
  });

  it('puts shareId in the query and the pass in the X-Share-Password header, never in the URL, and learns the shared node from a browse without gId', async () => {
    const scripted = scriptedFetch(() => jsonResponse(200, { responses: [{ result: 0, node: { gId: '0.Settings', id: 'Settings', name: 'Settings', type: 'Folder', ac: 17, order: 0 } }], descriptors: [] }));
    setFetchImplementation(scripted.fetch);
    const host = openShareView({ shareId: 'abc', sharePass: 'pass1', controller: '' });
    const root = await browseSharedNode(host);
    expect(root.gId).toBe('0.Settings');
    const url = new URL(scripted.calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/node/batch');
    expect(url.searchParams.get('shareId')).toBe('abc');
    expect(url.searchParams.has('sharePass')).toBe(false);
    expect(url.href).not.toContain('pass1');
    expect(new Headers(scripted.calls[0]?.headers).get(HEADER_SHARE_PASSWORD)).toBe('pass1');
    expect(url.searchParams.has('controller')).toBe(false);
    expect(JSON.parse(String(scripted.calls[0]?.body))).toEqual([{ action: BatchAction.browse, filter: { depth: 0 } }]);
  });

  it("rejects with the server's text when the link is refused", async () => {
    setFetchImplementation(scriptedFetch(() => jsonResponse(403, { error: [{ msg: MSG_SHARE_LINK_INVALID, severity: 2 }] })).fetch);
    const host = openShareView({ shareId: 'abc', sharePass: 'wrong', controller: '' });
    await expect(runBatch(host, [{ action: BatchAction.browse }], { applyToMirror: false })).rejects.toThrow(MSG_SHARE_LINK_INVALID);
  });
});
