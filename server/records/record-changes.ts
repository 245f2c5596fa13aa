// What every record write records besides itself, in its own transaction: the change log row the pull
// reads, and the licence nodes under 0.Settings.Licenses that show the changed records (nodes/licence-nodes.ts).
import type { Kysely } from 'kysely';
import type { RecordSecurity } from '../../src/domain/records/record-access';
import type { Database, RecordRow } from '../db/schema';
import { appendLicenceSightChanges, licencesTouchedBy, syncLicenceNodes } from '../nodes/licence-nodes';
import { appendRecordChanges } from '../sync/change-log';

export async function noteRecordChanges(db: Kysely<Database>, rows: readonly Pick<RecordRow, 'id' | 'entity'>[], before?: ReadonlyMap<number, RecordSecurity>): Promise<void> {
  await appendRecordChanges(db, rows, before);
  await syncLicenceNodes(db, await licencesTouchedBy(db, rows));
  if (before) await appendLicenceSightChanges(db, rows, before);
}
