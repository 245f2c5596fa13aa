// One export written chunk by chunk into a sink: what the CSV worker runs, and what the page runs
// itself where no worker starts (unit tests in Node, old browsers).
import type { CsvRow } from '../../domain/csv/csv-header';
import { csvChunks } from '../../domain/csv/csv-writer';
import type { CsvTarget } from '../../domain/csv/csv-writer';
import type { ExportFormat } from '../../domain/csv/export-format';
import type { CsvChunkSink, CsvWriteOutcome } from './csv-worker-api';

export async function writeCsv(rows: readonly CsvRow[], format: ExportFormat, target: CsvTarget, sink: CsvChunkSink): Promise<CsvWriteOutcome> {
  for (const chunk of csvChunks(rows, format, target)) {
    if (!(await sink(chunk))) return 'cancelled';
  }
  return 'done';
}
