// Where the dashboard arrangement is kept: the meta table of the signed-in user's own database
// (src/data/db.ts is one database per user), so it is per user, works offline and needs no server
// table. 'dashboard' is the store key console.md §9 names.
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { getMeta, setMeta } from '../meta-repository';
import { normalizeLayout } from '../../domain/dashboard/dashboard-layout';
import type { DashboardLayout } from '../../domain/dashboard/dashboard-layout';

/** DO NOT CHANGE: the key is persisted in users' databases. */
export const DASHBOARD_LAYOUT_META = 'dashboard';

export async function readDashboardLayout(database: ConsoleDatabase = db): Promise<DashboardLayout> {
  return normalizeLayout(await getMeta<unknown>(DASHBOARD_LAYOUT_META, null, database));
}

export async function writeDashboardLayout(layout: DashboardLayout, database: ConsoleDatabase = db): Promise<void> {
  await setMeta(DASHBOARD_LAYOUT_META, layout, database);
}

/** Applies a change to the stored layout in one transaction, so two quick presses (or tabs) never lose one. */
export async function updateDashboardLayout(change: (layout: DashboardLayout) => DashboardLayout, database: ConsoleDatabase = db): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    await writeDashboardLayout(change(await readDashboardLayout(database)), database);
  });
}
