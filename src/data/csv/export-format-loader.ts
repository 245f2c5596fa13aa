// The export format and file-name pattern the server's settings node 0.Settings.Export holds
// (node-model §3): browsed into the mirror when online, read from the mirror, and the §9 defaults (no
// pattern) when the user may not read the node or it was never mirrored. An encoding the writer refuses
// is refused here ('Invalid encoding!').
import { DEFAULT_EXPORT_FORMAT, EXPORT_SETTINGS_GID, exportFormatFrom, fileNamePatternFrom } from '../../domain/csv/export-format';
import type { ExportFormat } from '../../domain/csv/export-format';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { ApiError } from '../api-error';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { nodeWithPropertiesQuery } from '../nodes/mirror-queries';
import { browseNode } from '../nodes/node-operations';

/** Settings live on the local server, never on a controller host. */
const LOCAL_HOST = '';

export type ExportSettings = { format: ExportFormat; fileNamePattern: string | null };

export async function loadExportSettings(signal?: AbortSignal, database: ConsoleDatabase = db): Promise<ExportSettings> {
  try {
    await browseNode(LOCAL_HOST, EXPORT_SETTINGS_GID, { depth: 0, props: 'all' }, { signal });
  } catch (error) {
    // Offline or not allowed: the mirrored settings, else the defaults. A cancel stops the export.
    if (error instanceof ApiError && error.aborted) throw error;
  }
  const { properties } = await nodeWithPropertiesQuery(mirrorNodeKey(LOCAL_HOST, EXPORT_SETTINGS_GID), database);
  if (properties.length === 0) return { format: DEFAULT_EXPORT_FORMAT, fileNamePattern: null };
  const values = Object.fromEntries(properties.map((p) => [p.id, p.value]));
  const result = exportFormatFrom(values);
  if (!result.ok) throw new Error(result.error);
  return { format: result.format, fileNamePattern: fileNamePatternFrom(values) };
}
