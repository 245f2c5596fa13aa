// Issue 10's CSV benchmark: 200,000 rows × 8 mixed columns written by our writer (src/domain/csv,
// UTF-8 without BOM, tab, CRLF, double quote) and by papaparse.unparse with the same settings plus
// TextEncoder, in the same process, alternating A-B-B-A; every round's bytes are compared. Then each
// writer runs once in a worker_thread of its own for its heap (csv-memory-worker.ts). Prints one JSON
// line (CsvFigure); bench/run.ts runs it in its own process (node --expose-gc) and puts it in the table.
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { csvChunks } from '../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../src/domain/csv/export-format';
import type { CsvFigure } from '../csv-export-figure';
import { CSV_BENCH_COLUMNS, csvBenchRows } from './csv-rows';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_CSV_ROUNDS ?? 3);
const FORMAT = { ...DEFAULT_EXPORT_FORMAT, encoding: 'utf-8' as const, bom: false };

function log(message: string): void {
  process.stderr.write(`[bench csv] ${message}\n`);
}

function ours(rows: readonly Record<string, unknown>[]): { ms: number; chunks: Uint8Array[] } {
  const started = performance.now();
  const chunks: Uint8Array[] = [];
  for (const chunk of csvChunks(rows, FORMAT)) chunks.push(chunk.bytes);
  return { ms: performance.now() - started, chunks };
}

function papa(rows: readonly Record<string, unknown>[]): { ms: number; textMs: number; bytes: Uint8Array } {
  const started = performance.now();
  const text = Papa.unparse(rows as Record<string, unknown>[], { delimiter: '\t', newline: '\r\n', quoteChar: '"' });
  const textMs = performance.now() - started;
  const bytes = new TextEncoder().encode(text);
  return { ms: performance.now() - started, textMs, bytes };
}

function sameBytes(chunks: readonly Uint8Array[], bytes: Uint8Array): boolean {
  let at = 0;
  for (const chunk of chunks) {
    if (!Buffer.from(chunk).equals(Buffer.from(bytes.buffer, bytes.byteOffset + at, chunk.length))) return false;
    at += chunk.length;
  }
  return at === bytes.length;
}

function inWorker(writer: 'ours' | 'papa'): Promise<{ rowsHeapMB: number; peakHeapMB: number }> {
  return new Promise((resolve, reject) => {
    // tsx's loader does not reach worker threads by itself on Node 20: the thread registers it first.
    const script = new URL('./csv-memory-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: { rows: ROWS, writer } });
    worker.on('message', (message: { done?: boolean; rowsHeapMB: number; peakHeapMB: number }) => {
      if (message.done) resolve(message);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => code !== 0 && reject(new Error(`memory worker exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const rows = csvBenchRows(ROWS);
  const oursRuns: number[] = [];
  const papaRuns: number[] = [];
  const papaTextRuns: number[] = [];
  let equal = true;
  let size = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // A-B-B-A: neither side always runs on a warmer heap.
    const first = round % 2 === 1 ? 'ours' : 'papa';
    for (const side of first === 'ours' ? (['ours', 'papa'] as const) : (['papa', 'ours'] as const)) {
      if (side === 'ours') oursRuns.push(ours(rows).ms);
      else {
        const p = papa(rows);
        papaRuns.push(p.ms);
        papaTextRuns.push(p.textMs);
      }
    }
    const check = ours(rows);
    const peer = papa(rows);
    equal &&= sameBytes(check.chunks, peer.bytes);
    size = peer.bytes.length;
    log(`round ${round}: ours ${oursRuns.at(-1)?.toFixed(0)} ms, papaparse ${papaRuns.at(-1)?.toFixed(0)} ms, same bytes ${equal}`);
  }
  const mine = await inWorker('ours');
  const theirs = await inWorker('papa');
  const figure: CsvFigure = {
    rows: ROWS,
    columns: CSV_BENCH_COLUMNS,
    bytes: size,
    oursMs: Math.min(...oursRuns),
    papaMs: Math.min(...papaRuns),
    papaTextMs: Math.min(...papaTextRuns),
    rounds: ROUNDS,
    sameBytes: equal,
    workerRowsHeapMB: mine.rowsHeapMB,
    workerPeakHeapMB: mine.peakHeapMB,
    papaWorkerPeakHeapMB: theirs.peakHeapMB,
  };
  console.log(JSON.stringify(figure));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
