// The module worker that writes CSV exports off the main thread (issue 10): the page hands it the
// rows and the format, and gets the encoded chunks back one at a time with their progress. Each chunk's
// buffer is transferred, not copied; the page's answer to a chunk says whether to go on (Cancel).
import { expose, transfer } from 'comlink';
import type { CsvWorkerApi } from '../src/data/csv/csv-worker-api';
import { writeCsv } from '../src/data/csv/csv-write-run';

const api: CsvWorkerApi = {
  write: (rows, format, target, sink) => writeCsv(rows, format, target, (chunk) => sink(transfer(chunk, [chunk.bytes.buffer]))),
};

expose(api);
