// A database seeded before the MALS detector's calibration standards and the export file-name pattern
// existed (seeding runs once per database) gets them at its next start, once, and keeps a user's pattern.
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SETTINGS_GID } from '../../src/domain/csv/export-format';
import { seedDatabase } from '../../server/db/seed';
import { SETTING_NODE_ADDITIONS_AT } from '../../server/nodes/node-seed-additions';
import { DEMO_CONTROLLER_HOST, DEMO_MALS_STANDARDS_GID } from '../../server/nodes/node-seed';
import { deleteSubtree, setPropertyValue } from '../../server/nodes/node-store';
import { MALS_STANDARDS } from '../../server/nodes/node-types-tables';
import { useMigratedDatabase } from './support/test-database';

const env = useMigratedDatabase();
const start = () => seedDatabase(env.database.db, { adminPassword: 'seed-additions-test' });

/** Forgets that the additions ran, as on a database older than them. */
async function forgetAdditions(): Promise<void> {
  await env.database.db.deleteFrom('settings').where('key', '=', SETTING_NODE_ADDITIONS_AT).execute();
}

async function standardNames(): Promise<string[]> {
  const rows = await env.database.db.selectFrom('nodes').select(['name', 'g_id']).where('host', '=', DEMO_CONTROLLER_HOST).where('parent_g_id', '=', DEMO_MALS_STANDARDS_GID).orderBy('sort_order').execute();
  return rows.map((r) => r.name);
}

async function fileNamePatterns(): Promise<(string | null)[]> {
  const rows = await env.database.db.selectFrom('node_properties').select('value').where('host', '=', '').where('node_g_id', '=', EXPORT_SETTINGS_GID).where('prop_id', '=', 'FileNamePattern').execute();
  return rows.map((r) => (r.value === null ? null : (JSON.parse(r.value) as string)));
}

async function counts(): Promise<[number, number]> {
  const nodes = await env.database.db.selectFrom('nodes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const props = await env.database.db.selectFrom('node_properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return [Number(nodes.n), Number(props.n)];
}

beforeAll(async () => {
  await start();
});

describe('node seed additions at start-up', () => {
  it('gives an older database the calibration standards and the file-name pattern, and adds nothing twice', async () => {
    const fresh = await counts();
    // The old state: no standards table under the MALS detector, no pattern on the export settings.
    await deleteSubtree(env.database.db, DEMO_CONTROLLER_HOST, DEMO_MALS_STANDARDS_GID);
    await env.database.db.deleteFrom('node_properties').where('host', '=', '').where('node_g_id', '=', EXPORT_SETTINGS_GID).where('prop_id', '=', 'FileNamePattern').execute();
    await forgetAdditions();
    expect(await standardNames()).toEqual([]);

    await start();
    const table = await env.database.db.selectFrom('nodes').select(['name', 'type']).where('host', '=', DEMO_CONTROLLER_HOST).where('g_id', '=', DEMO_MALS_STANDARDS_GID).executeTakeFirst();
    expect(table).toEqual({ name: 'Calibration standards', type: 'MalsStandardTable' });
    expect(await standardNames()).toEqual(MALS_STANDARDS.map((s) => s.name));
    expect(await fileNamePatterns()).toEqual(['{NodeName}_{Date}']);
    expect(await counts()).toEqual(fresh);

    await start();
    await forgetAdditions();
    await start();
    expect(await counts()).toEqual(fresh);
    expect(await standardNames()).toEqual(MALS_STANDARDS.map((s) => s.name));
    expect(await fileNamePatterns()).toEqual(['{NodeName}_{Date}']);
  });

  it("keeps a file-name pattern the user set, and replaces the old demo pattern nobody chose", async () => {
    await setPropertyValue(env.database.db, '', EXPORT_SETTINGS_GID, 'FileNamePattern', 'Run_{Date}');
    await forgetAdditions();
    await start();
    expect(await fileNamePatterns()).toEqual(['Run_{Date}']);

    await setPropertyValue(env.database.db, '', EXPORT_SETTINGS_GID, 'FileNamePattern', '{node}_{date}');
    await forgetAdditions();
    await start();
    expect(await fileNamePatterns()).toEqual(['{NodeName}_{Date}']);
  });
});
