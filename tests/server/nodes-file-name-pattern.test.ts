// The file-name-pattern key call (node-model.md §7): a built-in call every browsable node answers with
// returnValue, a list of { id, value }, for the file-pattern editor.
import { describe, expect, it } from 'vitest';
import { METHOD_FILE_NAME_PATTERN_KEYS } from '../../src/domain/nodes/file-name-pattern';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

describe('GetFileNamePatternKeys', () => {
  it('answers each key with what it stands for on this node, for this user, now', async () => {
    const res = await env.operator.one({ action: BatchAction.call, gId: '0.Autosampler', methodName: METHOD_FILE_NAME_PATTERN_KEYS }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    const keys = res.returnValue as { id: string; value: string }[];
    expect(keys.map((k) => k.id)).toEqual(['NodeName', 'NodeId', 'Date', 'Time', 'UserName']);
    for (const key of keys) expect(Object.keys(key).sort()).toEqual(['id', 'value']);
    expect(keys.find((k) => k.id === 'NodeId')?.value).toBe('Autosampler');
    expect(keys.find((k) => k.id === 'UserName')?.value).toBe('operator');
    expect(keys.find((k) => k.id === 'Date')?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is refused like any call on a node the caller cannot reach', async () => {
    const res = await env.operator.one({ action: BatchAction.call, gId: '0.NoSuchNode', methodName: METHOD_FILE_NAME_PATTERN_KEYS }, CONTROLLER);
    expect(res.result).not.toBe(BatchResult.ok);
  });
});
