// The data of a child table: the table node and its children with their properties from the mirror
// (live, so queued edits show at once and offline the mirror still shows the table), and a browse of
// one level with all properties on start, on Refresh and when the connection comes back.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../data/api-error';
import { childrenWithPropertiesQuery } from '../../../data/nodes/mirror-queries';
import { browseNode } from '../../../data/nodes/node-operations';
import { mirrorNodeKey } from '../../../domain/nodes/mirror-records';
import type { MirrorNode, MirrorProperty } from '../../../domain/nodes/mirror-records';
import { useRefetchOnSync } from '../../sync/use-refetch-on-sync';
import { useMirroredNode } from '../use-mirror-tree';
import { tableRowsOf } from './table-row-model';
import type { TableRow } from './table-row-model';

export type ChildTableData = {
  table: MirrorNode | undefined;
  /** The table node's own properties (the server's column layout). */
  tableProperties: readonly MirrorProperty[];
  rows: TableRow[];
  loaded: boolean;
  error: string | null;
  offline: boolean;
  refresh: () => void;
};

const NO_PROPERTIES: readonly MirrorProperty[] = [];

export function useChildTableData(host: string, gId: string, browseLevel: number): ChildTableData {
  const mirrored = useMirroredNode(host, gId);
  const children = useLiveQuery(() => childrenWithPropertiesQuery(host, mirrorNodeKey(host, gId)), [host, gId]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    browseNode(host, gId, { depth: 1, props: 'all', browseLevel }, { signal: abort.signal }).then(
      // An answer that lands after unmount or after a newer browse changes nothing.
      () => {
        if (!abort.signal.aborted) setFailure(null);
      },
      (error: unknown) => {
        if (abort.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => abort.abort();
  }, [host, gId, browseLevel, epoch]);

  const refresh = useCallback(() => setEpoch((e) => e + 1), []);
  const offline = failure instanceof ApiError && failure.network;
  useRefetchOnSync(offline, refresh);
  const rows = useMemo(() => (children ? tableRowsOf(children.children, children.properties) : []), [children]);
  return { table: mirrored?.node, tableProperties: mirrored?.properties ?? NO_PROPERTIES, rows, loaded: children !== undefined, error: offline ? null : (failure?.message ?? null), offline, refresh };
}
