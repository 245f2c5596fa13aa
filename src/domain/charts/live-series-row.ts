// The mirror row of one charted live value (src/data/db.ts version 9): its samples of the last minutes.
import type { SampleSeries } from './series-buffer';

export type LiveSeriesRow = SampleSeries & {
  /** `${host}|${gId}|${propId}` (mirrorPropertyKey). */
  key: string;
  /** Epoch ms of the last answer that reached this row. */
  fetchedAt: number;
};
