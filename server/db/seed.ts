// First-start data: roles with their rights, two teams and three accounts (admin, operator,
// engineer). Runs once per database (db/run-once.ts): a second start, or a second instance starting at
// the same moment, changes nothing.
import type { Kysely } from 'kysely';
import { ALL_RIGHTS, EntityFlag, Right } from '../../src/domain/rights';
import type { RightName } from '../../src/domain/rights';
import { writeAudit } from '../services/audit-log';
import { generatePassword, hashPassword } from '../services/passwords';
import { runOncePerDatabase } from './run-once';
import type { Database } from './schema';
import { seedLicenceNodes } from '../nodes/licence-nodes';
import { addLaterNodeSeeds } from '../nodes/node-seed-additions';
import { seedNodes } from '../nodes/node-seed';
import { seedDemoRecords } from '../records/demo-records';

export const SETTING_SEEDED_AT = 'seededAt';

export type SeedOptions = { adminPassword?: string | undefined; demoPassword?: string | undefined };

export type SeedResult =
  | { seeded: false }
  | {
      seeded: true;
      adminPassword: string;
      /** True when adminPassword was generated here (and so must be shown once). */
      adminPasswordGenerated: boolean;
      demoPassword: string;
      demoPasswordSource: 'DEMO_PASSWORD' | 'ADMIN_PASSWORD' | 'generated';
    };

type RoleSeed = { name: string; rights: readonly RightName[]; createEntity: number; assignRights: number };

// Engineers may create customers and features (licences are generated, packages arrive by upload)
// and assign their ownership; operators create nothing.
export const SEED_ROLES: readonly RoleSeed[] = [
  { name: 'Administrators', rights: ALL_RIGHTS, createEntity: 15, assignRights: 15 },
  {
    name: 'Engineers',
    rights: [Right.authenticated, Right.accessSettings, Right.accessCustomers, Right.accessLicenses, Right.accessPackages, Right.accessFeatures, Right.exportData],
    createEntity: EntityFlag.customers | EntityFlag.features,
    assignRights: EntityFlag.customers | EntityFlag.features,
  },
  { name: 'Operators', rights: [Right.authenticated, Right.accessCustomers, Right.accessFeatures, Right.accessPackages], createEntity: 0, assignRights: 0 },
];

export const SEED_TEAMS = ['Lab A', 'Lab B'] as const;

type AccountSeed = { username: string; displayName: string; role: string; team: string | null; demo: boolean };

export const SEED_ACCOUNTS: readonly AccountSeed[] = [
  { username: 'admin', displayName: 'Administrator', role: 'Administrators', team: null, demo: false },
  { username: 'operator', displayName: 'Olivia Operator', role: 'Operators', team: 'Lab A', demo: true },
  { username: 'engineer', displayName: 'Erik Engineer', role: 'Engineers', team: 'Lab B', demo: true },
];

export async function seedDatabase(db: Kysely<Database>, opts: SeedOptions = {}): Promise<SeedResult> {
  const adminPassword = opts.adminPassword ?? generatePassword(16);
  const demoPassword = opts.demoPassword ?? adminPassword;
  // Hash before the transaction: argon2 is slow and must not hold a write lock.
  const adminHash = await hashPassword(adminPassword);
  const demoHash = demoPassword === adminPassword ? adminHash : await hashPassword(demoPassword);
  const now = new Date().toISOString();

  const seeded = await runOncePerDatabase(db, SETTING_SEEDED_AT, async (trx) => {
    const roleIds = new Map<string, number>();
    for (const role of SEED_ROLES) {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: role.name, create_entity: role.createEntity, assign_rights: role.assignRights })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(role.name, id);
      await trx.insertInto('role_rights').values(role.rights.map((right) => ({ role_id: id, right }))).execute();
    }
    const teamIds = new Map<string, number>();
    for (const name of SEED_TEAMS) {
      const { id } = await trx.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
      teamIds.set(name, id);
    }
    for (const account of SEED_ACCOUNTS) {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: account.username,
          display_name: account.displayName,
          password_hash: account.demo ? demoHash : adminHash,
          totp_secret: null,
          lang: 'en',
          disabled: 0,
          created_at: now,
          security_version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role_id: roleIds.get(account.role) as number }).execute();
      if (account.team) await trx.insertInto('user_teams').values({ user_id: id, team_id: teamIds.get(account.team) as number }).execute();
    }
    await writeAudit(trx, { source: 'System', category: 'seed', message: 'Database seeded with roles, teams and accounts' });
  });

  // Demo records claim their own settings row, so a database seeded before records existed gets them too.
  await seedDemoRecords(db);
  // The node trees claim their own settings row, so databases seeded before they existed get them too.
  await seedNodes(db);
  // What the node types gained since: a database seeded before them gets it once, user values kept.
  await addLaterNodeSeeds(db);
  // Licence nodes need both the records and the licences root; a database older than them gets them now.
  await seedLicenceNodes(db);
  if (!seeded) return { seeded: false };
  return {
    seeded: true,
    adminPassword,
    adminPasswordGenerated: opts.adminPassword === undefined,
    demoPassword,
    demoPasswordSource: opts.demoPassword !== undefined ? 'DEMO_PASSWORD' : opts.adminPassword !== undefined ? 'ADMIN_PASSWORD' : 'generated',
  };
}
