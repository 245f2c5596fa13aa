// The column layout a user chose in 'Customize headers', kept per table and user across reloads in the
// IndexedDB meta table (src/data/meta-repository.ts).
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { getMeta, setMeta } from '../../../data/meta-repository';
import { isSavedLayout } from '../../../domain/table/customize-headers';
import type { SavedColumn } from '../../../domain/table/customize-headers';
import { session } from '../../../state/session';

/** Meta key prefix; DO NOT CHANGE without migrating stored layouts. */
export const TABLE_LAYOUT_META = 'tableLayout:';

export function tableLayoutKey(user: string, host: string, gId: string): string {
  return `${TABLE_LAYOUT_META}${user}|${host}|${gId}`;
}

export type TableLayout = { saved: SavedColumn[] | null; save: (layout: SavedColumn[]) => Promise<void> };

export function useTableLayout(host: string, gId: string): TableLayout {
  const { claims } = useSnapshot(session);
  // jti is the user id (server/services/tokens.ts).
  const user = claims?.jti ?? 'anonymous';
  const key = tableLayoutKey(user, host, gId);
  const stored = useLiveQuery(() => getMeta<unknown>(key, null), [key]);
  const save = useCallback((layout: SavedColumn[]) => setMeta(key, layout), [key]);
  return { saved: isSavedLayout(stored) ? stored : null, save };
}
