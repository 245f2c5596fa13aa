// Rules on content that need the database: referenced customers and features exist and are readable,
// feature UIDs are unique and fixed after create.
import type { Kysely } from 'kysely';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { Database } from '../db/schema';
import { httpError } from '../services/http-error';
import { MSG_FEATURE_UID_FIXED, MSG_FEATURE_UID_TAKEN } from './record-messages';
import { checkReference } from './record-security';
import type { Viewer } from './record-viewer';

export async function checkContent(
  db: Kysely<Database>,
  viewer: Viewer,
  entity: RecordEntity,
  content: Record<string, unknown>,
  previous: { id: number; content: Record<string, unknown> } | null,
): Promise<void> {
  if ((entity === 'license' || entity === 'contact') && content.customerId !== previous?.content.customerId) {
    await checkReference(db, viewer, 'customer', content.customerId as number, 'customerId');
  }
  if (entity === 'license') {
    const before = new Set((previous?.content.featureIds as number[] | undefined) ?? []);
    for (const featureId of content.featureIds as number[]) {
      if (!before.has(featureId)) await checkReference(db, viewer, 'feature', featureId, 'featureIds');
    }
  }
  if (entity === 'feature') {
    if (previous && previous.content.featureUID !== content.featureUID) throw httpError(400, MSG_FEATURE_UID_FIXED, { field: 'featureUID' });
  }
}

/**
 * A new feature's UID must be free among all features, readable or not (licence files carry UIDs).
 * createRecord asks last, after every other check: a refusal for any other reason then answers the
 * same whatever the UID, so a taken UID can not be probed without creating a feature on every miss.
 */
export async function checkFeatureUidFree(db: Kysely<Database>, uid: string): Promise<void> {
  // Few features exist, and the UID lives in the content JSON: compare in code, case-insensitively.
  const rows = await db.selectFrom('records').select('data').where('entity', '=', 'feature').execute();
  const wanted = uid.toLowerCase();
  for (const row of rows) {
    const existing = (JSON.parse(row.data) as { featureUID?: unknown }).featureUID;
    if (typeof existing === 'string' && existing.toLowerCase() === wanted) throw httpError(409, MSG_FEATURE_UID_TAKEN, { field: 'featureUID' });
  }
}
