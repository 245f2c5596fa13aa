// The call the CSV worker answers through Comlink; the worker implements it, the client calls it.
import type { CsvRow } from '../../domain/csv/csv-header';
import type { CsvChunk, CsvTarget } from '../../domain/csv/csv-writer';
import type { ExportFormat } from '../../domain/csv/export-format';

/** Takes one chunk; answers false to stop the export (Cancel). Awaited per chunk, so it also paces the worker. */
export type CsvChunkSink = (chunk: CsvChunk) => boolean | Promise<boolean>;

export type CsvWriteOutcome = 'done' | 'cancelled';

/** One worker per export: the rows arrive in slices (addRows), then write runs over all of them. */
export type CsvWorkerApi = {
  /** Each slice is cloned on the page's thread when posted: small slices keep every task short. */
  addRows: (rows: CsvRow[]) => void;
  write: (format: ExportFormat, target: CsvTarget, sink: CsvChunkSink) => Promise<CsvWriteOutcome>;
};
