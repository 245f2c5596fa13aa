import { describe, expect, it } from 'vitest';
import { csvBytes } from '../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../src/domain/csv/export-format';
import type { ExportTableAnswer } from '../../src/domain/csv/export-table';
import type { BatchRequestItem, NodeDto } from '../../src/domain/nodes/node-protocol';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { Right } from '../../src/domain/rights';
import { MAX_EXPORT_TABLE_ROWS, MSG_EXPORT_TABLE_TOO_LARGE } from '../../server/nodes/actions/node-export-table';
import { createUserWithRights } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();
const TAGS = '0.Settings.gsDBTags';
const exportTable = (gId: string): BatchRequestItem => ({ action: BatchAction.call, gId, methodName: 'ExportTable' });

/** The rows the page would export for the same table: each child's name and its properties by name. */
async function browsedRows(user: NodeUser, gId: string): Promise<Record<string, unknown>[]> {
  const answer = await user.one({ action: BatchAction.browse, gId, filter: { depth: 1 } });
  return (answer.node as NodeDto).childs!.map((child) => Object.fromEntries([['Name', child.name], ...child.properties!.map((p) => [p.name, p.value])]));
}

async function setExport(format: Record<string, string | boolean>) {
  const values = Object.entries(format).map(([id, value]) => ({ id, value }));
  const res = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Export', values });
  expect(res.result).toBe(BatchResult.ok);
}

/** A user whose only rights are signing in and exporting (no access.settings). */
function exporterOnly(): Promise<NodeUser> {
  return createUserWithRights(env.server, { username: 'exporter', displayName: 'Exa', password: 'export-secret-1', role: 'Exporters', rights: [Right.authenticated, Right.exportData] });
}

/** The seeded Export settings, and another format to write in. */
const SEEDED_FORMAT = { Encoding: 'utf-16le', Bom: true, ColumnDelimiter: '\t', LineDelimiter: '\r\n', SeparatorLine: false };
const OTHER_FORMAT = { Encoding: 'utf-8', Bom: false, ColumnDelimiter: ';', LineDelimiter: '\n', SeparatorLine: true };

describe('ExportTable', () => {
  it('downloads a node’s child table as the CSV writer’s bytes: UTF-16LE with BOM, tab, CRLF, named by the seeded pattern', async () => {
    const res = await env.engineer.post([exportTable(TAGS)], 'download=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv');
    // {NodeName}_{Date}, the seeded file-name pattern of 0.Settings.Export.
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Database tags_\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Database%20tags_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = res.bytes!;
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    const lines = text.split('\r\n');
    expect(lines[0]!.split('\t')[0]).toBe('Name');
    expect(lines.slice(1).map((l) => l.split('\t')[0])).toEqual(['Urgent', 'Validated', 'Archived']);
    expect(Buffer.from(bytes).equals(Buffer.from(csvBytes(await browsedRows(env.engineer, TAGS), DEFAULT_EXPORT_FORMAT)))).toBe(true);
  });

  it('answers the same bytes base64 in a JSON batch', async () => {
    const answer = await env.engineer.one(exportTable(TAGS));
    expect(answer.result).toBe(BatchResult.ok);
    const table = answer.returnValue as ExportTableAnswer;
    expect(table).toMatchObject({ fileName: expect.stringMatching(/^Database tags_\d{4}-\d{2}-\d{2}\.csv$/), rows: 3 });
    const download = await env.engineer.post([exportTable(TAGS)], 'download=true');
    expect(Buffer.from(table.contentBase64, 'base64').equals(Buffer.from(download.bytes!))).toBe(true);
  });

  it('names the download by the file-name pattern as the page does, and after the node without one', async () => {
    await setExport({ FileNamePattern: 'Tags by {UserName}' });
    try {
      expect(((await env.engineer.one(exportTable(TAGS))).returnValue as ExportTableAnswer).fileName).toBe('Tags by engineer.csv');
      await setExport({ FileNamePattern: '' });
      expect(((await env.engineer.one(exportTable(TAGS))).returnValue as ExportTableAnswer).fileName).toBe('Database tags.csv');
    } finally {
      await setExport({ FileNamePattern: '{NodeName}_{Date}' });
    }
  });

  it('writes in the format of 0.Settings.Export', async () => {
    await setExport(OTHER_FORMAT);
    try {
      const res = await env.engineer.post([exportTable(TAGS)], 'download=true');
      const text = new TextDecoder().decode(res.bytes!);
      expect(text.startsWith('sep=;\nName;')).toBe(true);
      expect(text).toContain('\nUrgent;');
      expect(text).not.toContain('\r');
    } finally {
      await setExport(SEEDED_FORMAT);
    }
  });

  it('refuses a user without the export permission: 403 for the download, access denied in a batch', async () => {
    const res = await env.operator.post([exportTable(TAGS)], 'download=true');
    expect(res.status).toBe(403);
    expect(res.text).toContain('Access denied.');
    expect(await env.operator.one(exportTable(TAGS))).toMatchObject({ result: BatchResult.accessDenied });
  });

  it('lets an exporter without access.settings read the export format, and no other setting', async () => {
    const exporter = await exporterOnly();
    expect((await exporter.one({ action: BatchAction.browse, gId: '0.Settings.Export' })).result).toBe(BatchResult.ok);
    expect((await exporter.one({ action: BatchAction.browse, gId: '0.Settings.Locale' })).result).not.toBe(BatchResult.ok);
    expect((await env.operator.one({ action: BatchAction.browse, gId: '0.Settings.Export' })).result).not.toBe(BatchResult.ok);
  });

  it('answers 404 for a missing node', async () => {
    expect((await env.engineer.post([exportTable('0.Settings.Gone')], 'download=true')).status).toBe(404);
  });

  it(`refuses a table of more than ${MAX_EXPORT_TABLE_ROWS} rows`, async () => {
    const db = env.server.database.db;
    const rows = Array.from({ length: MAX_EXPORT_TABLE_ROWS + 1 }, (_, i) => ({
      host: '',
      g_id: `${TAGS}.Bulk${i}`,
      parent_g_id: TAGS,
      node_id: `Bulk${i}`,
      name: `Bulk ${i}`,
      type: 'Tag',
      sort_order: 100 + i,
      visible: 1,
      active: 1 as const,
      web_editor: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('nodes').values(rows.slice(i, i + 500)).execute();
    try {
      const res = await env.engineer.post([exportTable(TAGS)], 'download=true');
      expect(res.status).toBe(400);
      expect(res.text).toContain(MSG_EXPORT_TABLE_TOO_LARGE);
    } finally {
      await db.deleteFrom('nodes').where('g_id', 'like', `${TAGS}.Bulk%`).execute();
    }
  });
});
