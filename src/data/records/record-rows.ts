// Writing server answers into the record mirror, apart from the reads and fetches of
// record-repository.ts: the outbox sender (also in the service worker) needs these without the API client.
import { mirrorRecordOf, recordKey } from '../../domain/records/record-mirror';
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { withQuotaRecovery } from '../mirror-quota';

/** The rows of server answers, inside a caller's transaction. */
export async function writeRecords(records: readonly RecordAnswer[], database: ConsoleDatabase, now: number): Promise<void> {
  if (records.length > 0) await database.records.bulkPut(records.map((r) => mirrorRecordOf(r, now)));
}

/** Mirrors server answers; a full disk prunes the oldest mirrored data first (mirror-quota.ts). */
export async function putRecords(records: readonly RecordAnswer[], database: ConsoleDatabase = db, now = Date.now()): Promise<void> {
  await withQuotaRecovery(database, () => writeRecords(records, database, now));
}

export async function removeRecords(entity: RecordEntity, ids: readonly number[], database: ConsoleDatabase = db): Promise<void> {
  await database.records.bulkDelete(ids.map((id) => recordKey(entity, id)));
}
