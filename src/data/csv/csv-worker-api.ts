// The call the CSV worker answers through Comlink; the worker implements it, the client calls it.
import type { CsvRow } from '../../domain/csv/csv-header';
import type { CsvChunk, CsvTarget } from '../../domain/csv/csv-writer';
import type { ExportFormat } from '../../domain/csv/export-format';

/** Takes one chunk; answers false to stop the export (Cancel). Awaited per chunk, so it also paces the worker. */
export type CsvChunkSink = (chunk: CsvChunk) => boolean | Promise<boolean>;

export type CsvWriteOutcome = 'done' | 'cancelled';

export type CsvWorkerApi = {
  write: (rows: CsvRow[], format: ExportFormat, target: CsvTarget, sink: CsvChunkSink) => Promise<CsvWriteOutcome>;
};
