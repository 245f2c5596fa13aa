// Issue 10's CSV benchmark as bench/run.ts uses it: the figure bench/csv-export/csv-bench.ts prints
// (one JSON line), how to run it in its own process, and its row of the table.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { CsvBrowserFigure } from './browser/bench-api';

export type CsvFigure = {
  rows: number;
  columns: number;
  bytes: number;
  /** Our writer (csvChunks, UTF-8 without BOM) to all its byte chunks, best of the rounds. */
  oursMs: number;
  /** papaparse.unparse plus TextEncoder.encode of its text: the same bytes, best of the rounds. */
  papaMs: number;
  /** papaparse.unparse alone (its text, not yet bytes), best of the rounds. */
  papaTextMs: number;
  rounds: number;
  /** Every round's bytes were equal between the two. */
  sameBytes: boolean;
  /** Heap of the worker_thread running our writer: rows alone, and the highest sampled per chunk. */
  workerRowsHeapMB: number;
  workerPeakHeapMB: number;
  /** The same for papaparse: its text and bytes held at the end of the call (a lower bound of its peak). */
  papaWorkerPeakHeapMB: number;
};

export const GOAL_CSV_RATIO = 2;

/** Runs bench/csv-export/csv-bench.ts in its own Node process (GC exposed for the heap figures); its JSON line. */
export function csvFigure(timeoutMs: number): Promise<CsvFigure> {
  const script = join(import.meta.dirname, 'csv-export', 'csv-bench.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--expose-gc', '--import', 'tsx', script], { timeout: timeoutMs, maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as CsvFigure);
    });
  });
}

/** The benchmark's row of the bench/run.ts table: throughput ratio against papaparse, same bytes checked. */
export function csvRow(f: CsvFigure): string[] {
  const mbps = (ms: number) => `${(f.bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
  const ratio = f.papaMs / f.oursMs;
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  return [
    `7. CSV export: ${f.rows.toLocaleString('en-US')} rows × ${f.columns} mixed columns (quotes, commas, tabs, line breaks, numbers, booleans, dates) to UTF-8 bytes, tab, CRLF, double quote, no BOM (src/domain/csv writer, chunked), best of ${f.rounds} in one Node process; bytes equal to papaparse's every round: ${f.sameBytes ? 'ok' : '**FAILED**'}; heap of the writer's worker_thread: rows ${mb(f.workerRowsHeapMB)}, peak ${mb(f.workerPeakHeapMB)} (papaparse's: ${mb(f.papaWorkerPeakHeapMB)})`,
    `${Math.round(f.oursMs)} ms (${mbps(f.oursMs)})`,
    `papaparse.unparse + TextEncoder, same settings: ${Math.round(f.papaMs)} ms (${mbps(f.papaMs)}; unparse alone ${Math.round(f.papaTextMs)} ms)`,
    `${ratio.toFixed(2)} × papaparse`,
    `≥ ${GOAL_CSV_RATIO} × papaparse, same bytes`,
    f.sameBytes && ratio >= GOAL_CSV_RATIO ? 'yes' : '**no**',
  ];
}

export const CSV_BROWSER_ROWS = 200_000;
export const GOAL_CSV_TASK_MS = 50;

/** Row 7b: the same table exported in the browser through the worker client, the page's longest task. */
export function csvBrowserRow(f: CsvBrowserFigure): string[] {
  const task = f.longTasks === 0 ? 'none ≥ 50 ms' : `${Math.round(f.longestTaskMs)} ms (${f.longTasks} long task${f.longTasks === 1 ? '' : 's'})`;
  return [
    `7b. The same ${f.rows.toLocaleString('en-US')} rows exported in Chromium through the page's CSV client and module worker (default download format UTF-16LE with BOM, rows sent in slices, ${f.progressCalls} progress reports, Blob of ${(f.bytes / 1024 / 1024).toFixed(1)} MB, size and BOM checked: ${f.correct ? 'ok' : '**FAILED**'}): longest main-thread task`,
    task,
    `whole export ${Math.round(f.ms).toLocaleString('en-US')} ms`,
    '—',
    `no task > ${GOAL_CSV_TASK_MS} ms`,
    f.correct && f.longestTaskMs <= GOAL_CSV_TASK_MS ? 'yes' : '**no**',
  ];
}
