// What the bench page answers on window.__bench; bench/run.ts drives it through playwright-core.
// Types only, so the Node side can import them without DOM types.
import type { ChartFigure } from '../charts/chart-figure';

export type WriteFigure = {
  records: number;
  ms: number;
  /** Longest main-thread long task (ms) seen while it ran; 0 when none (no task reached 50 ms). */
  longestTaskMs: number;
  longTasks: number;
};

export type MirrorFigure = WriteFigure & { planMs: number };

/** ms: until the call answered (screens show the batch from then on); foldedMs: until the tables hold it. */
export type BatchFigure = WriteFigure & { actions: number; patches: number; foldedMs: number };

/** The rows the worker's batch changed, written again with plain IndexedDB, and its planning alone. */
export type BatchFloorFigure = WriteFigure & { planMs: number };

export type TreeFigure = {
  nodes: number;
  runs: number;
  indexMs: number;
  expandAllMs: number;
  expandAllRows: number;
  naiveExpandAllMs: number;
  query: string;
  searchMs: number;
  searchRows: number;
  searchMatches: number;
  naiveSearchMs: number;
  naiveSearchRows: number;
};

/** A queued property edit until a React component shows it (times in ms over `runs` edits), and the floor. */
export type EditFigure = { runs: number; p50Ms: number; p95Ms: number; floorP50Ms: number; floorP95Ms: number; longestTaskMs: number };

export type BenchApi = {
  /** Deletes every IndexedDB database of the origin. */
  reset: () => Promise<string[]>;
  /** Raw IndexedDB: the browse's mirror rows put in one transaction into an identical store. */
  rawPut: () => Promise<WriteFigure>;
  /** The browse response through applyBatchToMirror on the page thread (the worker's function). */
  mirrorInPage: () => Promise<MirrorFigure>;
  /** The same browse through the mirror worker client, into a freshly deleted database. */
  mirrorInWorker: () => Promise<WriteFigure>;
  /** Puts the property rows the batches update (untimed) and warms up worker and page paths. */
  prepareBatches: () => Promise<void>;
  /** The first half's 10,000-action batch through the mirror worker client. */
  batchInWorker: () => Promise<BatchFigure>;
  /** The second half's batch (same shape) through applyBatchToMirror on the page thread. */
  batchInPage: () => Promise<BatchFigure>;
  /** Raw floor of the worker's batch: the rows it changed put in one plain transaction; planning alone. */
  batchFloor: () => Promise<BatchFloorFigure>;
  /** Raw IndexedDB: the record mirror rows of 10,000 pulled changes put in one transaction into an identical store. */
  pullRaw: () => Promise<WriteFigure>;
  /** The puller's apply step (applyChanges: plan, record mirror and cursor in one transaction) for the same changes. */
  pullIntoMirror: () => Promise<WriteFigure>;
  /** Queued property edits (outbox enqueue) until a React component reading the mirror shows them, and the direct-put floor. */
  queuedEdit: (runs: number) => Promise<EditFigure>;
  /** Expand-all and a 2-character search to the flat row list, medians of several runs. */
  tree: (runs: number) => Promise<TreeFigure>;
  /** A CSV export of that many rows through the CSV worker client (issue 10). */
  csvExport: (rows: number) => Promise<CsvBrowserFigure>;
  /** A child table of that many rows: first render, sort, scroll, and a paste of `pasteRows` rows (issue 11). */
  childTable: (rows: number, pasteRows: number) => Promise<ChildTableFigure>;
  /** A live chart of 5 series: that many one-second samples appended and redrawn, and the raw floor (issue 12). */
  chart: (ticks: number) => Promise<ChartFigure>;
};

/** Times in ms; a paste is correct when it made one outbox entry holding one update item per row. */
export type ChildTableFigure = {
  rows: number;
  renderMs: number;
  renderLongestTaskMs: number;
  renderFloorMs: number;
  sortMs: number;
  sortFloorMs: number;
  sortCorrect: boolean;
  scrollMs: number;
  scrollLongestTaskMs: number;
  scrollLongTasks: number;
  pasteRows: number;
  pasteMs: number;
  pasteLongestTaskMs: number;
  pasteEntries: number;
  pasteItems: number;
  pasteCorrect: boolean;
};

export type CsvBrowserFigure = { rows: number; bytes: number; ms: number; longestTaskMs: number; longTasks: number; progressCalls: number; correct: boolean };

export type BenchWindow = { __bench: BenchApi; __benchReady?: boolean };
