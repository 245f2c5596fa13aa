import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_LAYOUT_META, readDashboardLayout, updateDashboardLayout } from '../../../src/data/dashboard/dashboard-layout-store';
import { setMeta } from '../../../src/data/meta-repository';
import { DEFAULT_LAYOUT, hideWidget, moveWidget } from '../../../src/domain/dashboard/dashboard-layout';
import { deleteFreshDatabases, freshDatabase } from '../support/fresh-database';

afterEach(async () => {
  await deleteFreshDatabases();
});

describe('dashboard layout store', () => {
  it("keeps the layout under the 'dashboard' key and loses none of several quick changes", async () => {
    const database = freshDatabase();
    expect(await readDashboardLayout(database)).toEqual(DEFAULT_LAYOUT);
    await Promise.all([updateDashboardLayout((l) => hideWidget(l, 'alarms'), database), updateDashboardLayout((l) => moveWidget(l, 'projectRecords', -1), database)]);
    const stored = await readDashboardLayout(database);
    expect(stored.hidden).toEqual(['alarms']);
    expect(stored.order).toEqual(['recentRecords', 'expiringLicences', 'projectRecords', 'pendingChanges']);
    expect((await database.meta.get(DASHBOARD_LAYOUT_META))?.value).toEqual(stored);
  });

  it('repairs a damaged stored layout when reading it', async () => {
    const database = freshDatabase();
    await setMeta(DASHBOARD_LAYOUT_META, { order: 'nonsense' }, database);
    expect(await readDashboardLayout(database)).toEqual(DEFAULT_LAYOUT);
  });
});
