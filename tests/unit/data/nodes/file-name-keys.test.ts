// The file-name-pattern key call from the page: one call item on the node, straight to the server (a
// read, no outbox), the answer's key list checked.
import { describe, expect, it } from 'vitest';
import { setFetchImplementation } from '../../../../src/data/api-client';
import { readFileNamePatternKeys } from '../../../../src/data/nodes/file-name-keys';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../../../src/domain/nodes/node-protocol';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import { useSignedInNodeCalls } from '../../support/signed-in-node-calls';

function serve(returnValue: unknown, result = 0) {
  const scripted = scriptedFetch(async () => jsonResponse(200, { responses: [{ result, returnValue, errors: result === 0 ? undefined : [{ text: 'Access denied' }] }], descriptors: [] }));
  setFetchImplementation(scripted.fetch);
  return scripted;
}

useSignedInNodeCalls();

describe('readFileNamePatternKeys', () => {
  it('calls GetFileNamePatternKeys on the node of the host and answers its key list', async () => {
    const keys = [{ id: 'NodeName', value: 'Export' }];
    const { calls } = serve(keys);
    expect(await readFileNamePatternKeys('', '0.Settings.Export')).toEqual(keys);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/node/batch');
    expect(calls[0]?.headers['x-mutation-id']).toBeUndefined();
    expect(JSON.parse(String(calls[0]?.body)) as BatchRequestItem[]).toEqual([{ action: BatchAction.call, gId: '0.Settings.Export', methodName: 'GetFileNamePatternKeys' }]);
  });

  it("refuses an answer that is not a key list, and passes the server's refusal on", async () => {
    serve([{ id: 'NodeName' }]);
    await expect(readFileNamePatternKeys('', '0.Settings.Export')).rejects.toThrow('The server sent no key list.');
    serve(null, 2);
    await expect(readFileNamePatternKeys('', '0.Settings.Export')).rejects.toThrow('Access denied');
  });
});
