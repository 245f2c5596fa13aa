// The licences root's children (console.md §2: /license/{id} "shows the license node under the licenses
// settings root"): one read-only node per licence record, 0.Settings.Licenses.L{id}, whose properties copy
// the record's current revision. They are written in the transaction of every record change that touches
// them (records/record-changes.ts), so the change feed and every node action see them like any other node;
// who may see one is decided per batch from the licence records the caller may read (licence-sight.ts).
import { licenceNodeGId, licenceNodeId } from '../../src/domain/nodes/licence-node-ids';
import type { PropertyValue } from '../../src/domain/nodes/node-protocol';
import { RecordStatus } from '../../src/domain/records/record-enums';
import { runOncePerDatabase } from '../db/run-once';
import type { RecordRow } from '../db/schema';
import { parseContent } from '../records/record-reader';
import { licencesGranting } from '../records/record-references';
import { appendNodeChanges } from '../sync/change-log';
import { GID_LICENSES } from './node-access';
import { createNodeFromType } from './node-factory';
import type { Db } from './node-store';
import { deleteSubtree, findNode, setPropertyValue } from './node-store';

export const LICENSE_NODE_TYPE = 'License';
export const SETTING_LICENCE_NODES_AT = 'licenceNodesSyncedAt';

/** A name per record id, for the customer and feature names a licence node shows. */
async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('records').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The property values of a licence's node, from its record's current revision. */
async function nodeValues(db: Db, row: RecordRow): Promise<Record<string, PropertyValue>> {
  const content = parseContent(row.data);
  const featureIds = Array.isArray(content.featureIds) ? content.featureIds.filter((f): f is number => typeof f === 'number') : [];
  const customerId = typeof content.customerId === 'number' ? content.customerId : null;
  const names = await namesOf(db, customerId === null ? featureIds : [customerId, ...featureIds]);
  return {
    Description: typeof content.description === 'string' ? content.description : '',
    Customer: customerId === null ? '' : (names.get(customerId) ?? ''),
    HardwareKey: typeof content.hwKey === 'string' ? content.hwKey : '',
    Expires: typeof content.expires === 'string' ? content.expires : null,
    Features: featureIds.map((f) => names.get(f) ?? `#${f}`),
    Revision: row.rec_rev,
    Closed: row.rec_state === RecordStatus.closed,
    RecordId: row.id,
  };
}

/** Brings the node of each licence record in line with the record: made, updated or removed. */
export async function syncLicenceNodes(db: Db, recordIds: readonly number[]): Promise<void> {
  const ids = [...new Set(recordIds)];
  if (ids.length === 0) return;
  const rows = new Map((await db.selectFrom('records').selectAll().where('id', 'in', ids).where('entity', '=', 'license').execute()).map((r) => [r.id, r]));
  const changed: string[] = [];
  for (const id of ids) {
    const gId = licenceNodeGId(id);
    const row = rows.get(id);
    const existing = await findNode(db, '', gId, 'withDeleted');
    if (!row || row.deleted === 1) {
      // A deleted licence leaves the tree: its record keeps the recycle bin, the node has nothing to restore.
      if (existing) {
        await deleteSubtree(db, '', gId);
        changed.push(gId, GID_LICENSES);
      }
      continue;
    }
    if (!existing) {
      await createNodeFromType(db, '', GID_LICENSES, licenceNodeId(id), row.name, LICENSE_NODE_TYPE, id);
      changed.push(GID_LICENSES);
    } else if (existing.name !== row.name) {
      await db.updateTable('nodes').set({ name: row.name }).where('host', '=', '').where('g_id', '=', gId).execute();
    }
    for (const [propId, value] of Object.entries(await nodeValues(db, row))) await setPropertyValue(db, '', gId, propId, value);
    changed.push(gId);
  }
  await appendNodeChanges(db, '', changed);
}

/**
 * The licences whose nodes a record change touches: changed licences, and the licences of changed
 * customers and features (their names are shown). Other kinds touch none.
 */
export async function licencesTouchedBy(db: Db, rows: readonly Pick<RecordRow, 'id' | 'entity'>[]): Promise<number[]> {
  const ofKind = (entity: string) => rows.filter((r) => r.entity === entity).map((r) => r.id);
  const ids = ofKind('license');
  const customers = ofKind('customer');
  if (customers.length > 0) ids.push(...(await db.selectFrom('records').select('id').where('entity', '=', 'license').where('customer_id', 'in', customers).execute()).map((r) => r.id));
  const features = ofKind('feature');
  if (features.length > 0) ids.push(...(await licencesGranting(db, features)));
  return ids;
}

/** Makes the nodes of every licence once per database (new or older than licence nodes); true when it did. */
export async function seedLicenceNodes(db: Db): Promise<boolean> {
  return runOncePerDatabase(db, SETTING_LICENCE_NODES_AT, async (trx) => {
    const ids = (await trx.selectFrom('records').select('id').where('entity', '=', 'license').where('deleted', '=', 0).execute()).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) await syncLicenceNodes(trx, ids.slice(i, i + 500));
  });
}
