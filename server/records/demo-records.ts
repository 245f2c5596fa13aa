// Demo records for a new database (README promises them): customers, features, licences, one package
// of each kind, and a project with an experiment, split between the seeded teams Lab A and Lab B.
// Runs once: a settings row claimed in the same transaction makes later starts change nothing.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PackageCategory, PackageKind } from '../../src/domain/records/record-enums';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { runOncePerDatabase } from '../db/run-once';
import type { Database } from '../db/schema';
import { CONTENT_SCHEMAS } from './record-content';
import type { RecordContent } from './record-content';
import { insertRecord } from './record-store';

export const SETTING_RECORDS_SEEDED_AT = 'recordsSeededAt';

type Ids = { teams: Map<string, number>; admin: number | null };

const KIND_CATEGORY: Record<number, number> = {
  [PackageKind.app]: PackageCategory.system,
  [PackageKind.book]: PackageCategory.book,
  [PackageKind.oem]: PackageCategory.oem,
  [PackageKind.driver]: PackageCategory.driver,
  [PackageKind.hierarchy]: PackageCategory.system,
  [PackageKind.content]: PackageCategory.system,
  [PackageKind.doc]: PackageCategory.book,
};

export async function seedDemoRecords(db: Kysely<Database>): Promise<boolean> {
  return runOncePerDatabase(db, SETTING_RECORDS_SEEDED_AT, async (trx) => {
    const teams = new Map((await trx.selectFrom('teams').select(['id', 'name']).execute()).map((t) => [t.name, t.id]));
    const admin = (await trx.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst())?.id ?? null;
    const ids: Ids = { teams, admin };

    async function add(entity: RecordEntity, raw: Record<string, unknown>, team: string, extra: { projectId?: number; expId?: number } = {}): Promise<number> {
      const content = CONTENT_SCHEMAS[entity].parse(raw) as RecordContent;
      const row = await insertRecord(trx, { entity, content, ownerId: ids.admin, teamId: ids.teams.get(team) ?? null, projectId: extra.projectId ?? null, expId: extra.expId ?? null, userId: ids.admin });
      return row.id;
    }

    const acme = await add('customer', { name: 'Acme Biologics', description: 'mRNA vaccine manufacturer', address: 'Industrial Road 5\n1000 Ljubljana', contactPhone: '+386 1 555 0100' }, 'Lab A');
    const nordic = await add('customer', { name: 'Nordic Gene Labs', description: 'AAV process development', address: 'Fjord Street 12\n0150 Oslo', contactPhone: '+47 22 55 01 00' }, 'Lab B');
    await add('customer', { name: 'Helix Therapeutics', description: 'Plasmid DNA supplier', address: '', contactPhone: '+44 20-7946 0000' }, 'Lab A');
    await add('contact', { name: 'Ana Novak', description: 'Lab manager', customerId: acme, email: 'ana.novak@example.com', phone: '+386 41 555 010' }, 'Lab A');

    const ivt = await add('feature', { name: 'IVT monitoring', description: 'mRNA in-vitro transcription monitoring', featureUID: 'mRNA.IVT' }, 'Lab A');
    const qc = await add('feature', { name: 'Product QC', description: 'Final product quality control', featureUID: 'mRNA.QC' }, 'Lab A');
    const aav = await add('feature', { name: 'AAV recovery', description: 'Total recovery of AAV capsids', featureUID: 'AAV.Recovery' }, 'Lab B');

    await add('license', { name: 'Acme production licence', description: 'Two production lines', customerId: acme, featureIds: [ivt, qc], hwKey: 'ACME-0001', expires: '2030-12-31' }, 'Lab A');
    await add('license', { name: 'Nordic development licence', description: 'Process development', customerId: nordic, featureIds: [aav], hwKey: 'NGL-0001', expires: '2029-06-30' }, 'Lab B');

    for (const kind of Object.values(PackageKind)) {
      const name = `Demo ${['', 'app', 'book', 'OEM', 'driver', 'hierarchy', 'component', 'document'][kind]} package`;
      const text = `${name}\n`;
      const file = { path: 'readme.txt', size: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
      const id = await add('package', { name, description: 'Demo data', version: '1.0.0', kind, category: KIND_CATEGORY[kind], type: 0, distrChannel: 250, culture: 'en', files: [file] }, kind % 2 ? 'Lab A' : 'Lab B');
      await trx.insertInto('package_files').values({ record_id: id, path: file.path, size: file.size, sha256: file.sha256, content: Buffer.from(text).toString('base64') }).execute();
    }

    const project = await add('project', { name: 'Vaccine scale-up', description: 'Scale-up of the IVT process' }, 'Lab A');
    // The run is an analysis (docs/decisions.md "Analyses and their samples") with its first two samples.
    const addedAt = new Date().toISOString();
    const samples = ['S-2026-0001', 'S-2026-0002'].map((sampleId) => ({ sampleId, addedAt, addedBy: 'Administrator' }));
    await add('experiment', { name: 'Run 1: 5 L bioreactor', description: 'First scale-up run', samples }, 'Lab A', { projectId: project });
  });
}
