// The live chart samples: read with hread (node-model.md §3 action 4) and kept in the liveSeries table,
// so a chart draws from IndexedDB like every screen and keeps its last minutes offline. One read asks
// only for the samples since the newest one held, so the one-second reads also fill a gap left by a
// dropped network.
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { runBatch } from '../nodes/batch-client';
import { BatchAction, BatchResult } from '../../domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../domain/nodes/node-protocol';
import { mirrorPropertyKey } from '../../domain/nodes/mirror-records';
import { EMPTY_SERIES, mergeSamples, samplesOfHistory, samplesToRequest } from '../../domain/charts/series-buffer';
import type { LiveSeriesRow } from '../../domain/charts/live-series-row';

export type SeriesRef = { host: string; gId: string; propId: string };

export function seriesKey(ref: SeriesRef): string {
  return mirrorPropertyKey(ref.host, ref.gId, ref.propId);
}

export async function readSeriesRows(refs: readonly SeriesRef[], database: ConsoleDatabase = db): Promise<(LiveSeriesRow | undefined)[]> {
  return database.liveSeries.bulkGet(refs.map(seriesKey));
}

/**
 * One hread batch for the given values of one host, merged into their rows in one transaction.
 * Rejects with the ApiError of a failed request (offline); a value the server refuses keeps its row.
 */
export async function syncSeries(host: string, refs: readonly SeriesRef[], options: { signal?: AbortSignal; now?: number } = {}, database: ConsoleDatabase = db): Promise<void> {
  if (refs.length === 0) return;
  const now = options.now ?? Date.now();
  const rows = await readSeriesRows(refs, database);
  const items: BatchRequestItem[] = refs.map((ref, i) => ({
    action: BatchAction.hread,
    gId: ref.gId,
    propIds: [ref.propId],
    range: { from: 0, count: samplesToRequest(rows[i]?.t[rows[i].t.length - 1], now) },
  }));
  // hread answers are samples, not property values: the node mirror is not touched.
  const answer = await runBatch(host, items, { signal: options.signal, applyToMirror: false });
  const fetchedAt = Date.now();
  await database.transaction('rw', database.liveSeries, async () => {
    const current = await database.liveSeries.bulkGet(refs.map(seriesKey));
    const puts: LiveSeriesRow[] = [];
    refs.forEach((ref, i) => {
      const response = answer.responses[i];
      if (!response || response.result !== BatchResult.ok) return;
      const row = current[i];
      const merged = mergeSamples(row ?? EMPTY_SERIES, samplesOfHistory(response.returnValue, ref.propId));
      puts.push({ key: seriesKey(ref), t: merged.t, v: merged.v, fetchedAt });
    });
    if (puts.length > 0) await database.liveSeries.bulkPut(puts);
  });
}
