// The licences root's children (console.md §2: /license/{id} "shows the license node under the licenses
// settings root"): one read-only node per licence record, 0.Settings.Licenses.L{id}, whose properties copy
// the record's current revision. They are written in the transaction of every record change that touches
// them (records/record-changes.ts), so the change feed and every node action see them like any other node;
// who may see one is decided per batch from the licence records the caller may read (licence-sight.ts).
import { licenceNodeGId, licenceNodeId } from '../../src/domain/nodes/licence-node-ids';
import type { PropertyValue } from '../../src/domain/nodes/node-protocol';
import type { RecordSecurity } from '../../src/domain/records/record-access';
import { RecordStatus } from '../../src/domain/records/record-enums';
import { runOncePerDatabase } from '../db/run-once';
import type { RecordRow } from '../db/schema';
import { parseContent } from '../records/record-reader';
import { licencesGranting } from '../records/record-references';
import { appendChanges, appendNodeChanges } from '../sync/change-log';
import { GID_LICENSES } from './node-access';
import { createNodeFromType } from './node-factory';
import type { Db } from './node-store';
import { deleteSubtree, findNodes, loadProperties, setPropertyValue } from './node-store';

export const LICENSE_NODE_TYPE = 'License';
const SETTING_LICENCE_NODES_AT = 'licenceNodesSyncedAt';

/** The licence id's record rows, one query per 500 ids (both databases limit a statement's parameters). */
async function licenceRows(db: Db, ids: readonly number[]): Promise<Map<number, RecordRow>> {
  const rows = new Map<number, RecordRow>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const row of await db.selectFrom('records').selectAll().where('id', 'in', ids.slice(i, i + 500)).where('entity', '=', 'license').execute()) rows.set(row.id, row);
  }
  return rows;
}

/** A name per record id, for the customer and feature names the licence nodes show: one query per 500 ids. */
async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<number, string>();
  for (let i = 0; i < unique.length; i += 500) {
    for (const r of await db.selectFrom('records').select(['id', 'name']).where('id', 'in', unique.slice(i, i + 500)).execute()) names.set(r.id, r.name);
  }
  return names;
}

type LicenceContent = Record<string, unknown> & { customerId: number | null; featureIds: number[] };

function licenceContent(row: RecordRow): LicenceContent {
  const content = parseContent(row.data);
  const featureIds = Array.isArray(content.featureIds) ? content.featureIds.filter((f): f is number => typeof f === 'number') : [];
  return { ...content, customerId: typeof content.customerId === 'number' ? content.customerId : null, featureIds };
}

/** The property values of a licence's node, from its record's current revision. */
function nodeValues(row: RecordRow, content: LicenceContent, names: ReadonlyMap<number, string>): Record<string, PropertyValue> {
  const { customerId, featureIds } = content;
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

/**
 * Brings the node of each licence record in line with the record: made, updated or removed. Only what
 * differs is written, and only a node that was written goes to the change log: a customer or feature
 * change re-syncs every licence that names it, most of them unchanged.
 */
export async function syncLicenceNodes(db: Db, recordIds: readonly number[]): Promise<void> {
  const ids = [...new Set(recordIds)];
  if (ids.length === 0) return;
  const rows = await licenceRows(db, ids);
  const gIds = ids.map(licenceNodeGId);
  // With the recycle bin's: a licence node is never soft-deleted on its own, but an older database may hold one.
  const nodes = await findNodes(db, '', gIds, 'withDeleted');
  const stored = new Map<string, string | null>();
  for (const p of await loadProperties(db, '', gIds)) stored.set(`${p.node_g_id}\n${p.prop_id}`, p.value);
  const contents = new Map([...rows.values()].filter((r) => r.deleted === 0).map((r) => [r.id, licenceContent(r)]));
  const names = await namesOf(db, [...contents.values()].flatMap((c) => (c.customerId === null ? c.featureIds : [c.customerId, ...c.featureIds])));
  const changed: string[] = [];
  for (const id of ids) {
    const gId = licenceNodeGId(id);
    const row = rows.get(id);
    const content = contents.get(id);
    const existing = nodes.get(gId);
    if (!row || !content) {
      // A deleted licence leaves the tree: its record keeps the recycle bin, the node has nothing to restore.
      // The node's own removal is logged by appendLicenceSightChanges with the record's security before,
      // so only its former readers learn of it (logged here, everyone who browses the licences would).
      if (existing) {
        await deleteSubtree(db, '', gId);
        changed.push(GID_LICENSES);
      }
      continue;
    }
    let written = false;
    if (!existing) {
      await createNodeFromType(db, '', GID_LICENSES, licenceNodeId(id), row.name, LICENSE_NODE_TYPE, id);
      changed.push(GID_LICENSES);
      written = true;
    } else if (existing.name !== row.name) {
      await db.updateTable('nodes').set({ name: row.name }).where('host', '=', '').where('g_id', '=', gId).execute();
      written = true;
    }
    for (const [propId, value] of Object.entries(nodeValues(row, content, names))) {
      // A new node's properties hold its type's defaults, not yet read here: each is written.
      if (existing && stored.get(`${gId}\n${propId}`) === JSON.stringify(value)) continue;
      await setPropertyValue(db, '', gId, propId, value);
      written = true;
    }
    if (written) changed.push(gId);
  }
  await appendNodeChanges(db, '', changed);
}

/**
 * A change of a licence's security (owner, team, shares, permanent delete) takes its node out of some
 * users' sight and into others' without changing a value: the node gets a change row carrying the
 * record's security before the change, so the feed tells its former readers it left their view.
 */
export async function appendLicenceSightChanges(db: Db, rows: readonly Pick<RecordRow, 'id' | 'entity'>[], before: ReadonlyMap<number, RecordSecurity>): Promise<void> {
  const entries = rows.flatMap((r) => {
    const scope = r.entity === 'license' ? before.get(r.id) : undefined;
    return scope ? [{ kind: 'node' as const, host: '', ref: licenceNodeGId(r.id), scope }] : [];
  });
  await appendChanges(db, entries);
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
