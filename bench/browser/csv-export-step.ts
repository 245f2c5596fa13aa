// Issue 10's "the main thread never blocks for more than 50 ms": a 200,000-row export in the default
// download format (UTF-16LE with BOM) through the page's CSV client and the real module worker, with the
// longest main-thread task while it runs. The Blob's size is checked against the writer's byte count.
import { startCsvExport } from '../../src/data/csv/csv-export-client';
import { csvChunks } from '../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../src/domain/csv/export-format';
import { csvBenchRows } from '../csv-export/csv-rows';
import type { CsvBrowserFigure } from './bench-api';
import { timedWithLongTasks } from './long-tasks';

export async function csvExportFigure(count: number): Promise<CsvBrowserFigure> {
  const rows = csvBenchRows(count);
  let progressCalls = 0;
  const { value: blob, ms, tasks } = await timedWithLongTasks(() => startCsvExport(rows, DEFAULT_EXPORT_FORMAT, 'file', () => progressCalls++).result);
  let expected = 0;
  for (const chunk of csvChunks(rows, DEFAULT_EXPORT_FORMAT)) expected += chunk.bytes.length;
  const head = new Uint8Array(await (blob ?? new Blob()).slice(0, 2).arrayBuffer());
  return { rows: count, bytes: blob?.size ?? 0, ms, longestTaskMs: tasks.longestMs, longTasks: tasks.count, progressCalls, correct: blob?.size === expected && head[0] === 0xff && head[1] === 0xfe };
}
