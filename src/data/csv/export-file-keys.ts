// The keys a download's file-name pattern is filled with (docs/decisions.md "CSV download name"): online,
// what GetFileNamePatternKeys answers for the exported node — for a table that is no node (a record list,
// an event log) the answer for the export settings node, with the table's name as NodeName and NodeId;
// offline or refused, the same key list made here (file-name-pattern.ts) with the signed-in user's name.
import { EXPORT_SETTINGS_GID } from '../../domain/csv/export-format';
import { fileNamePatternKeys } from '../../domain/nodes/file-name-pattern';
import type { FileNameKey } from '../../domain/nodes/file-name-pattern';
import { ownIdOf } from '../../domain/nodes/node-ids';
import { ApiError } from '../api-error';
import { readFileNamePatternKeys } from '../nodes/file-name-keys';

/** What is exported: a table's name, and the node it shows when it is one. */
export type ExportSource = { name: string; node?: { host: string; gId: string } | undefined };

const NAME_KEYS = new Set(['NodeName', 'NodeId']);

export async function exportFileNameKeys(source: ExportSource, userName: string, signal?: AbortSignal): Promise<FileNameKey[]> {
  const { name, node } = source;
  try {
    const keys = await readFileNamePatternKeys(node?.host ?? '', node?.gId ?? EXPORT_SETTINGS_GID, { signal });
    return node ? keys : keys.map((k) => (NAME_KEYS.has(k.id) ? { ...k, value: name } : k));
  } catch (error) {
    if (error instanceof ApiError && error.aborted) throw error;
    return fileNamePatternKeys({ nodeName: name, nodeId: node ? ownIdOf(node.gId) : name, userName, now: new Date() });
  }
}
