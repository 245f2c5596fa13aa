// Records that point at records being deleted permanently: licences and contacts at their customer,
// licences at their features, records at their project and experiment (docs/decisions.md 'References
// across teams'). A reference the caller can not see is never broken and never described.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import type { Database } from '../db/schema';
import { httpError } from '../services/http-error';
import { MSG_REFERENCED, MSG_REFERENCED_HIDDEN } from './record-messages';
import { parseContent } from './record-reader';
import type { Viewer } from './record-viewer';
import { visibleTo } from './record-visibility';

/** Licences granting one of the features: featureIds lives in the content JSON, so LIKE narrows and the JSON decides. */
export async function licencesGranting(db: Kysely<Database>, featureIds: number[]): Promise<number[]> {
  const candidates = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('entity', '=', 'license')
    .where((eb) => eb.or(featureIds.map((id) => eb('data', 'like', `%${id}%`))))
    .execute();
  const wanted = new Set(featureIds);
  return candidates.filter((row) => {
    const granted = parseContent(row.data).featureIds;
    return Array.isArray(granted) && granted.some((id) => wanted.has(id as number));
  }).map((row) => row.id);
}

/**
 * Refuses a permanent delete that would leave records pointing at nothing: with 409 while any record
 * references one of `ids` (ignoreReferences lifts that for references the caller can read), and always
 * while a record the caller can not read does, with an answer that names none of them nor their count.
 */
export async function checkReferences(db: Kysely<Database>, viewer: Viewer, entity: RecordEntity, ids: number[], ignoreReferences: boolean): Promise<void> {
  const granting = entity === 'feature' ? await licencesGranting(db, ids) : [];
  const referencing = (eb: ExpressionBuilder<Database, 'records'>) => {
    const options = [eb('customer_id', 'in', ids), eb('project_id', 'in', ids), eb('exp_id', 'in', ids)];
    if (granting.length > 0) options.push(eb('id', 'in', granting));
    return eb.and([eb.or(options), eb('id', 'not in', ids)]);
  };
  if (!viewer.isAdmin) {
    const hidden = await db
      .selectFrom('records')
      .select('id')
      .where(referencing)
      // coalesce: with no owner or team the rule is NULL, not false, and NOT NULL would hide the record.
      .where((eb) => eb.not(eb.fn.coalesce(visibleTo(eb, viewer), eb.lit(false))))
      .limit(1)
      .executeTakeFirst();
    if (hidden) throw httpError(409, MSG_REFERENCED_HIDDEN);
  }
  if (ignoreReferences) return;
  const any = await db.selectFrom('records').select('id').where(referencing).limit(1).executeTakeFirst();
  if (any) throw httpError(409, MSG_REFERENCED);
}
