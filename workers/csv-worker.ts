// The module worker that writes one CSV export off the main thread (issue 10): the page hands it the
// rows in slices and then the format, and gets the encoded chunks back one at a time with their
// progress. Each chunk's buffer is transferred, not copied; the page's answer to a chunk says whether
// to go on (Cancel). The page ends the worker after the export.
import { expose, transfer } from 'comlink';
import type { CsvRow } from '../src/domain/csv/csv-header';
import type { CsvWorkerApi } from '../src/data/csv/csv-worker-api';
import { writeCsv } from '../src/data/csv/csv-write-run';

const rows: CsvRow[] = [];

const api: CsvWorkerApi = {
  addRows: (slice) => {
    for (const row of slice) rows.push(row);
  },
  write: (format, target, sink) => writeCsv(rows, format, target, (chunk) => sink(transfer(chunk, [chunk.bytes.buffer]))),
};

expose(api);
