// A node's properties for the property panel: the mirror (live) plus a browse on start, on Refresh
// and, for live instruments, every second. Saving goes through updateProperties, whose answer the
// mirror takes, so the panel shows what the server stored.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../data/api-error';
import { browseNode, updateProperties } from '../../../data/nodes/node-operations';
import type { MirrorNode, MirrorProperty } from '../../../domain/nodes/mirror-records';
import type { NodeProperty, PropertyValue, PropertyValueUpdate } from '../../../domain/nodes/node-protocol';
import { useRefetchOnSync } from '../../sync/use-refetch-on-sync';
import { useLiveRefresh } from '../use-live-refresh';
import { useMirroredNode } from '../use-mirror-tree';
import type { PropertyPanelStatus } from './PropertyPanelView';

const NO_PROPERTIES: MirrorProperty[] = [];

export type NodeProperties = {
  node: MirrorNode | undefined;
  properties: MirrorProperty[];
  status: PropertyPanelStatus;
  error: string | null;
  /** The failed fetch got no answer (offline): the panel shows mirrored values. */
  offline: boolean;
  refresh: () => void;
  /** values: everything the edit sends when it is more than the one property (a flow set). */
  save: (property: NodeProperty, value: PropertyValue, reason?: string, values?: PropertyValueUpdate[]) => Promise<void>;
};

export type NodePropertiesOptions = {
  host: string;
  gId: string;
  browseLevel: number;
  /** Re-read the values every second (instrument live values). @default false */
  live?: boolean;
  onFailure?: (error: ApiError | Error) => void;
};

export function useNodeProperties({ host, gId, browseLevel, live = false, onFailure }: NodePropertiesOptions): NodeProperties {
  const mirrored = useMirroredNode(host, gId);
  const [result, setResult] = useState<{ for: string; error: Error | null } | null>(null);
  const [epoch, setEpoch] = useState(0);
  const current = `${host}|${gId}|${epoch}`;

  // A node with a web editor edits its subtree: fetch it whole (depth 999), others alone (node-model §7).
  const webEditor = !!mirrored?.node?.webEditor;
  const fetchNode = useCallback(
    (signal?: AbortSignal) => browseNode(host, gId, { props: 'all', browseLevel }, { signal, webEditor }),
    [host, gId, browseLevel, webEditor],
  );

  useEffect(() => {
    const abort = new AbortController();
    fetchNode(abort.signal).then(
      // An answer that lands after unmount or after a newer read changes nothing.
      () => {
        if (!abort.signal.aborted) setResult({ for: current, error: null });
      },
      (error: unknown) => {
        if (abort.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setResult({ for: current, error: failure });
        onFailure?.(failure);
      },
    );
    return () => abort.abort();
    // onFailure is an event callback; a new function identity must not fetch again.
  }, [fetchNode, current]); // eslint-disable-line react-hooks/exhaustive-deps

  useLiveRefresh({ enabled: live, run: fetchNode });

  const save = useCallback(
    async (property: NodeProperty, value: PropertyValue, reason?: string, values?: PropertyValueUpdate[]) => {
      await updateProperties(host, gId, values ?? [{ id: property.id, value }], reason);
    },
    [host, gId],
  );

  const settled = result?.for === current ? result : null;
  const error = settled?.error ?? null;
  const offline = error instanceof ApiError && error.network;
  const refresh = useCallback(() => setEpoch((e) => e + 1), []);
  // Back online, or the mirror was emptied by a pull reset: read the node again without Refresh.
  useRefetchOnSync(offline, refresh);
  const properties = mirrored?.properties ?? NO_PROPERTIES;
  const status: PropertyPanelStatus = error ? 'failed' : settled || properties.length > 0 ? 'ready' : 'loading';
  return {
    node: mirrored?.node,
    properties,
    status,
    error: error?.message ?? null,
    offline,
    refresh,
    save,
  };
}
