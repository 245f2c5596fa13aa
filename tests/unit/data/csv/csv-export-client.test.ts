import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvBytes } from '../../../../src/domain/csv/csv-writer';
import { DEFAULT_EXPORT_FORMAT } from '../../../../src/domain/csv/export-format';
import { CSV_ROW_SLICE, setCsvWorkerFactory, startCsvExport } from '../../../../src/data/csv/csv-export-client';
import type { CsvProgress } from '../../../../src/data/csv/csv-export-client';
import type { CsvWorkerApi } from '../../../../src/data/csv/csv-worker-api';
import { writeCsv } from '../../../../src/data/csv/csv-write-run';

/** Byte equality without an element-by-element diff of a megabyte. */
const sameBytes = async (blob: Blob | null, bytes: Uint8Array) => Buffer.from(await blob!.arrayBuffer()).equals(Buffer.from(bytes));

const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `name "${i}"`, note: i % 7 === 0 ? 'two\r\nlines' : 'plain' }));

let slices: number[] = [];

/** The worker's side over a MessageChannel: the same Comlink calls as workers/csv-worker.ts, in this thread. */
function channelWorker(): Worker {
  const { port1, port2 } = new MessageChannel();
  const received: Record<string, unknown>[] = [];
  const api: CsvWorkerApi = {
    addRows: (slice) => {
      slices.push(slice.length);
      received.push(...slice);
    },
    write: (f, t, sink) => writeCsv(received, f, t, sink),
  };
  expose(api, port2);
  return Object.assign(port1, { terminate: () => port1.close() }) as unknown as Worker;
}

afterEach(() => setCsvWorkerFactory(null));

describe('startCsvExport', () => {
  it('collects the chunks into a Blob holding exactly the writer’s bytes, in this thread without a worker', async () => {
    setCsvWorkerFactory(null);
    const progress: CsvProgress[] = [];
    const blob = await startCsvExport(rows, DEFAULT_EXPORT_FORMAT, 'file', (p) => progress.push(p)).result;
    expect(await sameBytes(blob, csvBytes(rows, DEFAULT_EXPORT_FORMAT))).toBe(true);
    expect(blob!.type).toBe('text/csv');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ rowsDone: rows.length, rowsTotal: rows.length });
  });

  it('gets the same bytes through the Comlink worker calls, the rows sent in slices', async () => {
    slices = [];
    setCsvWorkerFactory(channelWorker);
    const blob = await startCsvExport(rows, DEFAULT_EXPORT_FORMAT, 'clipboard', () => {}).result;
    expect(blob!.type).toBe('text/plain;charset=utf-8');
    expect(await sameBytes(blob, csvBytes(rows, DEFAULT_EXPORT_FORMAT, 'clipboard'))).toBe(true);
    expect(slices).toEqual(Array.from({ length: Math.ceil(rows.length / CSV_ROW_SLICE) }, (_, i) => Math.min(CSV_ROW_SLICE, rows.length - i * CSV_ROW_SLICE)));
  });

  it('stops the worker on cancel and answers null', async () => {
    setCsvWorkerFactory(channelWorker);
    let chunks = 0;
    const job = startCsvExport(rows, DEFAULT_EXPORT_FORMAT, 'file', () => {
      chunks++;
      if (chunks === 1) job.cancel();
    });
    expect(await job.result).toBeNull();
    expect(chunks).toBe(1);
  });

  it('falls back to this thread when the worker cannot start', async () => {
    setCsvWorkerFactory(() => {
      throw new Error('no Worker');
    });
    const blob = await startCsvExport(rows.slice(0, 3), DEFAULT_EXPORT_FORMAT, 'file', () => {}).result;
    expect(await sameBytes(blob, csvBytes(rows.slice(0, 3), DEFAULT_EXPORT_FORMAT))).toBe(true);
  });
});

describe('startCsvExport cancel', () => {
  it('settles at once and ends the worker even when the worker never answers', async () => {
    const { port1 } = new MessageChannel();
    const terminate = vi.fn(() => port1.close());
    setCsvWorkerFactory(() => Object.assign(port1, { terminate }) as unknown as Worker);
    const job = startCsvExport(rows, DEFAULT_EXPORT_FORMAT, 'file', () => {});
    job.cancel();
    expect(await job.result).toBeNull();
    expect(terminate).toHaveBeenCalledOnce();
  });
});
