// ExportTable (node-model §7): a node's child table as CSV, written by the same writer as the page's
// export (src/domain/csv) in the format of 0.Settings.Export. Needs the export permission (§6) and read
// access on the node; rows are the children the user may browse, columns their readable properties.
import { csvBytes } from '../../../src/domain/csv/csv-writer';
import type { CsvRow } from '../../../src/domain/csv/csv-header';
import { csvExportFileName } from '../../../src/domain/csv/csv-file-name';
import { EXPORT_SETTINGS_GID, exportFormatFrom, fileNamePatternFrom } from '../../../src/domain/csv/export-format';
import type { ExportFormat } from '../../../src/domain/csv/export-format';
import type { ExportTableAnswer } from '../../../src/domain/csv/export-table';
import type { BatchResponseItem, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { fileNamePatternKeys } from '../../../src/domain/nodes/file-name-pattern';
import { AccessFlag, Right } from '../../../src/domain/rights';
import type { NodeRow } from '../../db/schema';
import { hasRight } from '../../services/user-rights';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireAccess } from '../batch-context';
import { loadProperties } from '../node-store';
import { computedValuesOf, mayReadProperty, visibleProperties, visibleTree } from '../node-view';
import { immediateValue, isComputed, storedValue } from '../property-reader';
import { serializeView } from './node-transfer';

/** The most rows one export writes: bounds the memory and time of one request (docs/api.md). */
export const MAX_EXPORT_TABLE_ROWS = 10_000;
export const MSG_EXPORT_TABLE_TOO_LARGE = /*i18n*/ 'A table export holds at most 10,000 rows.';

/** The settings live on the local server whichever host the table is on. */
async function exportSettings(ctx: BatchContext): Promise<{ format: ExportFormat; pattern: string | null }> {
  const rows = await loadProperties(ctx.db, '', [EXPORT_SETTINGS_GID]);
  const values = Object.fromEntries(rows.map((r) => [r.prop_id, storedValue(r)]));
  const result = exportFormatFrom(values);
  if (!result.ok) throw new ItemFailure(BatchResult.invalidArgument, result.error);
  return { format: result.format, pattern: fileNamePatternFrom(values) };
}

async function tableRows(ctx: BatchContext, node: NodeRow): Promise<CsvRow[]> {
  const view = serializeView(ctx);
  const children = (await visibleTree(ctx, node, 1, view)).childsOf(node.g_id);
  if (children.length > MAX_EXPORT_TABLE_ROWS) throw new ItemFailure(BatchResult.invalidArgument, MSG_EXPORT_TABLE_TOO_LARGE);
  const props = await loadProperties(ctx.db, ctx.host, children.map((c) => c.g_id));
  const computed = await computedValuesOf(ctx, props);
  return children.map((child) => {
    const ac = acOf(ctx, child);
    const row: Record<string, PropertyValue> = { Name: child.name };
    for (const p of visibleProperties(child, ac, props, view)) {
      row[p.name] = mayReadProperty(p, ac) ? (isComputed(p) ? (computed.get(p) ?? null) : immediateValue(ctx, p)) : null;
    }
    return row;
  });
}

export async function exportTableCall(ctx: BatchContext, node: NodeRow): Promise<BatchResponseItem> {
  if (!hasRight(ctx.rights, Right.exportData)) throw new ItemFailure(BatchResult.accessDenied, MSG_ACCESS_DENIED);
  requireAccess(acOf(ctx, node), AccessFlag.read);
  const rows = await tableRows(ctx, node);
  const { format, pattern } = await exportSettings(ctx);
  const bytes = csvBytes(rows, format);
  // Named as the page names its own export of the table: the pattern with the keys GetFileNamePatternKeys answers.
  const keys = fileNamePatternKeys({ nodeName: node.name, nodeId: node.node_id, userName: ctx.user.username, now: new Date() });
  const answer: ExportTableAnswer = { fileName: csvExportFileName(pattern, keys, node.name), rows: rows.length, contentBase64: Buffer.from(bytes).toString('base64') };
  return { result: BatchResult.ok, gId: node.g_id, returnValue: answer };
}
