// The signed-in user's dashboard arrangement, read live from their database and changed through
// pure layout functions, so every tab shows the same arrangement.
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { readDashboardLayout, updateDashboardLayout } from '../../data/dashboard/dashboard-layout-store';
import type { DashboardLayout } from '../../domain/dashboard/dashboard-layout';

export type DashboardLayoutState = {
  /** undefined while the first read runs. */
  layout: DashboardLayout | undefined;
  update: (change: (layout: DashboardLayout) => DashboardLayout) => void;
};

/** userId only keys the query: the database is already the user's own (src/data/db.ts). */
export function useDashboardLayout(userId: string | null): DashboardLayoutState {
  const layout = useLiveQuery(() => readDashboardLayout(), [userId]);
  const update = useCallback((change: (layout: DashboardLayout) => DashboardLayout) => {
    void updateDashboardLayout(change);
  }, []);
  return { layout, update };
}
