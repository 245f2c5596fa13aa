// The record side of the dashboard: the widgets read the record mirror; this fetches the kinds they
// need into it when online (the server answers at most 1000 of a kind, enough for a summary).
import { ApiError } from '../api-error';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { fetchAllOfKind } from '../records/record-repository';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';

/** Mirrored records of the given kinds, with the newest fetch time among them (null when none). */
export async function mirroredRecordsOf(entities: readonly RecordEntity[], database: ConsoleDatabase = db): Promise<{ records: RecordAnswer[]; fetchedAt: number | null }> {
  const rows = await database.records.where('entity').anyOf([...entities]).toArray();
  let fetchedAt: number | null = null;
  for (const row of rows) if (fetchedAt === null || row.fetchedAt > fetchedAt) fetchedAt = row.fetchedAt;
  return { records: rows.map((r) => r.data), fetchedAt };
}

export type KindsRefresh = { failed: RecordEntity[]; offline: boolean };

/** Fetches every listed kind; says which failed and whether a failure was the network's. */
export async function refreshRecordKinds(entities: readonly RecordEntity[], database: ConsoleDatabase = db): Promise<KindsRefresh> {
  const results = await Promise.allSettled(entities.map((e) => fetchAllOfKind(e, database)));
  const failed = entities.filter((_, i) => results[i]?.status === 'rejected');
  const offline = results.some((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.network);
  return { failed, offline };
}
