// Runs one writer in a worker_thread of its own, as the browser's CSV worker would, and reports the
// thread's heap: after building the rows (and a GC), and the highest seen while writing. Our writer's
// heap is sampled after every chunk; papaparse's text and bytes are measured once, after the call.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import { csvChunks } from '../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../src/domain/csv/export-format';
import { csvBenchRows } from './csv-rows';

const MB = 1024 * 1024;
const heap = () => getHeapStatistics().used_heap_size;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

const { rows: count, writer } = workerData as { rows: number; writer: 'ours' | 'papa' };
const rows = csvBenchRows(count);
collect();
const rowsHeap = heap();
let peak = rowsHeap;
let bytes = 0;
if (writer === 'ours') {
  // The chunks leave the thread as the real worker's do (posted, then dropped here).
  for (const chunk of csvChunks(rows, { ...DEFAULT_EXPORT_FORMAT, encoding: 'utf-8', bom: false })) {
    bytes += chunk.bytes.length;
    peak = Math.max(peak, heap());
    parentPort?.postMessage({ chunk: chunk.bytes.length });
  }
} else {
  const text = Papa.unparse(rows, { delimiter: '\t', newline: '\r\n', quoteChar: '"' });
  const encoded = new TextEncoder().encode(text);
  bytes = encoded.length;
  peak = Math.max(peak, heap() + encoded.byteLength);
}
parentPort?.postMessage({ done: true, rowsHeapMB: rowsHeap / MB, peakHeapMB: peak / MB, bytes });
