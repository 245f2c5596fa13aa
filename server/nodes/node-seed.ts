// The trees every server starts with (docs/nodes.md): the local root with settings, tag
// definitions, the licences root and the controller list, and the simulated controller host
// LAB-CTRL-1 with its instruments. Runs once per database: a settings row claimed in the same
// transaction makes later starts, or a second instance starting at once, change nothing.
import type { Kysely } from 'kysely';
import { ROOT_GID } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { runOncePerDatabase } from '../db/run-once';
import type { Database } from '../db/schema';
import { GID_CONTROLLERS, GID_SETTINGS, GID_SYSTEM, GID_TAGS } from './node-access';
import { createNodeFromType } from './node-factory';
import { MALS_ANGLES } from './node-types-choices';
import { MALS_STANDARDS } from './node-types-tables';
import type { Db } from './node-store';
import { insertNode, setPropertyValue } from './node-store';

export const SETTING_NODES_SEEDED_AT = 'nodesSeededAt';
export const DEMO_CONTROLLER_HOST = 'LAB-CTRL-1';
/** The demo controller's MALS detector table that seeding fills with calibration standards. */
export const DEMO_MALS_STANDARDS_GID = '0.MALS.Standards';

const SEED_TAGS = [
  { id: 'Urgent', value: 'urgent', color: '#d13438' },
  { id: 'Validated', value: 'validated', color: '#107c10' },
  { id: 'Archived', value: 'archived', color: '#605e5c' },
];

const SEED_VIALS = ['BSA standard', 'mAb lot 42', 'Blank', 'AAV8 sample'];

async function insertRoot(db: Db, host: string, name: string, type: string): Promise<void> {
  await insertNode(db, { host, g_id: ROOT_GID, parent_g_id: null, node_id: ROOT_GID, name, type, sort_order: 0, visible: 1, active: 1, web_editor: null });
}

async function seedLocalTree(db: Db): Promise<void> {
  await insertRoot(db, '', 'Server', 'Root');
  await createNodeFromType(db, '', ROOT_GID, 'Settings', 'Settings', 'Folder', 0);
  await createNodeFromType(db, '', GID_SETTINGS, 'System', 'System', 'Folder', 0);
  await createNodeFromType(db, '', GID_SYSTEM, 'Info', 'About', 'SystemInfo', 0);
  await createNodeFromType(db, '', GID_SETTINGS, 'Locale', 'Locale', 'LocaleSettings', 1);
  await createNodeFromType(db, '', GID_SETTINGS, 'Export', 'Export', 'ExportSettings', 2);
  await createNodeFromType(db, '', GID_SETTINGS, 'Storage', 'Storage', 'StorageSettings', 3);
  await db.updateTable('nodes').set({ visible: VisibilityLevel.advanced }).where('host', '=', '').where('g_id', '=', `${GID_SETTINGS}.Storage`).execute();
  await createNodeFromType(db, '', GID_SETTINGS, 'Licenses', 'Licenses', 'LicensesRoot', 4);
  await createNodeFromType(db, '', GID_SETTINGS, 'gsDBTags', 'Database tags', 'TagsRoot', 5);
  await createNodeFromType(db, '', GID_SETTINGS, 'ExperimentSchema', 'Experiment schema', 'RecordSchema', 6);
  for (const [i, tag] of SEED_TAGS.entries()) {
    const row = await createNodeFromType(db, '', GID_TAGS, tag.id, tag.id, 'Tag', i);
    await setPropertyValue(db, '', row.g_id, 'Value', tag.value);
    await setPropertyValue(db, '', row.g_id, 'Color', tag.color);
  }
  await createNodeFromType(db, '', GID_SETTINGS, 'WebApp', 'Web app', 'WebAppSettings', 6);
  await createNodeFromType(db, '', ROOT_GID, 'Controllers', 'Controllers', 'Folder', 1);
  const host = await createNodeFromType(db, '', GID_CONTROLLERS, DEMO_CONTROLLER_HOST, DEMO_CONTROLLER_HOST, 'ControllerHost', 0);
  await setPropertyValue(db, '', host.g_id, 'Host', DEMO_CONTROLLER_HOST);
  await setPropertyValue(db, '', host.g_id, 'Description', 'Simulated laboratory controller');
}

async function seedControllerTree(db: Db, host: string): Promise<void> {
  await insertRoot(db, host, host, 'ControllerRoot');
  const instruments: [string, string, string][] = [
    ['Pump', 'Pump', 'Pump'],
    ['Autosampler', 'Autosampler', 'Autosampler'],
    ['MWD', 'MWD detector', 'MwdDetector'],
    ['MALS', 'MALS detector', 'MalsDetector'],
    ['PhMeter', 'pH meter', 'PhMeter'],
  ];
  for (const [i, [id, name, type]] of instruments.entries()) await createNodeFromType(db, host, ROOT_GID, id, name, type, i);
  for (const [i, sample] of SEED_VIALS.entries()) {
    const row = await createNodeFromType(db, host, '0.Autosampler.Vials', `Vial${i + 1}`, `Vial ${i + 1}`, 'Vial', i);
    await setPropertyValue(db, host, row.g_id, 'SampleName', sample);
    await setPropertyValue(db, host, row.g_id, 'Volume', 1500);
  }
  await seedChoiceNodes(db, host);
}

/**
 * The choice editors' demo content (node-types-choices.ts) under the nodes the instruments' types make:
 * 254 and 280 nm ticked in the MWD's channels, the MALS detector's angles and its calibration standards
 * (node-types-tables.ts).
 */
async function seedChoiceNodes(db: Db, host: string): Promise<void> {
  for (const [i, nm] of ['254', '280'].entries()) {
    const row = await createNodeFromType(db, host, '0.MWD.Channels', `${nm}nm`, `${nm} nm`, 'WavelengthChannel', i);
    await setPropertyValue(db, host, row.g_id, 'Source', nm);
  }
  for (const [i, a] of MALS_ANGLES.entries()) {
    const row = await createNodeFromType(db, host, '0.MALS.Angles', `A${a.deg}`, `${a.deg}°`, a.reference ? 'MalsReferenceAngle' : 'MalsAngle', i);
    await setPropertyValue(db, host, row.g_id, 'SValue', a.selected);
    await setPropertyValue(db, host, row.g_id, 'Category', a.category);
    await setPropertyValue(db, host, row.g_id, 'Description', a.description);
  }
  await seedMalsStandards(db, host, DEMO_MALS_STANDARDS_GID);
}

/** The demo rows of a MALS detector's calibration standards table (node-types-tables.ts); returns their gIds. */
export async function seedMalsStandards(db: Db, host: string, tableGId: string): Promise<string[]> {
  const gIds: string[] = [];
  for (const [i, standard] of MALS_STANDARDS.entries()) {
    const row = await createNodeFromType(db, host, tableGId, `Standard${i + 1}`, standard.name, 'MalsStandard', i);
    await setPropertyValue(db, host, row.g_id, 'SampleName', standard.name);
    await setPropertyValue(db, host, row.g_id, 'Temperature', standard.kelvin);
    gIds.push(row.g_id);
  }
  return gIds;
}

/** Creates the node trees unless this database has them; true when it did. */
export async function seedNodes(db: Kysely<Database>): Promise<boolean> {
  return runOncePerDatabase(db, SETTING_NODES_SEEDED_AT, async (trx) => {
    await seedLocalTree(trx);
    await seedControllerTree(trx, DEMO_CONTROLLER_HOST);
  });
}
