import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS } from '../../src/domain/rights';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { verifyPassword } from '../../server/services/passwords';
import { useMigratedDatabase } from './support/test-database';

const env = useMigratedDatabase();

describe('seedDatabase', () => {
  it('creates the roles, teams and accounts on first start and generates a 16-character admin password', async () => {
    const result = await seedDatabase(env.database.db, {});
    expect(result.seeded).toBe(true);
    if (!result.seeded) return;
    expect(result.adminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(result.adminPasswordGenerated).toBe(true);
    expect(result.demoPassword).toBe(result.adminPassword);

    const users = await env.database.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.username, u.display_name])).toEqual([
      ['admin', 'Administrator'],
      ['operator', 'Olivia Operator'],
      ['engineer', 'Erik Engineer'],
    ]);
    expect(users[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(users[1]!.password_hash, result.adminPassword)).toBe(true);

    const adminRights = await env.database.db
      .selectFrom('role_rights')
      .innerJoin('roles', 'roles.id', 'role_rights.role_id')
      .select('role_rights.right')
      .where('roles.name', '=', 'Administrators')
      .execute();
    expect(adminRights.map((r) => r.right).sort()).toEqual([...ALL_RIGHTS].sort());
    const teams = await env.database.db.selectFrom('teams').select('name').orderBy('name').execute();
    expect(teams.map((t) => t.name)).toEqual(['Lab A', 'Lab B']);
  });

  it('changes nothing on a second start', async () => {
    const before = await env.database.db.selectFrom('users').selectAll().orderBy('id').execute();
    const result = await seedDatabase(env.database.db, { adminPassword: 'another-password' });
    expect(result.seeded).toBe(false);
    expect(await env.database.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await env.database.db.selectFrom('roles').selectAll().execute()).toHaveLength(3);
  });

  it('keeps usernames unique regardless of case', async () => {
    await expect(
      env.database.db
        .insertInto('users')
        .values({ username: 'ADMIN', display_name: 'x', password_hash: 'x', totp_secret: null, lang: 'en', disabled: 0, created_at: new Date().toISOString(), security_version: 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it('runs migrations again without error when they are up to date', async () => {
    await expect(migrateToLatest(env.database.db, env.database.dialect)).resolves.toBeUndefined();
  });
});
