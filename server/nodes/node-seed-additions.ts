// Demo data and defaults added to the node types after databases were already seeded: seeding runs once
// per database (node-seed.ts), so a database made before them lacks them. This step brings such a
// database up to date once (its own settings row), adding only what is missing and keeping every value a
// user set. On a database seeded after them it finds everything in place and changes nothing.
import { EXPORT_SETTINGS_GID } from '../../src/domain/csv/export-format';
import { runOncePerDatabase } from '../db/run-once';
import { appendNodeChanges } from '../sync/change-log';
import { createNodeFromType } from './node-factory';
import { DEMO_CONTROLLER_HOST, DEMO_MALS_STANDARDS_GID, seedMalsStandards } from './node-seed';
import type { Db } from './node-store';
import { insertProperties, loadChildren, loadProperties, propertyRowFromTemplate, setPropertyValue } from './node-store';
import { nodeTypeOf } from './type-registry';

export const SETTING_NODE_ADDITIONS_AT = 'nodeAdditionsV1At';

const MALS_TYPE = 'MalsDetector';
const STANDARDS_ID = 'Standards';
const FILE_NAME_PATTERN = 'FileNamePattern';
/** The demo pattern before {NodeName}_{Date}: its keys were never known to the server, so nobody chose it for what it made. */
const OLD_DEFAULT_FILE_NAME_PATTERN = '{node}_{date}';

/** Runs the additions unless this database has had them; true when it ran. */
export async function addLaterNodeSeeds(db: Db): Promise<boolean> {
  return runOncePerDatabase(db, SETTING_NODE_ADDITIONS_AT, async (trx) => {
    await addMalsStandardTables(trx);
    await addFileNamePatternDefault(trx);
  });
}

/**
 * Every live MALS detector without its 'Calibration standards' table gets it (a fixed child of its type);
 * the demo controller's also gets the demo standards, as a new database has them.
 */
async function addMalsStandardTables(db: Db): Promise<void> {
  const template = nodeTypeOf(MALS_TYPE).children?.find((c) => c.id === STANDARDS_ID);
  if (!template) return;
  const order = nodeTypeOf(MALS_TYPE).children?.indexOf(template) ?? 0;
  const detectors = await db.selectFrom('nodes').select(['host', 'g_id']).where('type', '=', MALS_TYPE).where('deleted_at', 'is', null).execute();
  for (const { host, g_id: gId } of detectors) {
    const childs = await loadChildren(db, host, gId, 'withDeleted');
    if (childs.some((c) => c.node_id === STANDARDS_ID)) continue;
    const table = await createNodeFromType(db, host, gId, STANDARDS_ID, template.name, template.type, template.order ?? order);
    const rows = host === DEMO_CONTROLLER_HOST && table.g_id === DEMO_MALS_STANDARDS_GID ? await seedMalsStandards(db, host, table.g_id) : [];
    await appendNodeChanges(db, host, [gId, table.g_id, ...rows]);
  }
}

/**
 * The export settings' file-name pattern: added with its default where the property is missing, and
 * the old demo pattern replaced; any other value is the user's and stays.
 */
async function addFileNamePatternDefault(db: Db): Promise<void> {
  const type = nodeTypeOf('ExportSettings');
  const index = type.properties.findIndex((p) => p.id === FILE_NAME_PATTERN);
  const template = type.properties[index];
  if (!template) return;
  const exportNode = await db.selectFrom('nodes').select('g_id').where('host', '=', '').where('g_id', '=', EXPORT_SETTINGS_GID).executeTakeFirst();
  if (!exportNode) return;
  const stored = (await loadProperties(db, '', [EXPORT_SETTINGS_GID])).find((p) => p.prop_id === FILE_NAME_PATTERN);
  if (!stored) await insertProperties(db, [propertyRowFromTemplate('', EXPORT_SETTINGS_GID, template, index)]);
  else if (stored.value === null || stored.value === JSON.stringify(OLD_DEFAULT_FILE_NAME_PATTERN)) await setPropertyValue(db, '', EXPORT_SETTINGS_GID, FILE_NAME_PATTERN, template.value);
  else return;
  await appendNodeChanges(db, '', [EXPORT_SETTINGS_GID]);
}
