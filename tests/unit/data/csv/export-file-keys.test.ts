// The keys a CSV download's name is made with: the server's for the exported node, the list's name for
// a table that is no node, and the page's own key list when the server can not be asked.
import { describe, expect, it } from 'vitest';
import { setFetchImplementation } from '../../../../src/data/api-client';
import { exportFileNameKeys } from '../../../../src/data/csv/export-file-keys';
import type { BatchRequestItem } from '../../../../src/domain/nodes/node-protocol';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import { useSignedInNodeCalls } from '../../support/signed-in-node-calls';

const SERVER_KEYS = [
  { id: 'NodeName', value: 'Calibration standards' },
  { id: 'NodeId', value: 'Standards' },
  { id: 'UserName', value: 'admin' },
];

function serveKeys() {
  const scripted = scriptedFetch(async () => jsonResponse(200, { responses: [{ result: 0, returnValue: SERVER_KEYS }], descriptors: [] }));
  setFetchImplementation(scripted.fetch);
  return scripted.calls;
}

const askedFor = (calls: { url: string; body?: unknown }[]) => calls.map((c) => `${c.url} ${(JSON.parse(String(c.body)) as BatchRequestItem[])[0]?.gId}`);

useSignedInNodeCalls();

describe('exportFileNameKeys', () => {
  it("answers the server's keys for the exported node", async () => {
    const calls = serveKeys();
    expect(await exportFileNameKeys({ name: 'Calibration standards', node: { host: 'LAB-CTRL-1', gId: '0.MALS.Standards' } }, 'Ada')).toEqual(SERVER_KEYS);
    expect(askedFor(calls)).toEqual(['/api/node/batch?controller=LAB-CTRL-1 0.MALS.Standards']);
  });

  it("asks the export settings node for a table that is no node, the table's name standing for the node", async () => {
    const calls = serveKeys();
    const keys = await exportFileNameKeys({ name: 'Customers' }, 'Ada');
    expect(keys).toEqual([
      { id: 'NodeName', value: 'Customers' },
      { id: 'NodeId', value: 'Customers' },
      { id: 'UserName', value: 'admin' },
    ]);
    expect(askedFor(calls)).toEqual(['/api/node/batch 0.Settings.Export']);
  });

  it('makes the key list in the page when the server can not be asked', async () => {
    setFetchImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const keys = await exportFileNameKeys({ name: 'Calibration standards', node: { host: 'LAB-CTRL-1', gId: '0.MALS.Standards' } }, 'Ada');
    expect(keys.map((k) => k.id)).toEqual(['NodeName', 'NodeId', 'Date', 'Time', 'UserName']);
    expect(keys.filter((k) => k.id !== 'Date' && k.id !== 'Time')).toEqual([
      { id: 'NodeName', value: 'Calibration standards' },
      { id: 'NodeId', value: 'Standards' },
      { id: 'UserName', value: 'Ada' },
    ]);
    expect(keys.find((k) => k.id === 'Date')?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
