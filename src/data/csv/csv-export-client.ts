// The page's way to the CSV worker: starts an export, collects the chunks into a Blob (parts, never
// one joined string), reports progress and stops on cancel. Where module workers are missing or the
// worker fails to start, the same writer runs in this thread, yielding between chunks.
import { proxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { CsvRow } from '../../domain/csv/csv-header';
import type { CsvChunk, CsvTarget } from '../../domain/csv/csv-writer';
import type { ExportFormat } from '../../domain/csv/export-format';
import type { CsvChunkSink, CsvWorkerApi, CsvWriteOutcome } from './csv-worker-api';
import { writeCsv } from './csv-write-run';

export type CsvProgress = { rowsDone: number; rowsTotal: number };

export type CsvExportJob = {
  /** The export as a Blob (text/csv for a file, UTF-8 text/plain for the clipboard); null once cancelled. */
  result: Promise<Blob | null>;
  cancel: () => void;
};

export type CsvWorkerFactory = () => Worker;

/** Rows per message to the worker: cloning this many takes a few milliseconds. */
export const CSV_ROW_SLICE = 2000;

let factory: CsvWorkerFactory | null = defaultFactory;

/** Tests swap the worker (null: write in this thread). */
export function setCsvWorkerFactory(next: CsvWorkerFactory | null): void {
  factory = next;
}

export function startCsvExport(rows: readonly CsvRow[], format: ExportFormat, target: CsvTarget, onProgress: (progress: CsvProgress) => void): CsvExportJob {
  let cancelled = false;
  let stop: (outcome: CsvWriteOutcome) => void = () => {};
  // Cancel settles the export at once, even while the worker is inside a chunk; the worker is then ended.
  const stopped = new Promise<CsvWriteOutcome>((resolve) => (stop = resolve));
  const parts = new BlobParts();
  const sink: CsvChunkSink = (chunk: CsvChunk) => {
    if (cancelled) return false;
    parts.add(chunk.bytes as Uint8Array<ArrayBuffer>);
    onProgress({ rowsDone: chunk.rowsDone, rowsTotal: chunk.rowsTotal });
    return true;
  };
  const type = target === 'file' ? 'text/csv' : 'text/plain;charset=utf-8';
  const result = run(rows, format, target, sink, stopped).then((outcome) => (outcome === 'cancelled' || cancelled ? null : parts.blob(type)));
  return {
    result,
    cancel: () => {
      cancelled = true;
      parts.clear();
      stop('cancelled');
    },
  };
}

/**
 * The chunks as a Blob built along the way: every few MiB of chunks become a Blob of their own, and
 * the export's Blob is made of those. One Blob of all the bytes at the end copies them in one task
 * (about 50 ms for 40 MB in Chromium); a Blob of Blobs does not copy.
 */
class BlobParts {
  static readonly FOLD_BYTES = 4 * 1024 * 1024;
  private blobs: Blob[] = [];
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;

  add(bytes: Uint8Array<ArrayBuffer>): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= BlobParts.FOLD_BYTES) this.fold();
  }

  blob(type: string): Blob {
    this.fold();
    return new Blob(this.blobs, { type });
  }

  clear(): void {
    this.blobs = [];
    this.pending = [];
    this.pendingBytes = 0;
  }

  private fold(): void {
    if (this.pending.length === 0) return;
    this.blobs.push(new Blob(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** One worker per export: it ends with the export, so a cancelled one stops at once and frees its memory. */
async function run(rows: readonly CsvRow[], format: ExportFormat, target: CsvTarget, sink: CsvChunkSink, stopped: Promise<CsvWriteOutcome>): Promise<CsvWriteOutcome> {
  const worker = startWorker();
  if (worker === null) return Promise.race([writeCsv(rows, format, target, yieldingSink(sink)), stopped]);
  try {
    const remote: Remote<CsvWorkerApi> = wrap<CsvWorkerApi>(worker.worker);
    const sent = (async () => {
      // Slices, each awaited: no structured clone of a large table blocks the page in one task.
      for (let at = 0; at < rows.length; at += CSV_ROW_SLICE) await remote.addRows(rows.slice(at, at + CSV_ROW_SLICE));
      return remote.write(format, target, proxy(sink));
    })();
    return await Promise.race([sent, worker.failed, stopped]);
  } catch (error) {
    if (!(error instanceof CsvWorkerStartError)) throw error;
    return Promise.race([writeCsv(rows, format, target, yieldingSink(sink)), stopped]);
  } finally {
    worker.worker.terminate();
  }
}

class CsvWorkerStartError extends Error {}

function startWorker(): { worker: Worker; failed: Promise<never> } | null {
  if (factory === null) return null;
  let worker: Worker;
  try {
    worker = factory();
  } catch {
    return null;
  }
  // A worker that cannot load its module reports only an error event; the export then runs here.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      reject(new CsvWorkerStartError('csv worker failed'));
    });
  });
  failed.catch(() => {});
  return { worker, failed };
}

/** In this thread, a pause after each chunk lets the page paint the progress and take a Cancel click. */
function yieldingSink(sink: CsvChunkSink): CsvChunkSink {
  return async (chunk) => {
    const more = await sink(chunk);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return more;
  };
}

function defaultFactory(): Worker {
  if (typeof Worker === 'undefined') throw new Error('no Worker');
  return new Worker(new URL('../../../workers/csv-worker.ts', import.meta.url), { type: 'module', name: 'csv' });
}
