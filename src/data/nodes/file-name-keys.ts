// The file-name-pattern key call (node-model.md §7): the keys a pattern may use on a node, each with what
// it stands for now, as the server answers them. A read: sent straight, not through the outbox.
import { BatchAction, BatchResult } from '../../domain/nodes/node-protocol';
import { METHOD_FILE_NAME_PATTERN_KEYS, isFileNameKeyList } from '../../domain/nodes/file-name-pattern';
import type { FileNameKey } from '../../domain/nodes/file-name-pattern';
import { BatchItemError } from './node-errors';
import { runOne } from './node-operations';

export async function readFileNamePatternKeys(host: string, gId: string, options: { signal?: AbortSignal } = {}): Promise<FileNameKey[]> {
  const item = { action: BatchAction.call, gId, methodName: METHOD_FILE_NAME_PATTERN_KEYS };
  const value = (await runOne(host, item, { signal: options.signal, applyToMirror: false })).returnValue;
  if (!isFileNameKeyList(value)) throw new BatchItemError({ index: 0, action: item.action, gId, result: BatchResult.error, errors: [{ msg: /*i18n*/ 'The server sent no key list.' }] });
  return value;
}
